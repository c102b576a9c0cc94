/**
 * The cookies written by a script get a fresh lifetime at every start: some browsers (Safari's
 * Intelligent Tracking Prevention) cap such cookies at 7 days, so a shopper who comes back within
 * that time keeps the cart and the sign-in. The browser's own record of each cookie (CookieStore,
 * with its expiry) shows the rewrite: the cookies are set to expire in a day, as a capped cookie
 * would, and must live 365 days again after the start.
 */
import { expect } from '@open-wc/testing';
import { sandboxRequest } from '../../sandbox/testing.js';
import { captureConsoleError, initClient } from '../../sdk/test/helpers.js';
import { setupWidget, startWidget } from './helpers.js';
import { browserCookie } from '../shared/cookies.js';

const DAY = 86_400_000;

/** Sets a cookie with one day to live, as a capped cookie has near its end. */
const setExpiringCookie = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=86400; path=/`;
};

/** The days `name` has left to live, as the browser keeps it; null when there is no such cookie. */
async function daysLeft(name: string): Promise<number | null> {
  const cookie = await browserCookie(name);
  if (!cookie) return null;
  expect(cookie.expires, `${name} is a session cookie`).to.be.a('number');
  return (cookie.expires! - Date.now()) / DAY;
}

describe('cookies written again at every start', () => {
  const sandbox = setupWidget();

  /**
   * A cart on the server and a token (by default a valid one of the test customer), each in an
   * expiring cookie.
   */
  async function returningShopper(
    token = sandbox().store.issueToken(1),
  ): Promise<{ cartId: string; token: string }> {
    const { body } = await sandboxRequest('POST', '/carts', {});
    const cartId = body!.id as string;
    setExpiringCookie('svc_cart_id', cartId);
    setExpiringCookie('svc_access_token', token);
    expect(await daysLeft('svc_cart_id')).to.be.below(1.01);
    expect(await daysLeft('svc_access_token')).to.be.below(1.01);
    return { cartId, token };
  }

  it('a returning signed-in shopper: svc_cart_id and svc_access_token live 365 days again', async () => {
    const { cartId, token } = await returningShopper();
    const svcCart = await startWidget();
    expect(svcCart.cart!.id).to.equal(cartId);
    expect(svcCart.customer?.email).to.equal('shopper@example.com');
    expect((await cookieStore.get('svc_cart_id'))?.value).to.equal(cartId);
    expect(decodeURIComponent((await cookieStore.get('svc_access_token'))!.value!)).to.equal(token);
    expect(await daysLeft('svc_cart_id')).to.be.within(364.9, 365.1);
    expect(await daysLeft('svc_access_token')).to.be.within(364.9, 365.1);
  });

  it('a stored token the server refuses is not written again: it is removed, the cart cookie renewed', async () => {
    const { cartId } = await returningShopper('expired-token');
    let customer: unknown;
    await captureConsoleError(async () => {
      customer = (await startWidget()).customer;
    });
    expect(customer).to.equal(null);
    expect(await daysLeft('svc_access_token')).to.equal(null);
    expect((await cookieStore.get('svc_cart_id'))?.value).to.equal(cartId);
    expect(await daysLeft('svc_cart_id')).to.be.within(364.9, 365.1);
  });

  it('a guest: svc_cart_id is renewed and no svc_access_token is written', async () => {
    const { body } = await sandboxRequest('POST', '/carts', {});
    setExpiringCookie('svc_cart_id', body!.id as string);
    await startWidget();
    expect(await daysLeft('svc_cart_id')).to.be.within(364.9, 365.1);
    expect(await cookieStore.get('svc_access_token')).to.equal(null);
  });

  it('a widget on a given SDK client: Svc.init renewed the token, the widget the cart cookie', async () => {
    const { cartId } = await returningShopper();
    const client = await initClient();
    expect(client.auth.isAuthenticated).to.equal(true);
    expect(await daysLeft('svc_access_token')).to.be.within(364.9, 365.1);
    // The cart cookie is the widget's to load and write on this path (Svc.init without loadCart).
    expect(await daysLeft('svc_cart_id')).to.be.below(1.01);
    await startWidget({ apiKey: undefined, sdkClient: client });
    expect((await cookieStore.get('svc_cart_id'))?.value).to.equal(cartId);
    expect(await daysLeft('svc_cart_id')).to.be.within(364.9, 365.1);
  });

  it('auth.checkAuthenticated() with the stored token writes it again', async () => {
    const client = await initClient();
    const token = sandbox().store.issueToken(1);
    setExpiringCookie('svc_access_token', token);
    expect(await client.auth.checkAuthenticated()).to.equal(true);
    expect(await daysLeft('svc_access_token')).to.be.within(364.9, 365.1);
  });
});
