// The error guards recognise errors of any copy of the SDK (the cart widget bundles its own; a
// page passes its own instance as `sdkClient`; a bundle can hold two versions). The second copy is
// the built package copied to another folder, as a second install would be: its modules and
// classes are its own.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { freePort } from '../../../scripts/servers.mjs';
import * as page from '../../dist/index.js';
import { API_KEY, rejectionOf, silentServer, startSandbox } from './sandbox.mjs';

/** Which of `copy`'s guards accept `error`. */
const guardsOf = (copy, error) =>
  ['isSvcError', 'isSvcApiError', 'isSvcNetworkError', 'isSvcTimeoutError', 'isSvcValidationError'].filter(
    (guard) => copy[guard](error),
  );

describe('error guards across copies of the SDK', () => {
  let sandbox;
  let folder;
  let other;

  before(async () => {
    sandbox = await startSandbox();
    folder = mkdtempSync(join(tmpdir(), 'svc-sdk-copy-'));
    cpSync(new URL('../../dist', import.meta.url), join(folder, 'dist'), { recursive: true });
    other = await import(pathToFileURL(join(folder, 'dist', 'index.js')).href);
    assert.notEqual(other.SvcApiError, page.SvcApiError, 'the copy shares the classes');
  });

  after(() => {
    sandbox?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('an SvcApiError of one copy satisfies the other copy’s isSvcApiError and isSvcError, and instanceof of its own copy', async () => {
    const client = await page.init({
      apiKey: API_KEY,
      apiUrl: `http://127.0.0.1:${sandbox.port}/storefront/v1/`,
    });
    const error = await rejectionOf(client.customers.me());

    assert.equal(error.status, 401);
    assert.deepEqual(guardsOf(other, error), ['isSvcError', 'isSvcApiError']);
    assert.deepEqual(guardsOf(page, error), ['isSvcError', 'isSvcApiError']);
    assert.ok(error instanceof page.SvcApiError && error instanceof page.SvcError);
    assert.equal(error instanceof other.SvcApiError, false);
    // And the other way round.
    const theirs = await rejectionOf(other.init({ apiKey: 'unknown-key', apiUrl: client.config.apiUrl }));
    assert.equal(theirs.code, 'invalid_api_key');
    assert.deepEqual(guardsOf(page, theirs), ['isSvcError', 'isSvcApiError']);
  });

  it('a network error, a timeout and a validation error of one copy are recognised by the other copy’s guards', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/storefront/v1/`;
    const network = await rejectionOf(page.init({ apiKey: API_KEY, apiUrl: closed, retries: 0 }));
    assert.deepEqual(guardsOf(other, network), ['isSvcError', 'isSvcNetworkError']);

    const silent = await silentServer();
    try {
      const timeout = await rejectionOf(
        page.init({ apiKey: API_KEY, apiUrl: silent.apiUrl, timeout: 100, retries: 0 }),
      );
      assert.deepEqual(guardsOf(other, timeout), ['isSvcError', 'isSvcNetworkError', 'isSvcTimeoutError']);
    } finally {
      await silent.stop();
    }

    const validation = await rejectionOf(page.init({ apiKey: '' }));
    assert.equal(validation.message, 'Missing required apiKey config');
    assert.deepEqual(guardsOf(other, validation), ['isSvcError', 'isSvcValidationError']);
  });

  it('other values are no errors of the SDK: plain errors, look-alikes by name, null', () => {
    const lookAlike = Object.assign(new Error('Svc customers.me: Unauthorized'), {
      name: 'SvcApiError',
      status: 401,
    });
    for (const value of [new Error('plain'), lookAlike, { name: 'SvcError' }, null, undefined, 'SvcError'])
      assert.deepEqual(guardsOf(other, value), [], String(value));
  });
});
