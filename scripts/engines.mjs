// The three engines the browser tests run in, each from Debian's packages (no tool here downloads a
// browser): Chromium through Playwright, Firefox ESR through Puppeteer over WebDriver BiDi, and
// WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver) on a virtual display.
// `SVC_ENGINES=chromium,firefox,webkit` chooses them (default: chromium).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    // Said, so that a run a signal ended is not taken for one that failed a test; written
    // directly, as web-test-runner holds back what its process logs through `console`.
    process.stderr.write(`\n${signal}: the browser tests stop here (process ${process.pid})\n`);
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

/**
 * GTK's style for MiniBrowser's own widgets: its toolbar at no size, so that its window can be as
 * narrow as a phone (otherwise the toolbar keeps the page at least 447 px wide). The page inside
 * is WebKit's, which this does not touch.
 */
const MINIBROWSER_GTK_CSS = `* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0;
  font-size: 1px; -gtk-icon-transform: scale(0.01); }\n`;

/** A config folder for GTK with `MINIBROWSER_GTK_CSS`, for the driver's `XDG_CONFIG_HOME`. */
function miniBrowserConfig() {
  const home = mkdtempSync(join(tmpdir(), 'svc-minibrowser-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), MINIBROWSER_GTK_CSS);
  process.once('exit', () => rmSync(home, { recursive: true, force: true }));
  return home;
}

/** Starts a virtual display and WebKitWebDriver on it; resolves with the driver's port. */
export async function startWebKitDriver() {
  const display = `:${90 + (process.pid % 500)}`;
  // The display and the driver (with the MiniBrowser it starts) run in a process group of their
  // own: a signal meant for their group does not reach the test runner (docs/decisions.md,
  // "WebKit's shards one after the other").
  const xvfb = spawn(XVFB, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
    detached: true,
  });
  children.push(xvfb);
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: miniBrowserConfig() },
    stdio: 'ignore',
    detached: true,
  });
  children.push(driver);
  await listening(port);
  return port;
}

/** What a WebDriver session of WebKitWebDriver asks for: MiniBrowser, over classic WebDriver. */
export const WEBKIT_CAPABILITIES = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
};

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
      launchOptions: {
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        // Headless Firefox's window never has the system's focus; `focusmanager.testmode` makes
        // it count as focused, so the page gets its focus events (Firefox's own tests run with it).
        extraPrefsFirefox: { 'focusmanager.testmode': true },
      },
      // A context of its own per page, as Playwright gives each: a test file must not meet the
      // cookies (the cart's) or the sandbox's service worker of the file before.
      async createPage({ browser }) {
        const context = await browser.createBrowserContext();
        return context.newPage();
      },
    });
  }
  const { webdriverLauncher } = await import('@web/test-runner-webdriver');
  const port = await startWebKitDriver();
  const launcher = webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    // A test page tells the runner itself when its tests start and end, so the driver's navigation
    // does not wait for the page's load event: once, in WebKit, it never came, the navigation
    // answered nothing for 300 s, and the run stopped there (docs/decisions.md, "WebKit's shards
    // one after the other").
    capabilities: { ...WEBKIT_CAPABILITIES, pageLoadStrategy: 'none' },
  });
  // The driver comes with the first file. One window runs every file: each starts at the page
  // size the first one had, as a new page does in the other engines, whatever the one before left.
  const startSession = launcher.startSession.bind(launcher);
  let first;
  launcher.startSession = async (...args) => {
    await launcher.ensureManagerInitialized();
    if (first) await sizeWindow(launcher.driver, first);
    else {
      launcher.driver.overwriteCommand('keys', typeOneByOne);
      first = await pageSize(launcher.driver);
      reportFailedNavigations(launcher.driverManager);
    }
    return startSession(...args);
  };
  return launcher;
}

/**
 * The launcher's session manager starts each file's page without waiting for it, so a navigation
 * that fails would be an uncaught error, which stops the whole run. Here it is said, and the file
 * fails alone: web-test-runner fails a page whose tests do not start in time.
 */
function reportFailedNavigations(manager) {
  manager.queueStartSession = async (id, url) => {
    manager.startSession(id, url).catch((error) => {
      process.stderr.write(
        `\nWebKit: the page of a test file did not open (${url}): ${error?.message ?? error}\n`,
      );
    });
  };
}

/** The size of the page in the window of `driver` (CSS px). */
async function pageSize(driver) {
  const [width, height] = await driver.execute(() => [window.innerWidth, window.innerHeight]);
  return { width, height };
}

/**
 * Sizes the window of the WebDriver session `driver` until the page inside it is `width` ×
 * `height`: WebDriver sets only the window's size, frame included.
 */
export async function sizeWindow(driver, { width, height }) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const page = await pageSize(driver);
    if (page.width === width && page.height === height) return;
    const outer = await driver.getWindowSize();
    const target = { width: outer.width + width - page.width, height: outer.height + height - page.height };
    if (target.width > 0 && target.height > 0) await driver.setWindowSize(target.width, target.height);
    // A window still taking its last size can report none (0 × 0): read both again shortly.
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const page = await pageSize(driver);
  if (page.width !== width || page.height !== height)
    throw new Error(`the page is ${page.width}×${page.height}, not ${width}×${height}`);
}

/** WebDriver's codes of the modifier keys, which stay down until the keys end. */
const MODIFIERS = new Set(['\uE008', '\uE009', '\uE00A', '\uE03D']);

/**
 * The driver's `keys`, as a person types: webdriverio presses every key down, then lets them all
 * up, so a repeated key (`00` in a card number) is one key held, and WebKit types it once. Here
 * each key goes down and up before the next; a modifier stays down until the end (Shift, Tab is
 * Shift+Tab).
 */
async function typeOneByOne(_keys, value) {
  const { UNICODE_CHARACTERS } = await import('@wdio/utils');
  // A key's name (`Enter`, `ArrowUp`) is its code; other text is typed character by character.
  const keys = [value]
    .flat()
    .flatMap((text) => (Object.hasOwn(UNICODE_CHARACTERS, text) ? [UNICODE_CHARACTERS[text]] : [...text]));
  const action = this.action('key');
  const held = [];
  for (const key of keys) {
    action.down(key);
    if (MODIFIERS.has(key)) held.push(key);
    else action.up(key);
  }
  for (const key of held.reverse()) action.up(key);
  return action.perform(true);
}
