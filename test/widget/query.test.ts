/**
 * The page's query parameters read at start (spec: "Widget page query parameters"), through the
 * real bootstrap: `setPageUrl(...)` before `startWidget`. The once-only parameters `gift`,
 * `coupon`, `r` and `custom_setup_return_url` are remembered in localStorage.
 */
import { expect } from '@open-wc/testing';
import { readPageQuery } from '../../src/core/page-query.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { nextEvent, panel, rendered, setPageUrl, setupWidget, startWidget } from './helpers.js';
import { forgetHttpClient, initClient, signIn } from '../../sdk/test/helpers.js';
import { until } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

const STORAGE_KEY = 'svc-cart:used-query';

describe('widget query parameters', () => {
  const sandbox = setupWidget();
  const sent = async () => (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
  const patches = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'PATCH' && /^\/carts\/[^/]+$/.test(request.path))
      .map((request) => request.body);

  /** Starts on `url`, destroys that widget, and starts again on the same URL (same page, same storage). */
  async function startTwice(url: string): Promise<[SvcCart, SvcCart]> {
    setPageUrl(url);
    const first = await startWidget();
    first.destroy();
    sandbox().clearSent();
    setPageUrl(url);
    const second = await startWidget();
    return [first, second];
  }

  /** Opens the widget and waits for the coupon held for the first render to be tried. */
  /**
   * Opens the summary and waits for the pending coupon's outcome: `'applied'` waits for its
   * CART_UPDATED, `'refused'` for its request, `'none'` for the requests the render would have
   * sent to be answered (it would wrongly be among them).
   */
  async function openAndWaitForCoupon(
    svcCart: SvcCart,
    outcome: 'applied' | 'refused' | 'none' = 'applied',
  ): Promise<void> {
    const updated = nextEvent(svcCart, 'CART_UPDATED');
    svcCart.open();
    await rendered();
    if (outcome === 'applied') await updated;
    else if (outcome === 'none') await pendingRequestsAnswered();
    else await until(async () => (await patches()).length > 0, 'the coupon request');
  }

  describe('lang', () => {
    it('lang sets the widget language when languageCode is not configured', async () => {
      setPageUrl('/shop?lang=de');
      const svcCart = await startWidget();
      expect(svcCart.state.languageCode).to.equal('de');
    });

    it('lang is cut to two lower-case characters', async () => {
      setPageUrl('/shop?lang=FR-be');
      const svcCart = await startWidget();
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('a configured languageCode beats lang', async () => {
      setPageUrl('/shop?lang=de');
      const svcCart = await startWidget({ languageCode: 'fr' });
      expect(svcCart.state.languageCode).to.equal('fr');
    });
  });

  describe('coupon', () => {
    it('coupon is held, not sent at start-up', async () => {
      setPageUrl('/shop?coupon=WELCOME10');
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await pendingRequestsAnswered();
      expect(await patches()).to.deep.equal([]);
      expect(svcCart.cart!.coupon ?? null).to.equal(null);
    });

    it('coupon is applied when the summary renders', async () => {
      setPageUrl('/shop?coupon=WELCOME10');
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await openAndWaitForCoupon(svcCart);
      expect(await patches()).to.deep.equal([{ couponCode: 'WELCOME10' }]);
      expect(svcCart.cart!.coupon?.code).to.equal('WELCOME10');
    });

    it('coupon is tried once: a second render does not send it again', async () => {
      setPageUrl('/shop?coupon=WELCOME10');
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await openAndWaitForCoupon(svcCart);
      expect(svcCart.cart!.coupon?.code).to.equal('WELCOME10');
      await svcCart.removeCoupon();
      svcCart.close();
      svcCart.open();
      await rendered();
      await pendingRequestsAnswered();
      expect(await patches()).to.deep.equal([{ couponCode: 'WELCOME10' }, { couponCode: null }]);
    });

    it('a coupon that does not fit the cart fails silently', async () => {
      setPageUrl('/shop?coupon=BOXONLY');
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await openAndWaitForCoupon(svcCart, 'refused');
      // Its refusal is back and handled.
      await pendingRequestsAnswered();
      await rendered();
      expect(await patches()).to.deep.equal([{ couponCode: 'BOXONLY' }]);
      expect(svcCart.error).to.equal(null);
      expect(panel()!.dataset.view).to.equal('summary');
    });
  });

  describe('gift', () => {
    it('gift mounts the gift view, shown once the widget opens', async () => {
      setPageUrl('/shop?gift=1');
      const svcCart = await startWidget();
      await rendered();
      expect(svcCart.customization?.view).to.equal('gift');
      expect(panel()).to.equal(null);
      svcCart.open();
      await rendered();
      expect(panel()!.dataset.customization).to.equal('gift');
    });

    it('any value of gift does it, even an empty one', async () => {
      setPageUrl('/shop?gift');
      const svcCart = await startWidget();
      expect(svcCart.customization?.view).to.equal('gift');
    });

    it('without gift no customization view is mounted', async () => {
      setPageUrl('/shop?gifts=1');
      const svcCart = await startWidget();
      expect(svcCart.customization).to.equal(null);
    });
  });

  describe('r (referral)', () => {
    it('r sends the referring customer as referralId on the cart', async () => {
      setPageUrl('/shop?r=1');
      const svcCart = await startWidget();
      expect(await patches()).to.deep.equal([{ referralId: 1 }]);
      expect(svcCart.cart!.referralId).to.equal(1);
    });

    it('a non-numeric r is ignored', async () => {
      setPageUrl('/shop?r=friend');
      await startWidget();
      expect(await patches()).to.deep.equal([]);
    });

    it('an r the server refuses does not stop start-up', async () => {
      setPageUrl('/shop?r=999');
      // The refused referral may be reported on the console; keep the test output clean.
      const original = console.warn;
      console.warn = () => undefined;
      let svcCart: SvcCart;
      let error: Error | null;
      try {
        svcCart = await startWidget({}, { ready: false });
        ({ error } = await nextEvent(svcCart, 'CART_READY'));
      } finally {
        console.warn = original;
      }
      expect(error).to.equal(null);
      expect(svcCart.error).to.equal(null);
      expect(svcCart.ready).to.equal(true);
      expect(svcCart.cart!.referralId ?? null).to.equal(null);
    });
  });

  describe('checkout prefill', () => {
    it('email, firstName, lastName, marketingConsent, tosConsent fill svcCart.customerData', async () => {
      setPageUrl(
        '/shop?email=ann%40example.com&firstName=Ann&lastName=Lee&marketingConsent=1&tosConsent=true',
      );
      const svcCart = await startWidget();
      expect(svcCart.customerData).to.deep.include({
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        marketingConsent: true,
        tosConsent: true,
      });
    });

    it('consent values 0 and false mean no consent', async () => {
      setPageUrl('/shop?marketingConsent=0&tosConsent=false');
      const svcCart = await startWidget();
      expect(svcCart.customerData.marketingConsent).to.equal(false);
      expect(svcCart.customerData.tosConsent).to.equal(false);
    });

    it('customerEmail is the deprecated fallback for email', async () => {
      setPageUrl('/shop?customerEmail=old%40example.com');
      const svcCart = await startWidget();
      expect(svcCart.customerData.email).to.equal('old@example.com');
    });

    it('email beats customerEmail', async () => {
      setPageUrl('/shop?customerEmail=old%40example.com&email=new%40example.com');
      const svcCart = await startWidget();
      expect(svcCart.customerData.email).to.equal('new@example.com');
    });

    it('customerExternalId is kept with the customer data', async () => {
      setPageUrl('/shop?customerExternalId=crm-42');
      const svcCart = await startWidget();
      expect(svcCart.customerData.externalId).to.equal('crm-42');
      expect(svcCart.query.customerExternalId).to.equal('crm-42');
    });

    it('customerExternalId is stored on the profile of a customer signed in at start', async () => {
      const client = await initClient();
      const token = await signIn(client);
      forgetHttpClient();
      setPageUrl('/shop?customerExternalId=crm-42');
      const svcCart = await startWidget({ accessToken: token });
      await until(() => svcCart.customer?.externalId === 'crm-42', 'the signed-in customer');
      const update = (await sandbox().sent()).find((r) => r.method === 'PATCH' && r.path === '/customers/me');
      expect(update!.body).to.deep.equal({ externalId: 'crm-42' });
    });

    it('customerExternalId is stored on the profile when a guest signs in with authenticate', async () => {
      setPageUrl('/shop?customerExternalId=crm-43');
      const svcCart = await startWidget();
      expect(
        (await sandbox().sent()).some((r) => r.path === '/customers/me' && r.method === 'PATCH'),
      ).to.equal(false);
      const token = await signIn(svcCart.sdk!);
      await svcCart.authenticate(token);
      expect(svcCart.customer!.externalId).to.equal('crm-43');
    });

    it('without these parameters the customer data is empty', async () => {
      const svcCart = await startWidget();
      expect(Object.values(svcCart.customerData).filter((value) => value !== undefined)).to.deep.equal([]);
    });
  });

  describe('view switches', () => {
    for (const value of ['1', '', '0']) {
      it(`disableSummaryView=${JSON.stringify(value)} turns the setting on: open() shows the checkout`, async () => {
        setPageUrl(`/shop?disableSummaryView=${value}`);
        const svcCart = await startWidget();
        expect(svcCart.settings.disableSummaryView).to.equal(true);
        svcCart.open();
        await rendered();
        expect(panel()!.dataset.view).to.equal('checkout');
      });
    }

    it('hideBundleItems with any value turns the setting on', async () => {
      setPageUrl('/shop?hideBundleItems=0');
      const svcCart = await startWidget();
      expect(svcCart.settings.hideBundleItems).to.equal(true);
    });

    it('without the parameters both settings keep their configured values', async () => {
      setPageUrl('/shop?hideBundle=1');
      const svcCart = await startWidget({ settings: { hideBundleItems: false } });
      expect(svcCart.settings.disableSummaryView).to.equal(false);
      expect(svcCart.settings.hideBundleItems).to.equal(false);
    });
  });

  describe('checkout return parameters', () => {
    it('custom_success_url lands in svcCart.query', async () => {
      setPageUrl('/shop?custom_success_url=https%3A%2F%2Fshop.example%2Fthanks');
      const svcCart = await startWidget();
      expect(svcCart.query.customSuccessUrl).to.equal('https://shop.example/thanks');
    });

    it('custom_setup_return_url lands in svcCart.query', async () => {
      setPageUrl('/shop?custom_setup_return_url=https%3A%2F%2Fshop.example%2Fback');
      const svcCart = await startWidget();
      expect(svcCart.query.customSetupReturnUrl).to.equal('https://shop.example/back');
    });

    it('checkoutMode=test turns test mode on', async () => {
      setPageUrl('/shop?checkoutMode=test');
      const svcCart = await startWidget();
      expect(svcCart.query.testMode).to.equal(true);
    });

    it('another checkoutMode leaves test mode off', async () => {
      setPageUrl('/shop?checkoutMode=live');
      const svcCart = await startWidget();
      expect(svcCart.query.testMode).to.equal(false);
    });

    it('setup_intent with payment_method_id and redirect_status lands in svcCart.query', async () => {
      setPageUrl('/shop?setup_intent=seti_123&payment_method_id=pm_456&redirect_status=succeeded');
      const svcCart = await startWidget();
      expect(svcCart.query.setupIntent).to.deep.equal({
        setupIntent: 'seti_123',
        paymentMethodId: 'pm_456',
        redirectStatus: 'succeeded',
      });
    });

    it('payment_method_id without setup_intent is ignored', async () => {
      setPageUrl('/shop?payment_method_id=pm_456');
      const svcCart = await startWidget();
      expect(svcCart.query.setupIntent).to.equal(undefined);
    });
  });

  describe('once-only parameters', () => {
    const ONCE_URL =
      '/landing?r=1&coupon=WELCOME10&gift=1&custom_setup_return_url=https%3A%2F%2Fshop.example%2Fback';

    it('a second start on the same URL sends no second referral', async () => {
      const [first, second] = await startTwice('/landing?r=1');
      expect(first.query.referralId).to.equal(1);
      expect(second.query.referralId).to.equal(undefined);
      expect(await patches()).to.deep.equal([]);
    });

    it('a second start on the same URL holds no coupon', async () => {
      const [, second] = await startTwice('/landing?coupon=WELCOME10');
      await second.addItem({ productId: 201, quantity: 1 });
      await openAndWaitForCoupon(second, 'none');
      expect(await patches()).to.deep.equal([]);
      expect(second.query.coupon).to.equal(undefined);
    });

    it('a second start on the same URL mounts no gift view', async () => {
      const [first, second] = await startTwice('/landing?gift=1');
      expect(first.query.gift).to.equal('1');
      expect(second.query.gift).to.equal(undefined);
      expect(second.customization).to.equal(null);
    });

    it('a second start on the same URL has no custom_setup_return_url', async () => {
      const [first, second] = await startTwice('/landing?custom_setup_return_url=%2Fback');
      expect(first.query.customSetupReturnUrl).to.equal('/back');
      expect(second.query.customSetupReturnUrl).to.equal(undefined);
    });

    it('the other parameters apply on every start', async () => {
      const [, second] = await startTwice('/landing?r=1&email=ann%40example.com&checkoutMode=test&lang=de');
      expect(second.customerData.email).to.equal('ann@example.com');
      expect(second.query.testMode).to.equal(true);
      expect(second.state.languageCode).to.equal('de');
    });

    it('the used marks live in localStorage, so they survive a reload', async () => {
      setPageUrl(ONCE_URL);
      await startWidget();
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as string[];
      expect(stored).to.have.length(4);
      // A reload keeps localStorage: a fresh read of the same URL finds all four used.
      const reread = readPageQuery({ pathname: '/landing', search: new URL(ONCE_URL, location.href).search });
      expect([reread.referralId, reread.coupon, reread.gift, reread.customSetupReturnUrl]).to.deep.equal([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    });

    it('with the localStorage marks gone, the parameters apply again', async () => {
      const [, second] = await startTwice('/landing?r=1');
      expect(second.query.referralId).to.equal(undefined);
      second.destroy();
      localStorage.removeItem(STORAGE_KEY);
      sandbox().clearSent();
      const third = await startWidget();
      expect(third.query.referralId).to.equal(1);
      expect(await patches()).to.deep.equal([{ referralId: 1 }]);
    });

    it('a different value of a once-only parameter applies', async () => {
      setPageUrl('/landing?gift=a');
      (await startWidget()).destroy();
      setPageUrl('/landing?gift=b');
      const second = await startWidget();
      expect(second.customization?.view).to.equal('gift');
    });

    it('the same parameter on another path applies', async () => {
      setPageUrl('/landing?r=1');
      (await startWidget()).destroy();
      sandbox().clearSent();
      setPageUrl('/other?r=1');
      await startWidget();
      expect(await patches()).to.deep.equal([{ referralId: 1 }]);
    });

    it('a start without once-only parameters remembers nothing', async () => {
      setPageUrl('/landing?email=ann%40example.com&lang=de');
      await startWidget();
      expect(localStorage.getItem(STORAGE_KEY)).to.equal(null);
      expect(await sent()).to.have.members(['GET /shop', 'POST /carts']);
    });
  });
});
