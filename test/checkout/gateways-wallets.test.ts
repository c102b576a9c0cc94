/**
 * The PayPal and Authorize.net gateway adapters against fake provider globals (each provider's
 * script URL is answered by MSW with a script that puts the fake in place: no network).
 */
import { expect } from '@open-wc/testing';
import { GATEWAY_LOADERS, loadGateway, type GatewayAdapter } from '../../src/ui/gateways/gateway.js';
import { until } from '../shared/wait.js';
import {
  challengeShown,
  fakeWindow,
  gatewaysSuite,
  host,
  mountOptions,
  outcome,
  scriptTags,
} from './gateways-suite.js';

describe('gateway adapters', () => {
  const { scriptRequests, serveScript } = gatewaysSuite();

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
});
