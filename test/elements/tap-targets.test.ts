/**
 * Every control of the drawer is at least 44×44 CSS px on a phone (390×844): the close button, the
 * currency and language menus, a line's − / + and remove, the discount code and gift card fields
 * and buttons, applied codes' remove buttons and the empty cart's action.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { SANDBOX_GIFT_CARD_CODE } from '../../sandbox/fixtures.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { until } from '../shared/wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { dialog, root, settled, waitFor } from './element-helpers.js';
import { openPanel, part } from './panel-helpers.js';

/** The summary's shadow root in the open drawer. */
const summary = () => dialog()?.querySelector('svc-cart-summary')?.shadowRoot ?? null;
const summaryPart = (name: string) => summary()?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

/** Types `code` into the summary's `kind` entry and submits it, as a shopper does. */
async function applyCode(kind: 'coupon' | 'gift-card', code: string): Promise<void> {
  const input = summaryPart(`${kind}-input`) as HTMLInputElement;
  input.value = code;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  summaryPart(`${kind}-button`)!.click();
  await until(() => summaryPart(`${kind}-applied`), `the applied ${kind}`);
}

/** Opens the drawer with the pickers and waits for them and the code entries to be drawn. */
async function openWithPickers(svcCart: SvcCart): Promise<void> {
  await openPanel(svcCart);
  await waitFor(
    () => Boolean(part('pickers')?.shadowRoot?.querySelector('select')),
    'the currency and language menus',
  );
}

describe('the drawer’s tap targets on a phone', () => {
  setupWidget();
  before(() => setViewport({ width: 390, height: 844 }));

  it('the empty drawer: the close button, the menus and "Continue shopping"', async () => {
    const svcCart = await startWidget({ settings: { localizationSettings: true } });
    await openWithPickers(svcCart);
    await settled();
    expect(smallTapTargets(root().shadowRoot)).to.deep.equal([]);
  });

  it('with lines: each line’s − / + and remove, the code fields and their buttons, checkout', async () => {
    const svcCart = await startWidget({ settings: { localizationSettings: true } });
    await svcCart.addItem({ productId: 201, quantity: 2 });
    await svcCart.addItem({ productId: 231, quantity: 1 });
    await openWithPickers(svcCart);
    await until(() => summaryPart('coupon-input') && summaryPart('gift-card-input'), 'the code entries');
    expect(summary()!.querySelectorAll('svc-cart-line')).to.have.length(2);
    expect(smallTapTargets(root().shadowRoot)).to.deep.equal([]);
  });

  it('with a discount code and a gift card applied: their remove buttons', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 2 });
    await openPanel(svcCart);
    await until(() => summaryPart('coupon-input') && summaryPart('gift-card-input'), 'the code entries');
    await applyCode('coupon', 'welcome10');
    await applyCode('gift-card', SANDBOX_GIFT_CARD_CODE);
    await settled();
    expect(smallTapTargets(root().shadowRoot)).to.deep.equal([]);
  });
});
