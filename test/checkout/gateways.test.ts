/**
 * The gateway adapters: the sandbox's card form and its 3-D Secure challenge dialog, the one
 * script loader, and no adapter for an unknown type. Stripe and Braintree are in
 * gateways-cards.test.ts, PayPal and Authorize.net in gateways-wallets.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { PaymentIntentResponse } from '@svc/sdk';
import { loadGateway } from '../../src/ui/gateways/gateway.js';
import { expired, luhnValid, parseExpiry } from '../../src/ui/gateways/card-form.js';
import { loadScript } from '../../src/ui/gateways/load-script.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import {
  buttonIn,
  challengeShown,
  fakeWindow,
  gatewaysSuite,
  host,
  mountOptions,
  outcome,
  scriptTags,
} from './gateways-suite.js';
import { pressShiftTab } from '../shared/keys.js';

describe('gateway adapters', () => {
  const { sandbox, scriptRequests, serveScript } = gatewaysSuite();

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
      await pressShiftTab();
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
          // The attribute, as autofill reads it: Firefox's `autocomplete` property knows no `cc-csc`.
          input.getAttribute('autocomplete'),
          input.inputMode,
          form.querySelector(`label[for="${input.id}"]`)!.textContent,
        ]),
      ).to.deep.equal([
        ['card-number', 'cc-number', 'numeric', 'Card number'],
        ['card-expiry', 'cc-exp', 'numeric', 'Expiry date (MM/YY)'],
        ['card-cvc', 'cc-csc', 'numeric', 'Security code (CVC)'],
        ['card-name', 'cc-name', '', 'Name on card (optional)'],
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

  it('has no adapter for an unknown gateway type', async () => {
    expect(await loadGateway('unknown')).to.equal(null);
    expect(await loadGateway(undefined)).to.equal(null);
  });
});
