/**
 * `UiElement`, the base of views and steps: `t(key)` takes only the keys of the element's own
 * catalog (a wrong key is a compile error, which `npm run typecheck` checks through the
 * `@ts-expect-error` lines below), and shows the message in its widget's language.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { defineMessages } from '../../src/core/i18n/localize.js';
import { SvcView } from '../../src/views/view-kit.js';
import { CheckoutStepElement } from '../../src/checkout/step-kit.js';
import { UiElement } from '../../src/ui/ui-element.js';
import type { VoucherMessageKey } from '../../src/views/svc-view-voucher/messages.js';

const probe = {
  'probe.hello': 'Hello {name}',
  'probe.count': { one: '{count} box', other: '{count} boxes' },
};
defineMessages('probe', probe);
type ProbeKey = keyof typeof probe;

class ProbeElement extends UiElement<ProbeKey> {
  override render() {
    return html`<p>${this.t('probe.hello', { name: 'Ada' })}</p>
      <p>${this.t('probe.count', { count: 2 })}</p>`;
  }

  /** Never called: the lines the compiler must refuse. */
  wrongKeys(): string[] {
    return [
      // @ts-expect-error a key of another catalog (the voucher view's)
      this.t('voucher.amount'),
      // @ts-expect-error a misspelt key of its own catalog
      this.t('probe.helo'),
    ];
  }
}
customElements.define('svc-test-probe', ProbeElement);

/** A view and a step take their catalog the same way. */
export class ProbeView extends SvcView<VoucherMessageKey> {
  words(): string[] {
    // @ts-expect-error the view's catalog is the voucher's; a probe key is not in it
    return [this.t('voucher.amount'), this.t('probe.hello')];
  }
}
export class ProbeStep extends CheckoutStepElement<ProbeKey> {
  words(): string[] {
    // @ts-expect-error the step's catalog is the probe's; a voucher key is not in it
    return [this.t('probe.hello'), this.t('voucher.amount')];
  }
}

describe('UiElement', () => {
  it('t(key, params) shows the element’s own message with its placeholders and plural filled', async () => {
    const element = await fixture<ProbeElement>(html`<svc-test-probe></svc-test-probe>`);
    const texts = [...element.shadowRoot!.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).to.deep.equal(['Hello Ada', '2 boxes']);
  });
});
