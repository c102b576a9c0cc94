/**
 * The Stripe and Braintree gateway adapters against fake provider globals (each provider's script
 * URL is answered by MSW with a script that puts the fake in place: no network).
 */
import { expect } from '@open-wc/testing';
import { loadGateway } from '../../src/ui/gateways/gateway.js';
import { fakeWindow, gatewaysSuite, host, mountOptions, outcome, scriptTags } from './gateways-suite.js';

describe('gateway adapters', () => {
  const { scriptRequests, serveScript } = gatewaysSuite();

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
});
