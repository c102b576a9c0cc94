// The SDK on a server (Node, no `document`): every `Svc.init` has an HTTP client of its own, so
// one process serves many visitors. Against the built SDK (sdk/dist) and the sandbox over real
// HTTP; recording proxies keep the headers of every request that left the SDK.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Svc, { isSvcApiError, readCookie, writeCookie } from '../../dist/index.js';
import { API_KEY, CUSTOMER, recordingProxy, rejectionOf, startSandbox } from './sandbox.mjs';

describe('Svc.init on a server', () => {
  let sandbox;
  let token;
  const proxies = [];
  /** A recording proxy for one simulated visitor. */
  const visitor = async () => {
    const proxy = await recordingProxy(sandbox.port);
    proxies.push(proxy);
    return proxy;
  };

  before(async () => {
    sandbox = await startSandbox();
    // A customer's token, as a sign-in on an earlier request left it in the visitor's cookie.
    const signIn = await visitor();
    const client = await Svc.init({ apiKey: API_KEY, apiUrl: signIn.apiUrl });
    ({ accessToken: token } = await client.auth.login(CUSTOMER));
    assert.ok(token, 'the sandbox answered the sign-in with a token');
  });

  after(async () => {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    sandbox?.stop();
  });

  it('two instances for two requests at once: the signed-out one is refused customers.me() and never sends the other one’s token', async () => {
    const [first, second] = [await visitor(), await visitor()];
    // Two requests of one process, handled at the same time: a signed-in visitor and a new one.
    const [signedIn, signedOut] = await Promise.all([
      Svc.init({ apiKey: API_KEY, apiUrl: first.apiUrl, accessToken: token }),
      Svc.init({ apiKey: API_KEY, apiUrl: second.apiUrl }),
    ]);
    assert.equal(signedIn.auth.isAuthenticated, true);
    assert.equal(signedOut.auth.isAuthenticated, false);

    const [me, refused, products] = await Promise.allSettled([
      signedIn.customers.me(),
      signedOut.customers.me(),
      signedOut.products.list({ page: 1, perPage: 2 }),
    ]);
    assert.equal(me.status, 'fulfilled', String(me.reason));
    assert.equal(me.value.email, CUSTOMER.email);
    assert.equal(refused.status, 'rejected', 'the signed-out visitor got a customer');
    assert.ok(isSvcApiError(refused.reason), String(refused.reason));
    assert.equal(refused.reason.status, 401);
    assert.equal(products.status, 'fulfilled', String(products.reason));

    // What reached the sandbox from the second visitor: its own start-up and calls, none signed in.
    assert.deepEqual(second.lines().sort(), [
      'GET /customers/me',
      'GET /products?page=1&perPage=2',
      'GET /shop',
    ]);
    for (const sent of second.requests)
      assert.equal(sent.headers.authorization, undefined, `${sent.method} ${sent.path} is signed in`);
    assert.ok(
      second.requests.every((sent) => !Object.values(sent.headers).some((value) => value.includes(token))),
      'a request of the second visitor carries the first one’s token',
    );
    // The first visitor's token check and call carried its own token (the shop is loaded without
    // it), and nothing of the second visitor's went there.
    assert.deepEqual(first.lines().sort(), ['GET /customers/me', 'GET /customers/me', 'GET /shop']);
    for (const sent of first.requests.filter((request) => request.path === '/customers/me'))
      assert.equal(sent.headers.authorization, `Bearer ${token}`);
  });

  it('a sign-in on one instance stays with it: an instance created after it is not signed in', async () => {
    const proxy = await visitor();
    const first = await Svc.init({ apiKey: API_KEY, apiUrl: proxy.apiUrl });
    await first.auth.login(CUSTOMER);
    const second = await Svc.init({ apiKey: API_KEY, apiUrl: proxy.apiUrl });
    const from = proxy.requests.length;

    const error = await rejectionOf(second.customers.me());
    assert.ok(isSvcApiError(error) && error.status === 401, String(error));
    assert.equal((await first.customers.me()).email, CUSTOMER.email);
    const [refusedMe, acceptedMe] = proxy.requests.slice(from);
    assert.equal(refusedMe.headers.authorization, undefined);
    assert.match(acceptedMe.headers.authorization, /^Bearer ./);
  });

  it('a second init with another apiKey and lang sends those, to its own apiUrl', async () => {
    const [shop, other] = [await visitor(), await visitor()];
    await Svc.init({ apiKey: API_KEY, apiUrl: shop.apiUrl, lang: 'en' });
    const error = await rejectionOf(
      Svc.init({ apiKey: 'another-shop-key', apiUrl: other.apiUrl, lang: 'de' }),
    );

    assert.ok(isSvcApiError(error), String(error));
    assert.equal(error.status, 401);
    assert.equal(error.code, 'invalid_api_key');
    assert.deepEqual(shop.lines(), ['GET /shop'], 'the second init talked to the first shop');
    assert.deepEqual(other.lines(), ['GET /shop']);
    assert.equal(other.requests[0].headers['x-api-key'], 'another-shop-key');
    assert.equal(other.requests[0].headers['accept-language'], 'de');
    assert.equal(shop.requests[0].headers['x-api-key'], API_KEY);
    assert.equal(shop.requests[0].headers['accept-language'], 'en');
  });

  it('cookies do nothing on a server: none is read, writing one and logout() throw nothing', async () => {
    const proxy = await visitor();
    writeCookie('svc_access_token', token);
    assert.equal(readCookie('svc_access_token'), null);
    const client = await Svc.init({ apiKey: API_KEY, apiUrl: proxy.apiUrl, loadCart: true });
    assert.equal(client.auth.getAccessToken(), null);
    assert.equal(client.auth.isAuthenticated, false, 'a written cookie signed the instance in');
    assert.ok(client.cart.id, 'init({ loadCart: true }) created a cart');
    client.auth.logout();
    assert.deepEqual(proxy.lines(), ['GET /shop', 'POST /carts']);
  });
});
