import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

describe('shop, customers, countries, lead and stock', () => {
  const sandbox = setupSandbox();

  describe('shop.load', () => {
    it('GETs /shop and refreshes client.shop in place', async () => {
      const client = await initClient();
      const shopModel = client.shop;
      sandbox().clearSent();
      const shop = await client.shop.load();
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('GET /shop');
      expect(client.shop).to.equal(shopModel);
      expect(shop.languages.map((l) => l.code)).to.deep.equal([
        'en',
        'de',
        'fr',
        'es',
        'it',
        'nl',
        'pt',
        'pl',
        'sv',
        'da',
        'nb',
        'fi',
        'cs',
        'ja',
        'ar',
      ]);
      expect(shop.apps.map((a) => a.name)).to.deep.equal(['google_login']);
      expect(shop.settings.subscriptionQuantitySelector).to.equal(true);
      expect(shop.limits!.map((l) => l.name)).to.deep.equal(['checkoutWidget', 'embedCheckout']);
      expect(client.shop.settings!.cart!.afterItemAdded).to.equal('open');
      expect(typeof client.shop.load).to.equal('function');
    });
  });

  describe('customers', () => {
    it('me GETs /customers/me with the token and resolves the customer without secrets', async () => {
      const client = await initClient();
      const token = await signIn(client);
      sandbox().clearSent();
      const me = await client.customers.me();
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('GET /customers/me');
      expect(request!.headers.get('authorization')).to.equal(`Bearer ${token}`);
      expect(me).to.include({
        id: 1,
        email: 'shopper@example.com',
        marketingConsent: false,
        tosConsent: true,
      });
      expect(me).to.not.have.property('password');
    });

    it('me rejects with 401 unauthenticated for a guest', async () => {
      const client = await initClient();
      const error = (await rejectionOf(client.customers.me())) as SvcApiError;
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('unauthenticated');
    });

    it('update PATCHes the consents and resolves the updated customer', async () => {
      const client = await initClient();
      await signIn(client);
      sandbox().clearSent();
      const updated = await client.customers.update({ marketingConsent: true, tosConsent: true });
      const [request] = await sandbox().sent();
      expect(`${request!.method} ${request!.path}`).to.equal('PATCH /customers/me');
      expect(request!.body).to.deep.equal({ marketingConsent: true, tosConsent: true });
      expect(updated.marketingConsent).to.equal(true);
      expect((await client.customers.me()).marketingConsent).to.equal(true);
    });

    it('update refuses a consent that is not a boolean, before any request', async () => {
      const client = await initClient();
      await signIn(client);
      sandbox().clearSent();
      const error = await rejectionOf(client.customers.update({ marketingConsent: 'yes' as never }));
      expect(error).to.be.instanceOf(SvcValidationError);
      expect(error.message).to.equal(
        'Svc customers.update: payload.marketingConsent must be true or false (got string)',
      );
      expect(await sandbox().sent()).to.have.length(0);
    });
  });

  it('countries.list GETs /countries and resolves the list', async () => {
    const client = await initClient();
    const countries = await client.countries.list();
    expect(countries.map((c) => c.code)).to.deep.equal(['US', 'DE', 'FR', 'GB']);
    expect(countries[0]!.id).to.equal(840);
  });

  describe('lead.subscribe', () => {
    it('POSTs the email to /leads and resolves the lead', async () => {
      const client = await initClient();
      const lead = await client.lead.subscribe({ email: 'fan@example.com' });
      const request = (await sandbox().sent()).find((r) => r.path === '/leads')!;
      expect(request.method).to.equal('POST');
      expect(request.body).to.deep.equal({ email: 'fan@example.com' });
      expect(lead.email).to.equal('fan@example.com');
      expect(sandbox().store.leads.map((l) => l.email)).to.deep.equal(['fan@example.com']);
    });

    it('refuses an address that is not an email', async () => {
      const client = await initClient();
      const error = await rejectionOf(client.lead.subscribe({ email: 'not-an-email' }));
      expect(error.message).to.equal('Svc lead.subscribe: payload.email is not an email address');
    });
  });

  describe('stock.subscribe', () => {
    it('POSTs email, productId and quantity to /stock-subscriptions', async () => {
      const client = await initClient();
      const subscription = await client.stock.subscribe({
        email: 'fan@example.com',
        productId: 202,
        quantity: 1,
      });
      const request = (await sandbox().sent()).find((r) => r.path === '/stock-subscriptions')!;
      expect(request.method).to.equal('POST');
      expect(request.body).to.deep.equal({ email: 'fan@example.com', productId: 202, quantity: 1 });
      expect(subscription).to.include({ email: 'fan@example.com', productId: 202, quantity: 1 });
    });

    it('names a productId that is not a positive whole number', async () => {
      const client = await initClient();
      const error = await rejectionOf(
        client.stock.subscribe({ email: 'fan@example.com', productId: '202' as never, quantity: 1 }),
      );
      expect(error.message).to.equal(
        'Svc stock.subscribe: payload.productId must be a positive whole number (got string)',
      );
    });

    it('answers 404 for an unknown product', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.stock.subscribe({ email: 'fan@example.com', productId: 999, quantity: 1 }),
      )) as SvcApiError;
      expect(error.status).to.equal(404);
      expect(error.code).to.equal('not_found');
    });
  });
});
