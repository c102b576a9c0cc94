// Our own servers for tests, benchmarks and screenshots: a free port on 127.0.0.1, and a server
// script started in its own process group that is ready once it printed its ready line.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts `script` with `PORT` (and `env`) and waits up to 30 s for `readyText` in its output. */
export async function startServer(script, port, readyText, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return { child, output: () => output, stop: () => process.kill(-child.pid, 'SIGTERM') };
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
