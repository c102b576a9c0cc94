#!/usr/bin/env node
// `npm run demo`: the demo pages and the sandbox API from one process on 127.0.0.1.
// PORT picks the port (default 5175).
import { existsSync } from 'node:fs';
import { createServer } from 'vite';

const port = Number(process.env.PORT || 5175);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number (got ${process.env.PORT})`);
  process.exit(1);
}

/** The policy `/strict-csp.html` is served with: no inline script or style, no eval. */
const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-src 'self'";

/**
 * Page addresses the dev server's own fallback (which serves `/index.html` for unknown paths) gets
 * wrong: every route of the routed section (`/spa/about`, `/spa/help`, also on a reload) is
 * `demo/spa/index.html`, and a folder's page without its slash (`/help`) redirects to `/help/`.
 */
function demoPages() {
  return {
    name: 'svc-demo-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://demo');
        const { pathname: path, search } = url;
        if (path === '/strict-csp.html') res.setHeader('Content-Security-Policy', STRICT_CSP);
        if (/\.[^/]*$/.test(path) || !(req.headers.accept ?? '').includes('text/html')) return next();
        if (/^\/spa(\/|$)/i.test(path)) {
          req.url = `/spa/index.html${search}`;
          return next();
        }
        if (/^(\/[\w-]+)+$/.test(path) && existsSync(`demo${path}/index.html`)) {
          res.writeHead(301, { location: `${path}/${search}` });
          return res.end();
        }
        next();
      });
    },
  };
}

const server = await createServer({
  configFile: 'vite.config.ts',
  root: 'demo',
  publicDir: '../public',
  clearScreen: false,
  logLevel: 'warn',
  plugins: [demoPages()],
  server: { host: '127.0.0.1', port, strictPort: true, fs: { allow: ['..'] } },
});
try {
  await server.listen();
} catch (error) {
  console.error(`Could not start the demo on 127.0.0.1:${port}: ${error.message}`);
  console.error('Another program may be using the port; set PORT to a free one, e.g. PORT=5180 npm run demo');
  process.exit(1);
}
const base = `http://127.0.0.1:${port}`;
console.log(`Demo:        ${base}/`);
console.log(`Sandbox API: ${base}/storefront/v1/  (x-api-key: demo-api-key)`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
