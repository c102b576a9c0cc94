/**
 * URL rules and enablement in the widget (spec: "Widget configuration" `disableUrls`, "Widget
 * methods" `configure`/`disable`/`enable`, "States and transitions" widget enablement): the widget
 * on disabled and enabled pages and across route changes. The matcher itself is in
 * url-rules-compile.test.ts.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { navigations, nextEvent, panel, rendered, setPageUrl, setupWidget, startWidget } from './helpers.js';
import { microtasksDrained } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

/** The floating cart button, or null when none is drawn. */
const cartButton = () =>
  document
    .querySelector('svc-cart-root')
    ?.shadowRoot?.querySelector('svc-cart-button')
    ?.shadowRoot?.querySelector('[part="button"]') ?? null;

describe('URL rules in the widget', () => {
  const sandbox = setupWidget();
  const sent = async () => (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);

  /** Starts on `url` with `config` and waits until the URL rules are applied (CART_READY not awaited). */
  async function startOn(url: string, config: Parameters<typeof startWidget>[0] = {}): Promise<SvcCart> {
    setPageUrl(url);
    const svcCart = await startWidget(config, { ready: false });
    await svcCart.whenUrlRulesReady();
    return svcCart;
  }

  /** Starts on `url` and waits for CART_READY (fails the test when the widget is disabled there). */
  async function startReadyOn(url: string, config: Parameters<typeof startWidget>[0] = {}): Promise<SvcCart> {
    setPageUrl(url);
    return startWidget(config);
  }

  /** Records the widget's events in order. */
  function record(svcCart: SvcCart): string[] {
    const events: string[] = [];
    for (const type of ['CART_READY', 'CART_OPEN', 'CART_CLOSE'] as const)
      svcCart.events.on(type, () => events.push(type));
    return events;
  }

  describe('disableUrls at start', () => {
    it('a page matching disableUrls mounts disabled and sends no API request', async () => {
      const svcCart = await startOn('/account/orders', { disableUrls: ['/account/*'] });
      await pendingRequestsAnswered();
      expect(svcCart.enabled).to.equal(false);
      expect(svcCart.ready).to.equal(false);
      expect(await sent()).to.deep.equal([]);
    });

    it('a page one segment deeper than * is enabled', async () => {
      const svcCart = await startReadyOn('/account/orders/1', { disableUrls: ['/account/*'] });
      expect(svcCart.enabled).to.equal(true);
    });

    it('** disables every page below', async () => {
      const svcCart = await startOn('/account/orders/1/invoice', { disableUrls: ['/account/**'] });
      expect(svcCart.enabled).to.equal(false);
    });

    it('the query of the page is ignored', async () => {
      const svcCart = await startReadyOn('/shop?next=/account', { disableUrls: ['/account'] });
      expect(svcCart.enabled).to.equal(true);
    });

    it('the path is compared case-insensitively', async () => {
      const svcCart = await startOn('/ACCOUNT/Settings', { disableUrls: ['/account'] });
      expect(svcCart.enabled).to.equal(false);
    });

    it('/checkout covers /checkout/success', async () => {
      const svcCart = await startOn('/checkout/success', { disableUrls: ['/checkout'] });
      expect(svcCart.enabled).to.equal(false);
    });

    it('/checkout does not cover /checkout-foo', async () => {
      const svcCart = await startReadyOn('/checkout-foo', { disableUrls: ['/checkout'] });
      expect(svcCart.enabled).to.equal(true);
    });

    it('by default the checkoutUrl (without cart ID) and cartSummaryUrl are disabled', async () => {
      const svcCart = await startOn('/pay/abc', { checkoutUrl: '/pay/{cartId}', cartSummaryUrl: '/bag' });
      expect(svcCart.disableList).to.deep.equal(['/pay', '/bag']);
      expect(svcCart.enabled).to.equal(false);
    });

    it('an empty disableUrls keeps that default', async () => {
      const svcCart = await startOn('/bag', { checkoutUrl: '/pay', cartSummaryUrl: '/bag', disableUrls: [] });
      expect(svcCart.disableList).to.deep.equal(['/pay', '/bag']);
      expect(svcCart.enabled).to.equal(false);
    });

    it('a given disableUrls list replaces the default', async () => {
      const svcCart = await startReadyOn('/bag', { cartSummaryUrl: '/bag', disableUrls: ['/account'] });
      expect(svcCart.disableList).to.deep.equal(['/account']);
      expect(svcCart.enabled).to.equal(true);
    });

    it('an absolute checkoutUrl disables its path on this site', async () => {
      const svcCart = await startOn('/checkout', { checkoutUrl: 'https://shop.example/checkout?step=1' });
      expect(svcCart.enabled).to.equal(false);
    });
  });

  describe('disabled means no panel, no button, no checkout', () => {
    it('open() does nothing: no panel, no CART_OPEN', async () => {
      const svcCart = await startOn('/account', { disableUrls: ['/account'] });
      const events = record(svcCart);
      svcCart.open();
      await rendered();
      expect(svcCart.isOpen).to.equal(false);
      expect(panel()).to.equal(null);
      expect(events).to.deep.equal([]);
    });

    it('no cart button is drawn', async () => {
      const svcCart = await startOn('/account', {
        disableUrls: ['/account'],
        settings: { cartButton: true },
      });
      await rendered();
      expect(svcCart.enabled).to.equal(false);
      expect(cartButton()).to.equal(null);
    });

    it('the cart button of the same config is drawn on an enabled page', async () => {
      await startReadyOn('/shop', { disableUrls: ['/account'], settings: { cartButton: true } });
      await rendered();
      expect(cartButton()).not.to.equal(null);
    });

    it("open('checkout') on the checkout page itself does not redirect", async () => {
      const svcCart = await startOn('/checkout', { checkoutUrl: '/checkout' });
      svcCart.open('checkout');
      expect(navigations).to.deep.equal([]);
    });

    it('on a page disabled by a wildcard rule the widget is never enabled, not even before picomatch loads', async () => {
      setPageUrl('/account/orders');
      const seen: boolean[] = [];
      window.addEventListener(
        'svc-cart-initialized',
        () => {
          const svcCart = window.svcCart!;
          seen.push(svcCart.enabled);
          svcCart.subscribe(() => seen.push(svcCart.enabled));
          svcCart.open();
        },
        { once: true },
      );
      const svcCart = await startWidget(
        { disableUrls: ['/account/*'], settings: { cartButton: true } },
        { ready: false },
      );
      await svcCart.whenUrlRulesReady();
      await rendered();
      expect(seen).not.to.include(true);
      expect(svcCart.isOpen).to.equal(false);
      expect(cartButton()).to.equal(null);
    });
  });

  describe('route changes', () => {
    it('pushState onto a disabled path disables the widget and closes it', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account/*'] });
      svcCart.open();
      const events = record(svcCart);
      history.pushState(null, '', '/account/orders');
      await rendered();
      expect(svcCart.enabled).to.equal(false);
      expect(events).to.deep.equal(['CART_CLOSE']);
      expect(panel()).to.equal(null);
    });

    it('replaceState is followed too', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account'] });
      history.replaceState(null, '', '/account');
      expect(svcCart.enabled).to.equal(false);
    });

    it('pushState back to an enabled path enables it again', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account'] });
      history.pushState(null, '', '/account');
      history.pushState(null, '', '/shop/coffee');
      expect(svcCart.enabled).to.equal(true);
    });

    it('a widget first mounted disabled starts up when pushState reaches an enabled path', async () => {
      const svcCart = await startOn('/account', { disableUrls: ['/account'] });
      expect(await sent()).to.deep.equal([]);
      const ready = nextEvent(svcCart, 'CART_READY');
      history.pushState(null, '', '/shop');
      const { error } = await ready;
      expect(error).to.equal(null);
      expect(svcCart.ready).to.equal(true);
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
    });

    it('a widget first mounted disabled starts up when popstate returns to an enabled path', async () => {
      setPageUrl('/shop');
      // Enter the disabled page without the patched pushState, as a full page load would.
      History.prototype.pushState.call(history, null, '', '/account');
      const svcCart = await startWidget({ disableUrls: ['/account'] }, { ready: false });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.enabled).to.equal(false);
      const ready = nextEvent(svcCart, 'CART_READY');
      history.back();
      await ready;
      expect(location.pathname).to.equal('/shop');
      expect(svcCart.enabled).to.equal(true);
      expect(svcCart.ready).to.equal(true);
    });

    it('the one-time start-up runs once across several route changes', async () => {
      const svcCart = await startOn('/account', { disableUrls: ['/account'] });
      const events = record(svcCart);
      history.pushState(null, '', '/shop');
      await nextEvent(svcCart, 'CART_READY');
      history.pushState(null, '', '/account');
      history.pushState(null, '', '/shop/2');
      await svcCart.whenUrlRulesReady();
      await pendingRequestsAnswered();
      expect(events).to.deep.equal(['CART_READY']);
      expect((await sent()).filter((request) => request === 'POST /carts')).to.have.length(1);
    });
  });

  describe('configure()', () => {
    it('configure with disableUrls and then pushState onto a matching path disables', async () => {
      const svcCart = await startReadyOn('/shop');
      svcCart.configure({ disableUrls: ['/account/*'] });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.enabled).to.equal(true);
      history.pushState(null, '', '/account/orders');
      expect(svcCart.enabled).to.equal(false);
      history.pushState(null, '', '/account/orders/7');
      expect(svcCart.enabled).to.equal(true);
    });

    it('configure rechecks the current URL at once', async () => {
      const svcCart = await startReadyOn('/bag');
      svcCart.open();
      const events = record(svcCart);
      svcCart.configure({ cartSummaryUrl: '/bag' });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.enabled).to.equal(false);
      expect(events).to.deep.equal(['CART_CLOSE']);
    });

    it('configure merges over the current values', async () => {
      const svcCart = await startReadyOn('/shop', { checkoutUrl: '/pay' });
      svcCart.configure({ cartSummaryUrl: '/bag' });
      expect(svcCart.urls).to.deep.equal({ checkoutUrl: '/pay', cartSummaryUrl: '/bag', disableUrls: [] });
      expect(svcCart.disableList).to.deep.equal(['/pay', '/bag']);
    });

    it('configure without disableUrls keeps the current list', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account'] });
      svcCart.configure({ checkoutUrl: '/pay' });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.disableList).to.deep.equal(['/account']);
      history.pushState(null, '', '/pay');
      expect(svcCart.enabled).to.equal(true);
      history.pushState(null, '', '/account');
      expect(svcCart.enabled).to.equal(false);
    });

    it('configure with an empty disableUrls falls back to the checkout and summary URLs', async () => {
      const svcCart = await startReadyOn('/pay', { checkoutUrl: '/pay', disableUrls: ['/account'] });
      expect(svcCart.enabled).to.equal(true);
      svcCart.configure({ disableUrls: [] });
      await svcCart.whenUrlRulesReady();
      expect(svcCart.disableList).to.deep.equal(['/pay']);
      expect(svcCart.enabled).to.equal(false);
    });

    it('configure enabling the current page starts a widget that mounted disabled', async () => {
      const svcCart = await startOn('/account', { disableUrls: ['/account'] });
      const ready = nextEvent(svcCart, 'CART_READY');
      svcCart.configure({ disableUrls: ['/elsewhere'] });
      await ready;
      expect(svcCart.enabled).to.equal(true);
      expect(svcCart.ready).to.equal(true);
    });

    it('the last configure wins even when an earlier one needed picomatch', async () => {
      const svcCart = await startReadyOn('/account/orders');
      svcCart.configure({ disableUrls: ['/account/*'] });
      svcCart.configure({ disableUrls: ['/elsewhere'] });
      await svcCart.whenUrlRulesReady();
      // The glob code the first configure asked for has loaded, and what waited on it has run.
      await import('../../src/core/glob.js');
      await microtasksDrained();
      expect(svcCart.disableList).to.deep.equal(['/elsewhere']);
      expect(svcCart.enabled).to.equal(true);
    });

    it('a wrong type is refused with an error naming configure, and nothing changes', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account'] });
      expect(() => svcCart.configure({ disableUrls: '/shop' as never })).to.throw(
        TypeError,
        'Cart Widget:configure disableUrls must be an array of path strings (got string)',
      );
      expect(() => svcCart.configure({ checkoutUrl: 5 as never })).to.throw(
        'Cart Widget:configure checkoutUrl must be a string (got number)',
      );
      expect(svcCart.disableList).to.deep.equal(['/account']);
      expect(svcCart.enabled).to.equal(true);
    });
  });

  describe('disable() and enable()', () => {
    it('disable() turns an enabled widget off and closes it', async () => {
      const svcCart = await startReadyOn('/shop');
      svcCart.open();
      const events = record(svcCart);
      svcCart.disable();
      await rendered();
      expect(svcCart.enabled).to.equal(false);
      expect(events).to.deep.equal(['CART_CLOSE']);
      svcCart.open();
      expect(svcCart.isOpen).to.equal(false);
      expect(panel()).to.equal(null);
    });

    it('enable() turns it back on', async () => {
      const svcCart = await startReadyOn('/shop');
      svcCart.disable();
      svcCart.enable();
      expect(svcCart.enabled).to.equal(true);
      svcCart.open();
      await rendered();
      expect(panel()!.dataset.view).to.equal('summary');
    });

    it('enable() on a page matching disableUrls stays disabled', async () => {
      const svcCart = await startOn('/account', { disableUrls: ['/account'] });
      svcCart.enable();
      await svcCart.whenUrlRulesReady();
      await pendingRequestsAnswered();
      expect(svcCart.enabled).to.equal(false);
      expect(await sent()).to.deep.equal([]);
    });

    it('disable() holds across a route change to an enabled path', async () => {
      const svcCart = await startReadyOn('/shop', { disableUrls: ['/account'] });
      svcCart.disable();
      history.pushState(null, '', '/shop/2');
      expect(svcCart.enabled).to.equal(false);
    });

    it('a widget disabled before its start-up sends nothing, and starts up on enable()', async () => {
      setPageUrl('/shop');
      window.addEventListener('svc-cart-initialized', () => window.svcCart!.disable(), { once: true });
      const svcCart = await startWidget({}, { ready: false });
      await svcCart.whenUrlRulesReady();
      await pendingRequestsAnswered();
      expect(svcCart.ready).to.equal(false);
      expect(await sent()).to.deep.equal([]);
      const ready = nextEvent(svcCart, 'CART_READY');
      svcCart.enable();
      await ready;
      expect(svcCart.ready).to.equal(true);
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
    });
  });
});
