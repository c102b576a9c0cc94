// The three engines the browser tests run in, each from Debian's packages (no tool here downloads a
// browser): Chromium through Playwright, Firefox ESR through Puppeteer over WebDriver BiDi, and
// WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver) on a virtual display.
// `SVC_ENGINES=chromium,firefox,webkit` chooses them (default: chromium).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort } from './servers.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

/** The engines asked for, in their order. */
export function enginesWanted(value = process.env.SVC_ENGINES || 'chromium') {
  const known = ['chromium', 'firefox', 'webkit'];
  const wanted = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of wanted)
    if (!known.includes(name))
      throw new Error(`SVC_ENGINES: unknown engine "${name}" (known: ${known.join(', ')})`);
  return wanted;
}

/** What is missing for `engine`, as the Debian packages to install (empty: nothing). */
export function missingPackages(engine) {
  if (engine === 'chromium') return existsSync(chromiumPath()) ? [] : ['chromium'];
  if (engine === 'firefox') return existsSync(FIREFOX_PATH) ? [] : ['firefox-esr'];
  const missing = [];
  if (!existsSync(WEBKIT_DRIVER) || !existsSync(MINIBROWSER)) missing.push('webkit2gtk-driver');
  if (!existsSync(XVFB)) missing.push('xvfb', 'xauth');
  return missing;
}

/**
 * Makes sure every engine of `engines` can run: what is missing is installed from Debian's packages
 * when we are root with apt-get (as Chromium is, scripts/chromium.mjs); otherwise throws, naming the
 * packages and the command that installs them. No tool here downloads a browser of its own.
 */
export function ensureEngines(engines) {
  let missing = [...new Set(engines.flatMap((engine) => missingPackages(engine)))];
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let canInstall = isRoot;
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
  } catch {
    canInstall = false;
  }
  if (canInstall) {
    console.log(`Installing Debian's ${missing.join(', ')} for the browser tests (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
    missing = [...new Set(engines.flatMap((engine) => missingPackages(engine)))];
    if (!missing.length) return;
  }
  throw new Error(
    [
      `The browser tests need Debian's ${missing.join(', ')}, and ${missing.length > 1 ? 'they are' : 'it is'} not installed.`,
      `Install with:  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`,
      'or run fewer engines:  SVC_ENGINES=chromium npm test',
    ].join('\n'),
  );
}

const children = [];
const stopChildren = () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopChildren();
    process.exit(1);
  });

/** Resolves once `port` on 127.0.0.1 accepts connections (within `ms`). */
async function listening(port, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nothing listens on port ${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a virtual display and WebKitWebDriver on it; resolves with the driver's port. */
async function startWebKitDriver() {
  const display = `:${90 + (process.pid % 500)}`;
  const xvfb = spawn(XVFB, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  children.push(xvfb);
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  children.push(driver);
  await listening(port);
  return port;
}

/** The web-test-runner launcher of `engine`. */
export async function launcherFor(engine) {
  const missing = missingPackages(engine);
  if (missing.length)
    throw new Error(
      `${engine}: install Debian's ${missing.join(', ')} (apt-get install -y --no-install-recommends ${missing.join(' ')})`,
    );
  if (engine === 'chromium') {
    const { playwrightLauncher } = await import('@web/test-runner-playwright');
    return playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS },
    });
  }
  if (engine === 'firefox') {
    const { puppeteerLauncher } = await import('@web/test-runner-puppeteer');
    return puppeteerLauncher({
      launchOptions: { browser: 'firefox', executablePath: FIREFOX_PATH, headless: true },
      // A context of its own per page, as Playwright gives each: two test files running side by
      // side must not share cookies (the cart's) or the sandbox's service worker.
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        return context.newPage();
      },
    });
  }
  const { webdriverLauncher } = await import('@web/test-runner-webdriver');
  const port = await startWebKitDriver();
  return webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  });
}
