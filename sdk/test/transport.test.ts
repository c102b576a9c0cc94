import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import {
  isSvcApiError,
  isSvcError,
  isSvcNetworkError,
  isSvcTimeoutError,
  SvcApiError,
  SvcNetworkError,
  SvcTimeoutError,
  SvcValidationError,
} from '@svc/sdk';
import { serializeQuery } from '../src/http/query.js';
import { forgetHttpClient, initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

describe('transport', () => {
  const sandbox = setupSandbox();

  describe('headers', () => {
    it('sends x-api-key on every request', async () => {
      const client = await initClient({ loadCart: true });
      await client.countries.list();
      await client.auth.registered({ email: 'new@example.com' });
      const sent = await sandbox().sent();
      expect(sent.length).to.be.greaterThan(3);
      for (const request of sent)
        expect(request.headers.get('x-api-key'), request.path).to.equal('demo-api-key');
    });

    it('sends an empty accept-language by default, so the server picks', async () => {
      await initClient();
      const [request] = await sandbox().sent();
      expect(request!.headers.get('accept-language')).to.equal('');
    });

    it('sends config.lang as accept-language, and setLanguage changes it for later requests', async () => {
      const client = await initClient({ lang: 'de' });
      client.setLanguage('fr');
      await client.countries.list();
      const [shop, countries] = await sandbox().sent();
      expect(shop!.headers.get('accept-language')).to.equal('de');
      expect(countries!.headers.get('accept-language')).to.equal('fr');
    });

    it('setLanguage refuses an empty code and a language the shop does not have', async () => {
      const client = await initClient();
      expect(() => client.setLanguage('')).to.throw(
        SvcValidationError,
        'Svc setLanguage: languageCode is required',
      );
      expect(() => client.setLanguage('ko')).to.throw(
        SvcValidationError,
        'Svc setLanguage: "ko" is not a language of the shop (en, de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs, ja, ar)',
      );
    });

    it('setCurrency fans out to products, bundles and surveys, not to the cart or shop', async () => {
      const client = await initClient({ loadCart: true });
      client.setCurrency('GBP');
      sandbox().clearSent();
      await client.products.list();
      await client.products.load(100);
      await client.products.loadVariant(101);
      await client.bundles.list({}).catch(() => undefined);
      await client.surveys.load(1).catch(() => undefined);
      await client.cart.load();
      await client.shop.load();
      const byPath = Object.fromEntries(
        (await sandbox().sent()).map((r) => [r.path, r.headers.get('x-currency')]),
      );
      expect(byPath).to.deep.equal({
        '/products': 'GBP',
        '/products/100': 'GBP',
        '/variants/101': 'GBP',
        '/bundles': 'GBP',
        '/surveys/1': 'GBP',
        [`/carts/${client.cart.id}`]: null,
        '/shop': null,
      });
      expect(client.cart.currencyCode).to.equal('USD');
    });

    it('a per-call x-currency header wins over setCurrency', async () => {
      const client = await initClient();
      client.setCurrency('GBP');
      sandbox().clearSent();
      const product = await client.products.load(200, undefined, { 'x-currency': 'EUR' });
      const [request] = await sandbox().sent();
      expect(request!.headers.get('x-currency')).to.equal('EUR');
      expect(product.variants![0]!.price).to.equal(1288);
    });

    it('setCurrency refuses a currency the shop does not offer', async () => {
      const client = await initClient();
      expect(() => client.setCurrency('JPY')).to.throw(
        SvcValidationError,
        'Svc setCurrency: "JPY" is not a currency of the shop (USD, EUR, GBP)',
      );
    });

    it('sends Authorization: Bearer <token> after sign-in and not before', async () => {
      const client = await initClient();
      await client.countries.list();
      const token = await signIn(client);
      await client.countries.list();
      const countries = (await sandbox().sent()).filter((r) => r.path === '/countries');
      expect(countries[0]!.headers.get('authorization')).to.equal(null);
      expect(countries[1]!.headers.get('authorization')).to.equal(`Bearer ${token}`);
    });
  });

  describe('bodies', () => {
    it('sends JSON with content-type application/json', async () => {
      const client = await initClient();
      await client.auth.registered({ email: 'shopper@example.com' });
      const request = (await sandbox().sent()).find((r) => r.path === '/auth/registered')!;
      expect(request.method).to.equal('POST');
      expect(request.headers.get('content-type')).to.equal('application/json');
      expect(request.body).to.deep.equal({ email: 'shopper@example.com' });
    });

    it('resolves an empty body to undefined', async () => {
      const client = await initClient();
      expect(await client.auth.otp({ email: 'shopper@example.com' })).to.equal(undefined);
    });

    it('sends no body and no content-type on GET', async () => {
      const client = await initClient();
      await client.countries.list();
      const request = (await sandbox().sent()).find((r) => r.path === '/countries')!;
      expect(request.body).to.equal(undefined);
      expect(request.headers.get('content-type')).to.equal(null);
    });
  });

  describe('query strings and paging', () => {
    it('serializes expand, paging, arrays and nested filters one way', () => {
      expect(
        decodeURIComponent(
          serializeQuery({
            page: 2,
            perPage: 10,
            expand: ['variants.parent', 'pricings.parent'],
            digital: false,
            filters: [{ attributeId: 3, values: [7, 8] }],
            query: 'dark roast',
            skipped: undefined,
          }),
        ),
      ).to.equal(
        'page=2&perPage=10&expand[]=variants.parent&expand[]=pricings.parent&digital=false' +
          '&filters[0][attributeId]=3&filters[0][values][]=7&filters[0][values][]=8&query=dark+roast',
      );
    });

    it('sends params on the URL and resolves paged lists as { data, pagination }', async () => {
      const client = await initClient();
      const page = await client.products.list({
        page: 2,
        perPage: 2,
        type: 'one_time',
        expand: ['variants'],
      });
      const request = (await sandbox().sent()).find((r) => r.path === '/products')!;
      expect(request.url.searchParams.get('page')).to.equal('2');
      expect(request.url.searchParams.get('perPage')).to.equal('2');
      expect(request.url.searchParams.get('type')).to.equal('one_time');
      expect(request.url.searchParams.getAll('expand[]')).to.deep.equal(['variants']);
      // One-time products in fixture order: 200, 210 | 220, 230 | 300, 400 | 410, 510 | 520.
      expect(page.data.map((p) => p.id)).to.deep.equal([220, 230]);
      expect(page.pagination).to.deep.equal({
        currentPage: 2,
        perPage: 2,
        total: 9,
        lastPage: 5,
        from: 3,
        to: 4,
      });
    });
  });

  describe('errors', () => {
    it('turns a non-2xx answer into SvcApiError with status, code, message and body', async () => {
      const client = await initClient();
      const error = await rejectionOf(
        client.auth.login({ email: 'shopper@example.com', password: 'wrong-pass' }),
      );
      expect(error).to.be.instanceOf(SvcApiError);
      expect(isSvcApiError(error) && isSvcError(error)).to.equal(true);
      const apiError = error as SvcApiError;
      expect(apiError.status).to.equal(401);
      expect(apiError.code).to.equal('invalid_credentials');
      expect(apiError.operation).to.equal('auth.login');
      expect(apiError.serverMessage).to.equal('The email or password is incorrect.');
      expect(apiError.message).to.equal(
        'Svc auth.login: The email or password is incorrect. (HTTP 401, invalid_credentials)',
      );
      expect(apiError.body).to.deep.equal({
        code: 'invalid_credentials',
        message: 'The email or password is incorrect.',
      });
    });

    it('keeps field errors of a 422 answer', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.auth.register({ email: 'shopper@example.com', firstName: 'Sam', lastName: 'Shopper' }),
      )) as SvcApiError;
      expect(error.status).to.equal(422);
      expect(error.code).to.equal('email_taken');
      expect(error.fieldErrors).to.deep.equal({ email: ['An account with this email already exists.'] });
    });

    it('carries paymentIntentId when the body has one', async () => {
      const client = await initClient();
      sandbox().worker.use(
        http.post('*/storefront/v1/auth/registered', () =>
          HttpResponse.json(
            { code: 'payment_requires_action', message: 'Verify the card', paymentIntentId: 'pi_123' },
            { status: 402 },
          ),
        ),
      );
      const error = (await rejectionOf(client.auth.registered({ email: 'a@example.com' }))) as SvcApiError;
      expect(error.code).to.equal('payment_requires_action');
      expect(error.paymentIntentId).to.equal('pi_123');
    });

    it('uses http_<status> as the code when the body is not JSON', async () => {
      const client = await initClient();
      sandbox().worker.use(
        http.get('*/storefront/v1/countries', () => new HttpResponse('Bad gateway', { status: 502 })),
      );
      const error = (await rejectionOf(client.countries.list())) as SvcApiError;
      expect(error.code).to.equal('http_502');
      expect(error.body).to.equal('Bad gateway');
      expect(error.message).to.equal('Svc countries.list: Bad gateway (HTTP 502, http_502)');
    });

    it('rejects with SvcNetworkError when the network fails', async () => {
      const client = await initClient();
      sandbox().worker.use(http.get('*/storefront/v1/countries', () => HttpResponse.error()));
      const error = await rejectionOf(client.countries.list());
      expect(error).to.be.instanceOf(SvcNetworkError);
      expect(isSvcNetworkError(error)).to.equal(true);
      expect(error.message).to.match(
        /^Svc countries\.list: could not reach http:\/\/.+\/storefront\/v1\/countries \(/,
      );
    });

    it('rejects with SvcTimeoutError when the answer takes longer than the timeout', async () => {
      // Long enough for start-up on a busy machine; the countries answer comes much later.
      const client = await initClient({ timeout: 1000 });
      // The answer is held until the client has given up on it.
      let giveUp!: () => void;
      const gaveUp = new Promise<void>((resolve) => {
        giveUp = resolve;
      });
      sandbox().worker.use(
        http.get('*/storefront/v1/countries', async () => {
          await gaveUp;
          return HttpResponse.json([]);
        }),
      );
      const error = await rejectionOf(client.countries.list());
      giveUp();
      expect(error).to.be.instanceOf(SvcTimeoutError);
      expect(isSvcTimeoutError(error)).to.equal(true);
      expect(error.message).to.match(/^Svc countries\.list: no answer from .+\/countries within 1000 ms$/);
    });

    it('answers 401 invalid_api_key to a wrong key', async () => {
      forgetHttpClient();
      const error = (await rejectionOf(initClient({ apiKey: 'wrong-key' }))) as SvcApiError;
      expect(error.status).to.equal(401);
      expect(error.code).to.equal('invalid_api_key');
    });
  });
});
