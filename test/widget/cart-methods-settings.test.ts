/**
 * The widget's language, currency, reset, purchased-cart, settings and customer-data methods
 * (spec "Widget methods", the widget rows of "States and transitions" and "Errors").
 */
import { expect } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { priced } from '../../sandbox/money.js';
import { readCookieValue, rejectionOf } from '../../sdk/test/helpers.js';
import { until } from '../shared/wait.js';
import { nextEvent, recordEvents, startWidget } from './helpers.js';
import { setupCartMethods } from './cart-methods-helpers.js';

describe('widget cart methods', () => {
  const { sandbox, withItem } = setupCartMethods();

  describe('setLanguage(langCode)', () => {
    it('sets state.languageCode, emits nothing, and later SDK requests send that accept-language', async () => {
      const svcCart = await startWidget();
      const events = recordEvents(svcCart);
      sandbox().clearSent();
      expect(svcCart.setLanguage('de')).to.equal(undefined);
      expect(svcCart.state.languageCode).to.equal('de');
      expect(await sandbox().sent()).to.deep.equal([]);
      await svcCart.reload();
      const sent = await sandbox().sent();
      expect(sent.length).to.be.greaterThan(0);
      for (const request of sent) expect(request.headers.get('accept-language')).to.equal('de');
      expect(events).to.deep.equal(['CART_UPDATED']);
    });

    it('keeps the first two letters, lower-cased', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('FR-ca');
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('falls back to the shop’s default language when the shop lacks the code', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('de');
      svcCart.setLanguage('ko');
      expect(svcCart.state.languageCode).to.equal('en');
      sandbox().clearSent();
      await svcCart.reload();
      expect((await sandbox().sent())[0]!.headers.get('accept-language')).to.equal('en');
    });

    it('falls back to the shop’s first language when none is marked default', async () => {
      sandbox().store.shop.languages = [
        { code: 'fr', name: 'Français' },
        { code: 'de', name: 'Deutsch' },
      ];
      const svcCart = await startWidget();
      svcCart.setLanguage('es');
      expect(svcCart.state.languageCode).to.equal('fr');
    });

    it('falls back to en when the shop lists no language', async () => {
      sandbox().store.shop.languages = [];
      const svcCart = await startWidget();
      svcCart.setLanguage('es');
      expect(svcCart.state.languageCode).to.equal('en');
    });

    for (const empty of ['', '   ']) {
      it(`throws exactly "Cart Widget:setLanguage Language code is required" for ${JSON.stringify(empty)}`, async () => {
        const svcCart = await startWidget();
        expect(() => svcCart.setLanguage(empty)).to.throw(
          Error,
          /^Cart Widget:setLanguage Language code is required$/,
        );
        expect(svcCart.state.languageCode).to.equal('en');
      });
    }
  });

  describe('setCurrency(currencyCode)', () => {
    it('re-prices the lines in the new currency, updates state.currencyCode and emits CART_UPDATED', async () => {
      const svcCart = await withItem(231, 2);
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const cart = await svcCart.setCurrency('EUR');
      expect(cart.currencyCode).to.equal('EUR');
      expect(cart.items[0]!.price).to.equal(priced(900).EUR);
      expect(cart.subTotal).to.equal(2 * priced(900).EUR!);
      expect(svcCart.state.currencyCode).to.equal('EUR');
      expect(svcCart.cart).to.equal(cart);
      expect(await updated).to.deep.equal({ error: null, data: cart });
      const sent = await sandbox().sent();
      expect(sent.map((r) => r.body)).to.deep.equal([{ currencyCode: 'EUR' }]);
    });

    it('later product loads send x-currency', async () => {
      const svcCart = await startWidget();
      await svcCart.setCurrency('GBP');
      sandbox().clearSent();
      const settled = svcCart.configureItem({ productId: 200 });
      await until(() => svcCart.customization, 'the customization view');
      const load = (await sandbox().sent()).find((r) => r.path === '/products/200')!;
      expect(load.headers.get('x-currency')).to.equal('GBP');
      expect(
        (svcCart.customization!.product as { variants: { price: number }[] }).variants[0]!.price,
      ).to.equal(priced(1400).GBP);
      svcCart.dismissCustomization();
      await settled;
    });

    it('an unknown currency rejects and keeps the state', async () => {
      const svcCart = await startWidget();
      const error = await rejectionOf(svcCart.setCurrency('JPY'));
      expect(error.message).to.contain('JPY');
      expect(svcCart.state.currencyCode).to.equal('USD');
      expect(svcCart.cart!.currencyCode).to.equal('USD');
    });

    for (const empty of ['', '  ']) {
      it(`rejects exactly "Cart Widget:setCurrency currency code is required" for ${JSON.stringify(empty)}`, async () => {
        const svcCart = await startWidget();
        sandbox().clearSent();
        const error = await rejectionOf(svcCart.setCurrency(empty));
        expect(error.message).to.equal('Cart Widget:setCurrency currency code is required');
        expect(await sandbox().sent()).to.deep.equal([]);
        expect(svcCart.state.currencyCode).to.equal('USD');
      });
    }
  });

  describe('resetCart()', () => {
    it('creates a new empty cart and emits CART_UPDATED then CART_RESET', async () => {
      const svcCart = await withItem();
      const oldId = svcCart.cart!.id;
      const events: [string, unknown][] = [];
      for (const type of ['CART_UPDATED', 'CART_RESET'] as const)
        svcCart.events.on(type, (_error, data) => events.push([type, data]));
      const cart = await svcCart.resetCart();
      expect(cart.id).to.not.equal(oldId);
      expect(cart.items).to.deep.equal([]);
      expect(svcCart.cart).to.equal(cart);
      expect(events).to.deep.equal([
        ['CART_UPDATED', cart],
        ['CART_RESET', cart],
      ]);
    });

    it('keeps the currency', async () => {
      const svcCart = await withItem();
      await svcCart.setCurrency('EUR');
      sandbox().clearSent();
      const cart = await svcCart.resetCart();
      expect(cart.currencyCode).to.equal('EUR');
      expect(svcCart.state.currencyCode).to.equal('EUR');
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['POST /carts']);
      expect(sent[0]!.body).to.deep.equal({ currencyCode: 'EUR' });
    });

    it('writes the new ID to the svc_cart_id cookie, and later changes go to the new cart', async () => {
      const svcCart = await withItem();
      const cart = await svcCart.resetCart();
      expect(readCookieValue('svc_cart_id')).to.equal(cart.id);
      const after = await svcCart.addItem({ productId: 201, quantity: 1 });
      expect(after.id).to.equal(cart.id);
      expect(after.items.map((i) => i.productId)).to.deep.equal([201]);
    });

    it('unmounts an open customization view (configureItem resolves { finalized: false })', async () => {
      const svcCart = await startWidget();
      const settled = svcCart.configureItem({ productId: 100 });
      await until(() => svcCart.customization, 'the customization view');
      await svcCart.resetCart();
      expect(svcCart.customization).to.equal(null);
      expect(await settled).to.deep.equal({ finalized: false });
    });
  });

  describe('a purchased cart', () => {
    /** Buys the widget's cart through the SDK, as another tab or the checkout would. */
    async function purchase(svcCart: SvcCart): Promise<string> {
      await svcCart.addItem({ productId: 201, quantity: 1 });
      const sdk = svcCart.sdk!;
      await sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      await sdk.cart.attachCustomer();
      await sdk.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 1 });
      const id = svcCart.cart!.id;
      await sdk.checkout.purchase(id);
      expect(sandbox().store.carts.get(id)!.status).to.equal('purchased');
      return id;
    }

    it('updateCart emits CART_RESET before CART_UPDATED and the change lands on a new cart', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events: [string, string][] = [];
      for (const type of ['CART_RESET', 'CART_UPDATED'] as const)
        svcCart.events.on(type, (_error, data) => events.push([type, (data as Cart).id]));
      const cart = await svcCart.updateCart({ referralId: 2 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(cart.referralId).to.equal(2);
      expect(cart.status).to.equal('open');
      expect(cart.items).to.deep.equal([]);
      expect(events).to.deep.equal([
        ['CART_RESET', cart.id],
        ['CART_UPDATED', cart.id],
      ]);
      expect(readCookieValue('svc_cart_id')).to.equal(cart.id);
      expect(sandbox().store.carts.get(purchasedId)!.status).to.equal('purchased');
    });

    it('addItem emits CART_RESET before CART_UPDATED and the item lands on a new cart', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events: string[] = [];
      for (const type of ['CART_RESET', 'CART_UPDATED'] as const)
        svcCart.events.on(type, () => events.push(type));
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(cart.items.map((i) => i.productId)).to.deep.equal([231]);
      expect(events).to.deep.equal(['CART_RESET', 'CART_UPDATED']);
      expect(svcCart.error).to.equal(null);
    });

    it('the new cart keeps the currency of the purchased one', async () => {
      const svcCart = await startWidget();
      await svcCart.setCurrency('EUR');
      await purchase(svcCart);
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.currencyCode).to.equal('EUR');
    });

    it('is kept until the next change: reload shows it purchased, with no CART_RESET', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      const events = recordEvents(svcCart);
      await svcCart.reload();
      expect(svcCart.cart!.id).to.equal(purchasedId);
      expect(svcCart.cart!.status).to.equal('purchased');
      expect(readCookieValue('svc_cart_id')).to.equal(purchasedId);
      expect(events).to.deep.equal(['CART_UPDATED']);
      events.length = 0;
      const cart = await svcCart.addItem({ productId: 231, quantity: 1 });
      expect(cart.id).to.not.equal(purchasedId);
      expect(events).to.deep.equal(['CART_RESET', 'CART_UPDATED']);
    });

    it('a cart known to be purchased is replaced before any request touches it', async () => {
      const svcCart = await startWidget();
      const purchasedId = await purchase(svcCart);
      await svcCart.reload();
      sandbox().clearSent();
      await svcCart.updateCart({ referralId: 2 });
      const sent = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
      expect(sent[0]).to.equal('POST /carts');
      expect(sent.some((line) => line.includes(purchasedId))).to.equal(false);
    });
  });

  describe('setSettings(settings)', () => {
    it('overrides the given keys at run time; omitted keys keep their values', async () => {
      const svcCart = await startWidget();
      expect(svcCart.cartSettings).to.deep.include({
        accentColor: '#1f6f5c',
        buttonStyle: 1,
        afterItemAdded: 'open',
      });
      await svcCart.setSettings({ accentColor: '#ff0000' });
      expect(svcCart.cartSettings).to.deep.include({
        accentColor: '#ff0000',
        fontStyle: 'Inter',
        buttonStyle: 1,
        afterItemAdded: 'open',
      });
      await svcCart.setSettings({ buttonStyle: 2 });
      expect(svcCart.cartSettings).to.deep.include({ accentColor: '#ff0000', buttonStyle: 2 });
    });

    it('loads the named web font once: one <link data-svc-font> in <head>', async () => {
      const svcCart = await startWidget();
      await svcCart.setSettings({ fontStyle: 'Lora' });
      await svcCart.setSettings({ fontStyle: 'Lora' });
      await svcCart.setSettings({ accentColor: '#000000' });
      const links = document.head.querySelectorAll<HTMLLinkElement>('link[data-svc-font="Lora"]');
      expect(links).to.have.length(1);
      expect(links[0]!.rel).to.equal('stylesheet');
      expect(links[0]!.href).to.contain('family=Lora');
      expect(svcCart.cartSettings.fontStyle).to.equal('Lora');
    });

    it('the shop’s own font is loaded once at start', async () => {
      await startWidget();
      await startWidget();
      expect(document.head.querySelectorAll('link[data-svc-font="Inter"]')).to.have.length(1);
    });

    it('stores nothing: no request, no cookie, no localStorage, the shop unchanged', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      const cookies = document.cookie;
      const storage = JSON.stringify({ ...localStorage });
      await svcCart.setSettings({ accentColor: '#123456', afterItemAdded: 'close' });
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(document.cookie).to.equal(cookies);
      expect(JSON.stringify({ ...localStorage })).to.equal(storage);
      expect(sandbox().store.shop.settings.cart.accentColor).to.equal('#1f6f5c');
      expect(svcCart.shop.settings!.cart!.accentColor).to.equal('#1f6f5c');
    });

    it('returns a promise of nothing', async () => {
      const svcCart = await startWidget();
      const result = svcCart.setSettings({ accentColor: '#000000' });
      expect(result).to.be.instanceOf(Promise);
      expect(await result).to.equal(undefined);
    });
  });

  describe('setCustomerData(data)', () => {
    it('prefills the checkout for a guest', async () => {
      const svcCart = await startWidget();
      sandbox().clearSent();
      svcCart.setCustomerData({ email: 'guest@example.com', marketingConsent: true, tosConsent: false });
      expect(svcCart.customerData).to.deep.include({
        email: 'guest@example.com',
        marketingConsent: true,
        tosConsent: false,
      });
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('has no effect when a customer is signed in', async () => {
      const svcCart = await startWidget();
      await svcCart.authenticate(sandbox().store.issueToken(1));
      const before = { ...svcCart.customerData };
      svcCart.setCustomerData({ email: 'guest@example.com' });
      expect(svcCart.customerData).to.deep.equal(before);
      expect(svcCart.customerData.email).to.not.equal('guest@example.com');
    });
  });
});
