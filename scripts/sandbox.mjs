#!/usr/bin/env node
// `npm run sandbox`: the Storefront API simulator as a real HTTP server on 127.0.0.1.
// PORT picks the port (default 5176), SANDBOX_LATENCY adds latency in ms. State lives in this
// process; restart to reset it.
import { createServer as createHttpServer } from 'node:http';
import { sandboxSources } from './servers.mjs';

const port = Number(process.env.PORT || 5176);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number (got ${process.env.PORT})`);
  process.exit(1);
}

const sources = await sandboxSources();
const host = await sources.load('sandbox/hosts/node.ts');
const base = `http://127.0.0.1:${port}`;
// SANDBOX_LATENCY (ms) adds latency to every answer: for benchmarks of slow networks.
const latency = Number(process.env.SANDBOX_LATENCY || 0);
if (latency > 0) host.processSandbox().setFaults({ latency });

const server = createHttpServer((req, res) => {
  host.handleNodeRequest(req, res, base).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, host.CORS_HEADERS);
    res.end(
      JSON.stringify({ code: 'internal_error', message: 'The sandbox failed to handle this request.' }),
    );
  });
});
server.on('error', (error) => {
  console.error(`Could not start the sandbox on 127.0.0.1:${port}: ${error.message}`);
  console.error('Set PORT to a free port, e.g. PORT=5180 npm run sandbox');
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Sandbox Storefront API: ${base}/storefront/v1/`);
  console.log(`Try: curl -H 'x-api-key: demo-api-key' ${base}/storefront/v1/shop`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    sources.close().then(() => process.exit(0));
  });
}
