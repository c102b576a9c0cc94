/**
 * `sendAhead` (beyond the spec): a GET sent before `Svc.init`, whose answer the first identical
 * request of the page's SDK takes instead of sending its own.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import Svc, {
  preloadNamespaces,
  sendAhead,
  SvcApiError,
  SvcTimeoutError,
  SvcValidationError,
  type ParentProduct,
  type SvcClient,
} from '@svc/sdk';
import { apiUrl, forgetHttpClient, initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';
import { until } from '../../test/shared/wait.js';
import { pendingRequestsAnswered } from '../../test/shared/quiet.js';

const expand = ['variants.parent', 'pricings.parent'];

describe('sendAhead', () => {
  const sandbox = setupSandbox();
  const ahead = (path: string, config: { lang?: string; accessToken?: string; timeout?: number } = {}) =>
    sendAhead(
      { apiKey: 'demo-api-key', apiUrl: apiUrl(), ...config },
      path === 'shop' ? 'shop.load' : 'products.load',
      path,
      path === 'shop' ? undefined : { expand },
    );
  const sentTo = async (path: string) =>
    (await sandbox().sent()).filter((request) => request.method === 'GET' && request.path === path);

  // The products code is there before the start-up, as on a page with a storefront element.
  before(() => preloadNamespaces());
  afterEach(() => forgetHttpClient());

  it('Svc.init takes the shop sent ahead with the same headers: one GET /shop', async () => {
    ahead('shop', { lang: 'en' });
    const client = await initClient({ lang: 'en' });
    expect(client.shop.name).to.equal('Sandbox Coffee Co.');
    const shops = await sentTo('/shop');
    expect(shops).to.have.length(1);
    expect(shops[0]!.headers.get('accept-language')).to.equal('en');
  });

  it('a request whose headers differ sends its own (another language)', async () => {
    ahead('shop', { lang: 'en' });
    await initClient({ lang: 'de' });
    const shops = await sentTo('/shop');
    expect(shops.map((request) => request.headers.get('accept-language'))).to.deep.equal(['en', 'de']);
  });

  it('the page’s own request in the start-up’s round trip takes the product sent ahead, once', async () => {
    ahead('products/200');
    let first: Promise<ParentProduct> | undefined;
    const client = await initClient({
      onStart: (started) => {
        first = started.products.load(200, { expand });
      },
    });
    expect((await first!).name).to.equal('Ceramic Mug');
    expect(await sentTo('/products/200')).to.have.length(1);
    // Taken once: the next identical request is sent.
    await client.products.load(200, { expand });
    expect(await sentTo('/products/200')).to.have.length(2);
  });

  it('what the start-up did not take is dropped: a later request never gets an old answer', async () => {
    ahead('products/210');
    const client = await initClient();
    // The answer sent ahead has come back, untaken, before the later request.
    await until(async () => (await sentTo('/products/210')).length === 1, 'the request sent ahead');
    await pendingRequestsAnswered();
    await client.products.load(210, { expand });
    expect(await sentTo('/products/210')).to.have.length(2);
  });

  it('a failure sent ahead is the taker’s failure, after one request, and no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listener = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', listener);
    try {
      ahead('products/9999');
      ahead('products/9998');
      let missing: Promise<unknown> | undefined;
      await initClient({
        onStart: (started) => {
          missing = started.products.load(9999, { expand });
          missing.catch(() => undefined);
        },
      });
      const error = await rejectionOf(missing!);
      expect(error).to.be.instanceOf(SvcApiError);
      expect((error as SvcApiError).status).to.equal(404);
      expect((error as SvcApiError).operation).to.equal('products.load');
      expect(await sentTo('/products/9999')).to.have.length(1);
      // The untaken 9998 failed too: nobody saw it, and nothing was reported as unhandled (a
      // rejection nobody handles is reported a task after it; the later request takes several).
      await until(async () => (await sentTo('/products/9998')).length === 1, 'the untaken request');
      await pendingRequestsAnswered();
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', listener);
    }
  });

  it('the timeout of the request sent ahead applies to the request that takes it', async () => {
    // The answer is held until the client has given up on it.
    let giveUp!: () => void;
    const gaveUp = new Promise<void>((resolve) => {
      giveUp = resolve;
    });
    sandbox().worker.use(
      http.get('*/storefront/v1/shop', async () => {
        await gaveUp;
        return HttpResponse.json({});
      }),
    );
    ahead('shop', { timeout: 100 });
    const error = await rejectionOf(initClient());
    giveUp();
    expect(error).to.be.instanceOf(SvcTimeoutError);
    // The limit that ran out is the one sent ahead with, not the instance's own (30 s by default).
    expect((error as SvcTimeoutError).timeout).to.equal(100);
    expect(await sentTo('/shop')).to.have.length(1);
  });

  it('with accessToken, the request carries the sign-in the SDK’s own would carry', async () => {
    const token = await signIn(await initClient());
    forgetHttpClient();
    sandbox().clearSent();
    ahead('products/200', { accessToken: token });
    let first: Promise<ParentProduct> | undefined;
    await initClient({
      accessToken: token,
      onStart: (client: SvcClient) => {
        first = client.products.load(200, { expand });
      },
    });
    await first;
    const products = await sentTo('/products/200');
    expect(products).to.have.length(1);
    expect(products[0]!.headers.get('authorization')).to.equal(`Bearer ${token}`);
  });

  it('refuses a bad config or path before sending anything, naming the field', async () => {
    const refused = (run: () => void) => {
      try {
        run();
      } catch (error) {
        expect(error).to.be.instanceOf(SvcValidationError);
        return (error as Error).message;
      }
      throw new Error('expected a refusal');
    };
    expect(refused(() => sendAhead({ apiKey: '' }, 'shop.load', 'shop'))).to.equal(
      'Missing required apiKey config',
    );
    expect(
      refused(() => sendAhead({ apiKey: 'k', lang: 5 as unknown as string }, 'shop.load', 'shop')),
    ).to.equal('Svc Svc.sendAhead: config.lang must be a string (got number)');
    expect(refused(() => sendAhead({ apiKey: 'k' }, 'shop.load', ''))).to.equal(
      'Svc Svc.sendAhead: path is required',
    );
    expect(await sandbox().sent()).to.deep.equal([]);
    expect(Svc.sendAhead).to.equal(sendAhead);
  });
});
