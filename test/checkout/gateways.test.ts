/**
 * The gateway adapters: the sandbox's card form and its 3-D Secure challenge dialog, the one
 * script loader, and the Stripe, Braintree, PayPal and Authorize.net adapters against fake
 * provider globals (each provider's script URL is answered by MSW with a script that puts the fake
 * in place: no network).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { PaymentIntentResponse } from '@svc/sdk';
import {
  GATEWAY_LOADERS,
  loadGateway,
  type GatewayAdapter,
  type GatewayError,
  type MountOptions,
} from '../../src/checkout/gateways/gateway.js';
import { expired, luhnValid, parseExpiry } from '../../src/checkout/gateways/card-form.js';
import { forgetScripts, loadScript } from '../../src/checkout/gateways/load-script.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { setupWidget } from '../widget/helpers.js';
import { until } from '../shared/wait.js';

type Fakes = Record<string, unknown>;
const fakeWindow = window as unknown as Record<string, unknown> & { __svcFakes: Fakes };
const PROVIDER_GLOBALS = ['Stripe', 'braintree', 'paypal', 'Accept'];
const PROVIDER_ORIGINS = ['js.stripe.com', 'js.braintreegateway.com', 'www.paypal.com', 'authorize.net'];

/** The page's `<script>` tags with exactly this `src`. */
const scriptTags = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.src === src);

/** What the adapter is mounted with (options as the payment step passes them). */
const mountOptions = (options: Partial<MountOptions> = {}): MountOptions => ({
  setupToken: 'setup-token',
  language: 'en',
  testMode: false,
  returnUrl: 'https://shop.example/checkout',
  ...options,
});

/** Settles `promise` into its value or its error. */
async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: GatewayError }> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error: error as GatewayError };
  }
}

/** An element in the page to mount into or to verify inside. */
async function host(lang = 'en'): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div lang=${lang}></div>`);
}

const challengeDialog = (where: HTMLElement) =>
  where.querySelector('svc-gateway-challenge')?.shadowRoot?.querySelector('dialog') ?? null;

/** Waits for the challenge dialog inside `where`. */
async function challengeShown(where: HTMLElement): Promise<HTMLDialogElement> {
  await until(() => challengeDialog(where)?.open, 'the challenge dialog');
  return challengeDialog(where)!;
}

const buttonIn = (root: ParentNode, label: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent!.trim() === label,
  )!;

describe('gateway adapters', () => {
  const sandbox = setupWidget();
  /** Requests for each provider script URL (path and query), in order. */
  let scriptRequests: string[];

  beforeEach(() => {
    scriptRequests = [];
    fakeWindow.__svcFakes = {};
    forgetScripts();
  });

  afterEach(() => {
    for (const name of PROVIDER_GLOBALS) delete fakeWindow[name];
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
      if (PROVIDER_ORIGINS.some((origin) => script.src.includes(origin))) script.remove();
    forgetScripts();
  });

  /** Answers `url` (any query) with a script that runs `body`, counting the requests. */
  function serveScript(url: string, body: string): void {
    sandbox().worker.use(
      http.get(url, ({ request }) => {
        scriptRequests.push(request.url);
        return new HttpResponse(body, { headers: { 'content-type': 'text/javascript' } });
      }),
    );
  }

  describe('sandbox', () => {
    const intent: PaymentIntentResponse = {
      id: 'pi_1',
      token: 'pi_tok_abc',
      amount: 900,
      currencyCode: 'USD',
    };

    it('verify shows an accessible modal challenge; Confirm resolves 3ds_<token>', async function () {
      // axe walks every shadow root: slow on a busy machine.
      this.timeout(15_000);
      const where = await host();
      const adapter = (await loadGateway('sandbox'))!;
      const verified = adapter.verify(intent, where);
      const dialog = await challengeShown(where);
      expect(dialog.matches(':modal')).to.equal(true);
      const root = dialog.getRootNode() as ShadowRoot;
      expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(
        'Your bank wants to confirm this payment',
      );
      expect(root.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal(
        'Confirm the payment of $9.00 to continue.',
      );
      expect([...dialog.querySelectorAll('button')].map((b) => b.textContent!.trim())).to.deep.equal([
        'Fail verification',
        'Confirm',
      ]);
      expect(deepActiveElement()).to.equal(buttonIn(dialog, 'Confirm'));
      await expect(where).to.be.accessible();

      buttonIn(dialog, 'Confirm').click();
      expect(await verified).to.equal('3ds_pi_tok_abc');
      expect(where.querySelector('svc-gateway-challenge')).to.equal(null);
    });

    it('verify rejects with the shopper’s message when the bank check fails', async () => {
      const where = await host();
      const adapter = (await loadGateway('sandbox'))!;
      const verified = outcome(adapter.verify(intent, where));
      buttonIn(await challengeShown(where), 'Fail verification').click();
      const { error } = await verified;
      expect([error?.name, error?.code, error?.message]).to.deep.equal([
        'GatewayError',
        'verification_failed',
        'The bank could not verify this payment. Choose another payment method or try again.',
      ]);
      expect(where.querySelector('svc-gateway-challenge')).to.equal(null);
    });

    it('Escape cancels the challenge', async () => {
      const where = await host();
      const adapter = (await loadGateway('sandbox'))!;
      const verified = outcome(adapter.verify(intent, where));
      await challengeShown(where);
      await sendKeys({ press: 'Escape' });
      const { error } = await verified;
      expect([error?.code, error?.message]).to.deep.equal([
        'verification_cancelled',
        'The payment was not confirmed. Choose another payment method or try again.',
      ]);
      expect(where.querySelector('svc-gateway-challenge')).to.equal(null);
    });

    it('Tab stays inside the challenge', async () => {
      const where = await host();
      const adapter = (await loadGateway('sandbox'))!;
      const verified = outcome(adapter.verify(intent, where));
      const dialog = await challengeShown(where);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(buttonIn(dialog, 'Fail verification'));
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActiveElement()).to.equal(buttonIn(dialog, 'Confirm'));
      await sendKeys({ press: 'Enter' });
      expect((await verified).value).to.equal('3ds_pi_tok_abc');
    });

    it('speaks the language of the element it is shown in', async () => {
      const where = await host('de');
      const adapter = (await loadGateway('sandbox'))!;
      const verified = outcome(adapter.verify({ token: 't' }, where));
      const dialog = await challengeShown(where);
      expect(dialog.querySelector('h2')!.textContent).to.equal('Ihre Bank möchte diese Zahlung bestätigen');
      expect(dialog.querySelector('p')!.textContent).to.equal('Bestätigen Sie die Zahlung, um fortzufahren.');
      buttonIn(dialog, 'Bestätigung ablehnen').click();
      expect((await verified).error?.code).to.equal('verification_failed');
    });

    it('tokenizes a valid card to tok_<last four> and refuses a wrong one with the field’s message', async () => {
      const where = await host();
      const adapter = (await loadGateway('sandbox'))!;
      await adapter.mount(where, mountOptions());
      const form = where.querySelector('svc-gateway-card-form')!.shadowRoot!;
      const fill = (id: string, value: string) => {
        const input = form.getElementById(id) as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new Event('input'));
      };
      expect(
        [...form.querySelectorAll('input')].map((input) => [
          input.name,
          input.autocomplete,
          input.inputMode,
          form.querySelector(`label[for="${input.id}"]`)!.textContent,
        ]),
      ).to.deep.equal([
        ['card-number', 'cc-number', 'numeric', 'Card number'],
        ['card-expiry', 'cc-exp', 'numeric', 'Expiry date (MM/YY)'],
        ['card-cvc', 'cc-csc', 'numeric', 'Security code (CVC)'],
      ]);
      fill('card-number', '4000 0027 60');
      fill('card-expiry', '13/30');
      const refused = await outcome(adapter.tokenize());
      expect([refused.error?.code, refused.error?.message, refused.error?.inline]).to.deep.equal([
        'card_invalid',
        'The card number is incomplete.',
        true,
      ]);
      expect(form.getElementById('card-expiry-error')!.textContent).to.equal(
        'Enter the expiry date as MM/YY, for example 08/29.',
      );
      expect(form.getElementById('card-cvc-error')!.textContent).to.equal('Enter the security code.');
      fill('card-number', '4000 0027 6000 3184');
      fill('card-expiry', '12 / 2031');
      fill('card-cvc', '1234');
      expect(await adapter.tokenize()).to.deep.equal({ token: 'tok_3184', last4: '3184' });
      adapter.unmount();
      expect(where.querySelector('svc-gateway-card-form')).to.equal(null);
    });

    it('checks card numbers with Luhn and expiry dates against this month', () => {
      expect(
        ['4242424242424242', '4000002760003184', '4000000000000002', '4242424242424241'].map(luhnValid),
      ).to.deep.equal([true, true, true, false]);
      expect(['08/29', '8/29', '0829', '08 / 2029', '00/29', '13/29', 'ab'].map(parseExpiry)).to.deep.equal([
        { month: 8, year: 2029 },
        { month: 8, year: 2029 },
        { month: 8, year: 2029 },
        { month: 8, year: 2029 },
        null,
        null,
        null,
      ]);
      const now = new Date(2026, 4, 15);
      expect([expired({ month: 5, year: 2026 }, now), expired({ month: 4, year: 2026 }, now)]).to.deep.equal([
        false,
        true,
      ]);
    });
  });

  describe('loadScript', () => {
    const url = 'https://js.stripe.com/v3/';

    it('adds one script tag per URL, once, and shares the load', async () => {
      serveScript(url, 'window.__svcScriptRuns = (window.__svcScriptRuns || 0) + 1;');
      await Promise.all([loadScript(url), loadScript(url)]);
      await loadScript(url);
      expect(scriptTags(url)).to.have.length(1);
      expect(scriptRequests).to.deep.equal([url]);
      expect(fakeWindow.__svcScriptRuns).to.equal(1);
      delete fakeWindow.__svcScriptRuns;
    });

    it('adds nothing when the provider’s global is already there', async () => {
      await loadScript(url, () => true);
      expect(scriptTags(url)).to.have.length(0);
    });

    it('a failed load rejects with gateway_unavailable, removes its tag and is tried again', async () => {
      sandbox().worker.use(http.get(url, () => HttpResponse.error(), { once: true }));
      const failed = await outcome(loadScript(url));
      expect([failed.error?.code, failed.error?.message]).to.deep.equal([
        'gateway_unavailable',
        'The payment form could not be loaded. Check your connection and try again.',
      ]);
      expect(scriptTags(url)).to.have.length(0);
      serveScript(url, '');
      await loadScript(url);
      expect(scriptTags(url)).to.have.length(1);
    });
  });

  describe('Stripe', () => {
    const gateway = { id: 7, name: 'Cards', type: 'stripe', publishableKey: 'pk_test_123' };
    let calls: unknown[][];
    let setupResult: Record<string, unknown>;
    let nextActionResult: Record<string, unknown>;
    let card: { mountedIn: HTMLElement | null; change?: (event: unknown) => void };

    beforeEach(() => {
      calls = [];
      setupResult = { setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_1' } };
      nextActionResult = { paymentIntent: { id: 'pi_1', status: 'succeeded' } };
      card = { mountedIn: null };
      const element = {
        mount: (node: HTMLElement) => (card.mountedIn = node),
        on: (_event: string, handler: (event: unknown) => void) => (card.change = handler),
        destroy: () => calls.push(['destroy']),
      };
      const stripe = {
        elements: (options: unknown) => {
          calls.push(['elements', options]);
          return {
            create: (type: string, options: unknown) => {
              calls.push(['create', type, options]);
              return element;
            },
          };
        },
        confirmCardSetup: async (secret: string, data: { payment_method: { card: unknown } }) => {
          calls.push(['confirmCardSetup', secret, data.payment_method.card === element]);
          return setupResult;
        },
        handleNextAction: async (options: unknown) => {
          calls.push(['handleNextAction', options]);
          return nextActionResult;
        },
        confirmCardPayment: async () => {
          throw new Error('not used when handleNextAction exists');
        },
      };
      fakeWindow.__svcFakes.Stripe = (key: string, options: unknown) => {
        calls.push(['Stripe', key, options]);
        return stripe;
      };
      serveScript('https://js.stripe.com/v3/', 'window.Stripe = window.__svcFakes.Stripe;');
    });

    it('loads js.stripe.com/v3 once, only when mounted, and tokenizes to the setup intent ID', async () => {
      const adapter = (await loadGateway(gateway))!;
      expect(adapter.type).to.equal('stripe');
      expect(scriptRequests).to.deep.equal([]);
      expect(scriptTags('https://js.stripe.com/v3/')).to.have.length(0);

      const where = await host();
      await adapter.mount(where, mountOptions({ setupToken: 'seti_1_secret_x', language: 'fr' }));
      expect(scriptRequests).to.deep.equal(['https://js.stripe.com/v3/']);
      expect(scriptTags('https://js.stripe.com/v3/')).to.have.length(1);
      expect(where.contains(card.mountedIn)).to.equal(true);
      expect(calls).to.deep.equal([
        ['Stripe', 'pk_test_123', { locale: 'fr' }],
        ['elements', { locale: 'fr' }],
        ['create', 'card', { hidePostalCode: true }],
      ]);

      const overlays: boolean[] = [];
      where.addEventListener('svc-gateway-overlay', (event) =>
        overlays.push((event as CustomEvent).detail.open),
      );
      expect(await adapter.tokenize()).to.deep.equal({ token: 'seti_1', paymentMethodId: 'pm_1' });
      expect(calls.slice(3)).to.deep.equal([['confirmCardSetup', 'seti_1_secret_x', true]]);
      expect(overlays).to.deep.equal([true, false]);

      const second = (await loadGateway(gateway))!;
      await second.mount(await host(), mountOptions());
      expect(scriptRequests).to.have.length(1);
      expect(scriptTags('https://js.stripe.com/v3/')).to.have.length(1);
      adapter.unmount();
      expect(where.contains(card.mountedIn)).to.equal(false);
    });

    it('tokenize refuses with Stripe’s own message for a wrong card', async () => {
      const adapter = (await loadGateway(gateway))!;
      await adapter.mount(await host(), mountOptions());
      card.change!({ error: { type: 'validation_error', message: 'Votre numéro de carte est incomplet.' } });
      const refused = await outcome(adapter.tokenize());
      expect([refused.error?.code, refused.error?.message, refused.error?.localized]).to.deep.equal([
        'card_invalid',
        'Votre numéro de carte est incomplet.',
        true,
      ]);
      card.change!({ complete: true });
      setupResult = { error: { type: 'card_error', message: 'Your card was declined.' } };
      const declined = await outcome(adapter.tokenize());
      expect([declined.error?.code, declined.error?.message]).to.deep.equal([
        'card_invalid',
        'Your card was declined.',
      ]);
    });

    it('verify runs handleNextAction on the intent’s client secret and yields the payment intent ID', async () => {
      const adapter = (await loadGateway(gateway))!;
      const where = await host();
      expect(await adapter.verify({ id: 'pi_1', token: 'pi_1_secret_y' }, where)).to.equal('pi_1');
      expect(scriptRequests).to.deep.equal(['https://js.stripe.com/v3/']);
      expect(calls).to.deep.equal([
        ['Stripe', 'pk_test_123', undefined],
        ['handleNextAction', { clientSecret: 'pi_1_secret_y' }],
      ]);
      nextActionResult = { error: { message: 'We are unable to authenticate your payment method.' } };
      const failed = await outcome(adapter.verify({ token: 'pi_1_secret_y' }, where));
      expect(failed.error?.code).to.equal('verification_failed');
    });

    it('without a publishable key nothing loads and the shopper is told the method cannot be used', async () => {
      const adapter = (await loadGateway({ id: 7, type: 'stripe' }))!;
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args[0]);
      try {
        const failed = await outcome(adapter.mount(await host(), mountOptions()));
        expect(failed.error?.code).to.equal('gateway_not_supported');
      } finally {
        console.error = original;
      }
      expect(errors).to.deep.equal([
        'Cart Widget: the Stripe gateway has no publishableKey (shop.gateways[].publishableKey)',
      ]);
      expect(scriptRequests).to.deep.equal([]);
    });
  });

  describe('Braintree', () => {
    const base = 'https://js.braintreegateway.com/web/3.123.2/js';
    let calls: unknown[][];
    let verifyResult: Record<string, unknown>;

    beforeEach(() => {
      calls = [];
      verifyResult = { nonce: 'verified-nonce', liabilityShifted: true, liabilityShiftPossible: true };
      const client = { fake: 'client' };
      fakeWindow.__svcFakes.braintree = {
        client: {
          create: async (options: unknown) => {
            calls.push(['client.create', options]);
            return client;
          },
        },
        hostedFields: {
          create: async (options: {
            client: unknown;
            fields: Record<string, { container: HTMLElement }>;
          }) => {
            calls.push([
              'hostedFields.create',
              options.client === client,
              Object.entries(options.fields).map(([key, field]) => [
                key,
                field.container.id !== '' &&
                  field.container.isConnected &&
                  document.querySelector(`label[for="${field.container.id}"]`)?.textContent,
              ]),
            ]);
            return {
              tokenize: async () => ({ nonce: 'fake-nonce', details: { bin: '411111', lastFour: '1111' } }),
              teardown: async () => calls.push(['teardown']),
            };
          },
        },
        threeDSecure: {
          create: async (options: { client: unknown; version: number }) => {
            calls.push(['threeDSecure.create', options.client === client, options.version]);
            return {
              verifyCard: async ({ onLookupComplete, ...options }: { onLookupComplete: unknown }) => {
                calls.push(['verifyCard', options, typeof onLookupComplete]);
                return verifyResult;
              },
            };
          },
        },
      };
      for (const name of ['client', 'hostedFields', 'threeDSecure'] as const) {
        const file = { client: 'client', hostedFields: 'hosted-fields', threeDSecure: 'three-d-secure' }[
          name
        ];
        serveScript(
          `${base}/${file}.min.js`,
          `window.braintree = Object.assign(window.braintree || {}, { ${name}: window.__svcFakes.braintree.${name} });`,
        );
      }
    });

    it('mounts Hosted Fields with the client token, loading client and hosted-fields once, and tokenizes to the nonce', async () => {
      const adapter = (await loadGateway({ id: 8, type: 'braintree' }))!;
      expect(scriptRequests).to.deep.equal([]);
      const where = await host();
      document.body.append(where);
      await adapter.mount(where, mountOptions({ setupToken: 'client-token' }));
      expect([...scriptRequests].sort()).to.deep.equal([
        `${base}/client.min.js`,
        `${base}/hosted-fields.min.js`,
      ]);
      expect(calls).to.deep.equal([
        ['client.create', { authorization: 'client-token' }],
        [
          'hostedFields.create',
          true,
          [
            ['number', 'Card number'],
            ['expirationDate', 'Expiry date (MM/YY)'],
            ['cvv', 'Security code (CVC)'],
          ],
        ],
      ]);
      expect(await adapter.tokenize()).to.deep.equal({ token: 'fake-nonce', bin: '411111', last4: '1111' });
      await (await loadGateway({ id: 8, type: 'braintree' }))!.mount(await host(), mountOptions());
      expect(scriptRequests).to.have.length(2);
      expect(scriptTags(`${base}/client.min.js`)).to.have.length(1);
      expect(scriptTags(`${base}/three-d-secure.min.js`)).to.have.length(0);
    });

    it('verify loads three-d-secure once and runs verifyCard on the intent’s nonce', async () => {
      const adapter = (await loadGateway({ id: 8, type: 'braintree', tokenizationKey: 'sandbox_key' }))!;
      const intent = { token: 'vaulted-nonce', bin: '400000', amount: 1999, currencyCode: 'EUR' };
      expect(await adapter.verify(intent, await host())).to.equal('verified-nonce');
      expect(calls).to.deep.equal([
        ['client.create', { authorization: 'sandbox_key' }],
        ['threeDSecure.create', true, 2],
        ['verifyCard', { nonce: 'vaulted-nonce', bin: '400000', amount: '19.99' }, 'function'],
      ]);
      verifyResult = { nonce: 'n', liabilityShifted: false, liabilityShiftPossible: true };
      const failed = await outcome(adapter.verify(intent, await host()));
      expect(failed.error?.code).to.equal('verification_failed');
      expect(scriptTags(`${base}/three-d-secure.min.js`)).to.have.length(1);
      expect(scriptRequests.filter((url) => url.endsWith('three-d-secure.min.js'))).to.have.length(1);
    });
  });

  describe('PayPal', () => {
    const scriptUrl =
      'https://www.paypal.com/sdk/js?client-id=AbC-1&components=buttons&vault=true&commit=false';
    let rendered: { options: Record<string, (data?: unknown) => unknown>; container: HTMLElement }[];

    beforeEach(() => {
      rendered = [];
      fakeWindow.__svcFakes.paypal = {
        Buttons: (options: Record<string, (data?: unknown) => unknown>) => ({
          render: async (container: HTMLElement) => {
            rendered.push({ options, container });
          },
        }),
      };
      serveScript('https://www.paypal.com/sdk/js', 'window.paypal = window.__svcFakes.paypal;');
    });

    it('loads the SDK with the client ID once, approves the setup order and tokenizes to its order ID', async () => {
      const adapter = (await loadGateway({ id: 9, type: 'paypal', clientId: 'AbC-1' }))!;
      expect(scriptRequests).to.deep.equal([]);
      const where = await host();
      let submitted = 0;
      await adapter.mount(where, mountOptions({ setupToken: 'ORDER-1', onSubmit: () => (submitted += 1) }));
      expect(scriptRequests).to.deep.equal([scriptUrl]);
      expect(scriptTags(scriptUrl)).to.have.length(1);
      expect(where.contains(rendered[0]!.container)).to.equal(true);
      expect(await rendered[0]!.options.createOrder!()).to.equal('ORDER-1');
      expect((await outcome(adapter.tokenize())).error?.code).to.equal('approval_pending');

      await rendered[0]!.options.onApprove!({ orderID: 'ORDER-1' });
      expect(submitted).to.equal(1);
      expect(await adapter.tokenize()).to.deep.equal({ token: 'ORDER-1' });
      await (await loadGateway({ id: 9, type: 'paypal', clientId: 'AbC-1' }))!.mount(
        await host(),
        mountOptions(),
      );
      expect(scriptRequests).to.have.length(1);
    });

    it('verify shows PayPal’s buttons for the intent’s order in a dialog and yields the approved order', async () => {
      const adapter = (await loadGateway({ id: 9, type: 'paypal', clientId: 'AbC-1' }))!;
      const where = await host();
      const verified = outcome(adapter.verify({ token: 'ORDER-2' }, where));
      const dialog = await challengeShown(where);
      expect(dialog.querySelector('h2')!.textContent).to.equal('Confirm the payment with PayPal');
      await until(() => rendered.length === 1, 'PayPal’s buttons in the dialog');
      expect(await rendered[0]!.options.createOrder!()).to.equal('ORDER-2');
      await rendered[0]!.options.onApprove!({ orderID: 'ORDER-2' });
      expect((await verified).value).to.equal('ORDER-2');

      const cancelled = outcome(adapter.verify({ token: 'ORDER-3' }, where));
      await challengeShown(where);
      await until(() => rendered.length === 2, 'PayPal’s buttons in the second dialog');
      rendered[1]!.options.onCancel!();
      expect((await cancelled).error?.code).to.equal('verification_cancelled');
    });
  });

  describe('Authorize.net', () => {
    let dispatched: unknown[];
    let response: Record<string, unknown>;

    beforeEach(() => {
      dispatched = [];
      response = {
        opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJjb2RlIjoiNTBf' },
        messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      };
      fakeWindow.__svcFakes.Accept = {
        dispatchData: (data: unknown, respond: (answer: unknown) => void) => {
          dispatched.push(data);
          respond(response);
        },
      };
      const body = 'window.Accept = window.__svcFakes.Accept;';
      serveScript('https://jstest.authorize.net/v1/Accept.js', body);
      serveScript('https://js.authorize.net/v1/Accept.js', body);
    });

    async function mounted(testMode: boolean): Promise<{ adapter: GatewayAdapter; form: ShadowRoot }> {
      const adapter = (await loadGateway({
        id: 10,
        type: 'authorize_net',
        apiLoginId: 'login-1',
        clientKey: 'key-1',
      }))!;
      const where = await host();
      await adapter.mount(where, mountOptions({ testMode }));
      return { adapter, form: where.querySelector('svc-gateway-card-form')!.shadowRoot! };
    }

    const fill = (form: ShadowRoot, values: Record<string, string>) => {
      for (const [id, value] of Object.entries(values)) {
        const input = form.getElementById(id) as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new Event('input'));
      }
    };

    it('loads the test Accept.js in test mode, once, and dispatches the card for base64 opaque data', async () => {
      expect(GATEWAY_LOADERS.authorize_net).to.be.a('function');
      const { adapter, form } = await mounted(true);
      expect(scriptRequests).to.deep.equal(['https://jstest.authorize.net/v1/Accept.js']);
      fill(form, { 'card-number': '4111 1111 1111 1111', 'card-expiry': '08/29', 'card-cvc': '123' });
      const { token, last4 } = (await adapter.tokenize()) as { token: string; last4: string };
      expect(JSON.parse(atob(token))).to.deep.equal({
        dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
        dataValue: 'eyJjb2RlIjoiNTBf',
      });
      expect(last4).to.equal('1111');
      expect(dispatched).to.deep.equal([
        {
          authData: { clientKey: 'key-1', apiLoginID: 'login-1' },
          cardData: { cardNumber: '4111111111111111', month: '08', year: '2029', cardCode: '123' },
        },
      ]);
      await mounted(true);
      expect(scriptRequests).to.have.length(1);
      expect(scriptTags('https://jstest.authorize.net/v1/Accept.js')).to.have.length(1);
    });

    it('loads the production Accept.js outside test mode; a refused card and verify are errors for the shopper', async () => {
      const { adapter, form } = await mounted(false);
      expect(scriptRequests).to.deep.equal(['https://js.authorize.net/v1/Accept.js']);
      fill(form, { 'card-number': '4111 1111 1111 1111', 'card-expiry': '08/29', 'card-cvc': '123' });
      response = {
        messages: {
          resultCode: 'Error',
          message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
        },
      };
      const refused = await outcome(adapter.tokenize());
      expect([refused.error?.code, refused.error?.message]).to.deep.equal([
        'card_invalid',
        'Check the card details and try again.',
      ]);
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args[0]);
      try {
        const verified = await outcome(adapter.verify({ token: 't' }, await host()));
        expect(verified.error?.code).to.equal('gateway_not_supported');
      } finally {
        console.error = original;
      }
      expect(errors).to.deep.equal(['Cart Widget: Accept.js has no client-side 3-D Secure verification']);
    });
  });

  it('has no adapter for an unknown gateway type', async () => {
    expect(await loadGateway('unknown')).to.equal(null);
    expect(await loadGateway(undefined)).to.equal(null);
  });
});
