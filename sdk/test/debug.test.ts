/**
 * `@svc/sdk/debug` `traceRequests`: every SDK request reported when it starts and when it ends,
 * failures with their status and message, and the HTTP client as it was once the last listener goes.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { traceRequests, type TracedRequest } from '@svc/sdk/debug';
import { HttpClient } from '../src/http/client.js';
import { apiUrl, captureConsoleError, initClient, rejectionOf, setupSandbox } from './helpers.js';

describe('traceRequests', () => {
  const sandbox = setupSandbox();
  const originalCall = HttpClient.prototype.call;
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** Starts a trace; returns its reports without the times. */
  function trace(): Omit<TracedRequest, 'startedAt' | 'endedAt'>[] & { ended: boolean[] } {
    const reports = Object.assign([] as Omit<TracedRequest, 'startedAt' | 'endedAt'>[], {
      ended: [] as boolean[],
    });
    stops.push(
      traceRequests(({ startedAt, endedAt, ...request }) => {
        expect(startedAt).to.be.a('number');
        reports.push(request);
        reports.ended.push(endedAt !== undefined && endedAt >= startedAt);
      }),
    );
    return reports;
  }

  it('reports a request when it starts and when it ends, with the operation, method and path', async () => {
    const client = await initClient();
    const reports = trace();
    await client.shop.load();
    const shop = reports;
    expect(
      shop.map(({ id: _id, url, ...rest }) => ({ ...rest, url: url.replace(apiUrl(), 'API/') })),
    ).to.deep.equal([
      { operation: 'shop.load', method: 'GET', path: '/shop', url: 'API/shop' },
      { operation: 'shop.load', method: 'GET', path: '/shop', url: 'API/shop' },
    ]);
    expect(shop[0]!.id).to.equal(shop[1]!.id);
    expect(reports.ended).to.deep.equal([false, true]);
  });

  it('a failed answer is reported with its status and message, and still rejects the caller', async () => {
    const client = await initClient();
    sandbox().worker.use(
      http.get(
        `${apiUrl()}shop`,
        () => HttpResponse.json({ code: 'down', message: 'Down for a moment.' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const reports = trace();
    const error = await rejectionOf(client.shop.load());
    expect(error.message).to.contain('Down for a moment.');
    const end = reports.at(-1)!;
    expect([end.status, end.error]).to.deep.equal([500, error.message]);
  });

  it('a listener that throws is reported on the console and the request goes on', async () => {
    const client = await initClient();
    stops.push(
      traceRequests(() => {
        throw new Error('broken tool');
      }),
    );
    const logged = await captureConsoleError(() => client.shop.load());
    expect(logged.some((line) => line.startsWith('Svc traceRequests: a listener threw'))).to.equal(true);
  });

  it('the HTTP client is as it was once the last listener goes; a non-function is refused', () => {
    const first = traceRequests(() => undefined);
    const second = traceRequests(() => undefined);
    expect(HttpClient.prototype.call !== originalCall, 'wrapped while traced').to.equal(true);
    first();
    expect(HttpClient.prototype.call !== originalCall, 'still wrapped for the second').to.equal(true);
    second();
    expect(HttpClient.prototype.call === originalCall, 'the original again').to.equal(true);
    expect(() => traceRequests('no' as never)).to.throw(
      TypeError,
      'Svc traceRequests: the listener must be a function',
    );
  });
});
