// Our own servers for tests, benchmarks and screenshots: a free port on 127.0.0.1, and a server
// script started in its own process group that is ready once it printed its ready line.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `node <args>` in its own process group (in `cwd`, with `env`) and waits up to `timeout` ms
 * for `readyText` in its output (colours taken out, since a tool may colour a port number even
 * without a terminal when FORCE_COLOR is set); one that does not start in time is stopped. `stop()` ends the
 * group, and does nothing once it has ended.
 */
export async function startProcess(args, readyText, { cwd, env = {}, timeout = 30_000 } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const name = args.join(' ');
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${name} did not start:\n${output}`));
    }, timeout);
    const onData = (chunk) => {
      output += stripVTControlCharacters(String(chunk));
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, stop };
}

/** Starts `script` with `PORT` (and `env`) and waits up to 30 s for `readyText` in its output. */
export function startServer(script, port, readyText, env = {}) {
  return startProcess([script], readyText, { env: { ...env, PORT: String(port) } });
}

/**
 * The sandbox's TypeScript sources in this process, compiled by Vite (which serves nothing here):
 * `load('sandbox/hosts/node.ts')` imports a file by its path from the project's root, and `close()`
 * ends the compiler. `npm run sandbox` and the benchmarks that fill the sandbox's store use it.
 */
export async function sandboxSources() {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const root = new URL('..', import.meta.url);
  return {
    load: (path) => vite.ssrLoadModule(new URL(path, root).pathname),
    close: () => vite.close(),
  };
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };

/**
 * A plain web server on 127.0.0.1 for the built files: `pages` maps paths to HTML, everything else
 * is read from `dist/` (so `/cart/cart-widget.js` and its chunks). Resolves with its port and a stop.
 */
export async function serveBuild(pages) {
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const page = pages[url.pathname];
    if (page !== undefined) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = normalize(join('dist', url.pathname));
    if (!file.startsWith('dist/')) return res.writeHead(404).end();
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return { port, stop: () => server.close() };
}
