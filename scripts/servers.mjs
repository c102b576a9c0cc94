// Our own servers for tests, benchmarks and screenshots: a free port on 127.0.0.1, and a server
// script started in its own process group that is ready once it printed its ready line.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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
