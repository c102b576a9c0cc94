// The sandbox for the SDK's Node tests: scripts/sandbox.mjs over real HTTP on a free port, and in
// front of it recording proxies, one per simulated visitor, that keep the method, path and headers
// of every request that reaches them (what left the SDK).
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from '../../../scripts/servers.mjs';

export const API_KEY = 'demo-api-key';
/** The sandbox's customer (sandbox/fixtures.ts). */
export const CUSTOMER = { email: 'shopper@example.com', password: 'demo1234' };

const SANDBOX = fileURLToPath(new URL('../../../scripts/sandbox.mjs', import.meta.url));

/** Starts the sandbox; resolves with `{ port, stop }`. */
export async function startSandbox() {
  const port = await freePort();
  const server = await startServer(SANDBOX, port, 'Sandbox Storefront API');
  return { port, stop: server.stop };
}

/**
 * A proxy on a free port that passes every request on to the sandbox on `sandboxPort` and records
 * it: `requests` lists `{ method, path, headers }` (header names in lower case), `apiUrl` is the
 * base to give `Svc.init`.
 */
export async function recordingProxy(sandboxPort) {
  const requests = [];
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url.replace('/storefront/v1', '');
    requests.push({ method: incoming.method, path, headers: { ...incoming.headers } });
    const upstream = request(
      {
        host: '127.0.0.1',
        port: sandboxPort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return {
    apiUrl: `http://127.0.0.1:${port}/storefront/v1/`,
    requests,
    /** The requests as `METHOD /path`, in the order they arrived. */
    lines: () => requests.map((sent) => `${sent.method} ${sent.path}`),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A server on a free port that takes requests and never answers them; `stop` drops them. */
export async function silentServer() {
  const held = [];
  const server = createServer((incoming, outgoing) => held.push(outgoing));
  const port = await new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
  return {
    apiUrl: `http://127.0.0.1:${port}/storefront/v1/`,
    stop: () => {
      for (const outgoing of held) outgoing.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The rejection of `promise`, which must reject. */
export async function rejectionOf(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('the promise resolved; it should have rejected');
}
