/**
 * The error guards recognise errors of another copy of the SDK on the page (the widget bundles
 * its own; a page passes its own instance as `sdkClient`). The other copy is the errors module
 * loaded again under another address: a module of its own, with classes of its own.
 */
import { expect } from '@open-wc/testing';
import * as page from '@svc/sdk';

type Errors = typeof import('../src/http/errors.js');

/** Which of `page`'s guards accept `error`. */
const guardsOf = (error: unknown) =>
  (
    ['isSvcError', 'isSvcApiError', 'isSvcNetworkError', 'isSvcTimeoutError', 'isSvcValidationError'] as const
  ).filter((guard) => page[guard](error));

describe('error guards and another copy of the SDK', () => {
  let other: Errors;
  before(async () => {
    const address = new URL('../src/http/errors.ts?copy=2', import.meta.url).href;
    other = (await import(/* @vite-ignore */ address)) as Errors;
    expect(other.SvcApiError, 'a copy of its own').to.not.equal(page.SvcApiError);
  });

  it('each error class of the other copy satisfies its own guards here, and instanceof of its own copy only', () => {
    const api = new other.SvcApiError('customers.me', 401, { code: 'unauthenticated', message: 'No' });
    const network = new other.SvcNetworkError('Svc shop.load: could not reach', 'shop.load', 'https://x/');
    const timeout = new other.SvcTimeoutError('shop.load', 'https://x/', 100);
    const validation = new other.SvcValidationError('cart.addItem', 'payload', 'Svc cart.addItem: bad');
    expect(guardsOf(api)).to.deep.equal(['isSvcError', 'isSvcApiError']);
    expect(guardsOf(network)).to.deep.equal(['isSvcError', 'isSvcNetworkError']);
    expect(guardsOf(timeout)).to.deep.equal(['isSvcError', 'isSvcNetworkError', 'isSvcTimeoutError']);
    expect(guardsOf(validation)).to.deep.equal(['isSvcError', 'isSvcValidationError']);
    expect(api instanceof page.SvcApiError).to.equal(false);
    expect(api instanceof other.SvcApiError && api instanceof other.SvcError).to.equal(true);
  });

  it('errors that only look like the SDK’s are not recognised', () => {
    const lookAlike = Object.assign(new Error('Svc customers.me: No'), { name: 'SvcApiError', status: 401 });
    for (const value of [
      lookAlike,
      { ...new other.SvcApiError('shop.load', 500, undefined) },
      null,
      'SvcError',
    ])
      expect(guardsOf(value), String(value)).to.deep.equal([]);
  });
});
