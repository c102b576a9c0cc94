import { expect } from '@open-wc/testing';
import { SvcApiError } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox } from '../../sdk/test/helpers.js';

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${location.origin}/storefront/v1${path}`, {
    ...init,
    headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json', ...init.headers },
  });

describe('sandbox: errors and fault injection', () => {
  const sandbox = setupSandbox();

  describe('error answers', () => {
    it('answers 401 with the error body when x-api-key is missing', async () => {
      const response = await fetch(`${location.origin}/storefront/v1/shop`);
      expect(response.status).to.equal(401);
      expect(await response.json()).to.deep.equal({
        code: 'invalid_api_key',
        message: 'A valid x-api-key header is required.',
      });
    });

    it('answers an unknown route with 404 not_found', async () => {
      const response = await api('/no-such-thing');
      expect(response.status).to.equal(404);
      expect(await response.json()).to.deep.equal({
        code: 'not_found',
        message: 'No route for GET /storefront/v1/no-such-thing',
      });
    });

    it('answers every validation failure with 422 { code, message, errors } that the SDK reads', async () => {
      const client = await initClient();
      const response = await api('/auth/register', {
        method: 'POST',
        body: JSON.stringify({ email: 'not-an-email', firstName: 'A', lastName: 'B' }),
      });
      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.equal({
        code: 'validation_failed',
        message: 'The email must be a valid email address.',
        errors: { email: ['The email must be a valid email address.'] },
      });
      const error = (await rejectionOf(
        client.auth.register({ email: 'shopper@example.com', firstName: 'A', lastName: 'B' }),
      )) as SvcApiError;
      expect(error).to.be.instanceOf(SvcApiError);
      expect(error.status).to.equal(422);
      expect(error.fieldErrors).to.have.property('email');
    });

    it('answers malformed JSON with 400 invalid_json', async () => {
      const response = await api('/leads', { method: 'POST', body: '{not json' });
      expect(response.status).to.equal(400);
      expect((await response.json()).code).to.equal('invalid_json');
    });

    it('answers an unsupported x-currency with 422 unsupported_currency', async () => {
      const response = await api('/products', { headers: { 'x-currency': 'JPY' } });
      expect(response.status).to.equal(422);
      expect((await response.json()).code).to.equal('unsupported_currency');
    });
  });

  describe('fault injection', () => {
    it('is off by default', async () => {
      const client = await initClient();
      const started = performance.now();
      await client.countries.list();
      expect(performance.now() - started).to.be.below(1000);
    });

    it('forces a failure of a named operation only', async () => {
      const client = await initClient({ loadCart: true });
      sandbox().setFaults({ fail: ['cart.addItem'] });
      const error = (await rejectionOf(client.cart.addItem({ productId: 201, quantity: 1 }))) as SvcApiError;
      expect(error.status).to.equal(503);
      expect(error.code).to.equal('sandbox_fault');
      expect(error.serverMessage).to.equal('The sandbox was asked to fail cart.addItem.');
      expect((await client.cart.load()).items).to.have.length(0);
      await client.countries.list();
    });

    it('adds latency to every answer', async () => {
      const client = await initClient();
      sandbox().setFaults({ latency: 250 });
      const started = performance.now();
      await client.countries.list();
      expect(performance.now() - started).to.be.at.least(250);
    });

    it('fails every request at error rate 1, and a seeded share at 0.5', async () => {
      // Without the SDK's own retries, each call is one request and meets the error rate once.
      const client = await initClient({ retries: 0 });
      sandbox().setFaults({ errorRate: 1 });
      expect(((await rejectionOf(client.countries.list())) as SvcApiError).code).to.equal('sandbox_fault');
      sandbox().setFaults({ errorRate: 0.5 });
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, () =>
          client.countries.list().then(
            () => 'ok',
            () => 'fail',
          ),
        ),
      );
      const failed = outcomes.filter((o) => o === 'fail').length;
      expect(failed).to.be.within(8, 32);
    });

    it('takes faults from the x-sandbox-faults header of one request', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.products.list({}, { 'x-sandbox-faults': 'fail=products.list' }),
      )) as SvcApiError;
      expect(error.code).to.equal('sandbox_fault');
      const page = await client.products.list({});
      expect(page.data.length).to.be.greaterThan(0);
    });

    it('takes faults from __fail / __latency query parameters', async () => {
      const response = await api('/countries?__fail=countries.list');
      expect(response.status).to.equal(503);
      const ok = await api('/countries?__latency=0');
      expect(ok.status).to.equal(200);
    });

    it('failAfter applies the change, then answers 503 with no body (a lost answer)', async () => {
      const client = await initClient({ loadCart: true });
      sandbox().setFaults({ failAfter: ['cart.addItem'] });
      const error = (await rejectionOf(client.cart.addItem({ productId: 201, quantity: 1 }))) as SvcApiError;
      expect(error.status).to.equal(503);
      expect(error.code).to.equal('http_503');
      sandbox().setFaults({ failAfter: [] });
      const items = (await client.cart.load()).items;
      expect(items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 1]]);
    });

    it('takes failAfter from the header and from __failAfter, for that request only', async () => {
      const client = await initClient({ loadCart: true });
      const cartId = client.cart.id!;
      const lost = await api(`/carts/${cartId}/items`, {
        method: 'POST',
        headers: { 'x-sandbox-faults': 'failAfter=cart.addItem' },
        body: JSON.stringify({ productId: 201, quantity: 1 }),
      });
      expect(lost.status).to.equal(503);
      expect(await lost.text()).to.equal('');
      const response = await api(`/carts/${cartId}/items?__failAfter=cart.addItem`, {
        method: 'POST',
        body: JSON.stringify({ productId: 231, quantity: 2 }),
      });
      expect(response.status).to.equal(503);
      expect(await response.text()).to.equal('');
      const items = (await client.cart.load()).items;
      expect(items.map((item) => [item.productId, item.quantity])).to.deep.equal([
        [201, 1],
        [231, 2],
      ]);
    });

    it('reset() turns faults off again', async () => {
      sandbox().setFaults({ fail: ['shop.load'] });
      sandbox().reset();
      const client = await initClient();
      expect(client.shop.name).to.equal('Sandbox Coffee Co.');
    });
  });
});
