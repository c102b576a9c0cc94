// Finds the Chromium the tests drive: $CHROME_PATH, else Debian's /usr/bin/chromium. When it is
// missing and we are root with apt-get, installs Debian's `chromium` package; otherwise stops
// with the exact thing to install. No tool here ever downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const has = (command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function chromiumPath() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  }
  return '/usr/bin/chromium';
}

/** Returns the Chromium path, installing Debian's package first when that is possible. */
export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log('Chromium is missing: installing Debian\'s "chromium" package (apt-get)…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) return path;
  }
  throw new Error(
    [
      `The tests need Chromium at ${path}, and it is not installed.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}
