/**
 * Every control of every customization view is at least 44×44 CSS px on a phone (390×844): the
 * plan cards, the option buttons, the survey's steppers and choices, the box's chips, steppers and
 * tray, the gift card's and the gift's fields, and each view's back button and action bar.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { root } from '../elements/element-helpers.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { waitFor } from '../shared/widget-wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { allInView, openView, viewUpdated } from './view-helpers.js';

/** A House Blend plan in the cart, which the replacement and the gift views need. */
const HOUSE_BLEND_PLAN = 101;

/** Each view, how a shop opens it, and what shows it is drawn (a selector in its shadow root). */
const VIEWS: { name: string; payload: ConfigureItemPayload; ready: string; houseBlend?: boolean }[] = [
  { name: 'pricing', payload: { productId: 100 }, ready: '[part~="submit-button"]' },
  { name: 'variant', payload: { productId: 200 }, ready: '[part~="submit-button"]' },
  { name: 'survey', payload: { productId: 111 }, ready: '[data-question]' },
  { name: 'survey-flow', payload: { surveyId: 1 }, ready: '[data-question]' },
  { name: 'bundle', payload: { bundleId: 1 }, ready: '[part~="item"]' },
  { name: 'bundle-plan', payload: { productId: 520 }, ready: '[part~="option"]' },
  { name: 'voucher', payload: { productId: 300 }, ready: 'form' },
  { name: 'out-of-stock', payload: { productId: 202 }, ready: 'form' },
  {
    name: 'subscription-replacement',
    payload: { productId: 102 },
    ready: '[part~="submit-button"]',
    houseBlend: true,
  },
];

describe('the views’ tap targets on a phone', () => {
  setupWidget();
  before(() => setViewport({ width: 390, height: 844 }));

  for (const { name, payload, ready, houseBlend } of VIEWS)
    it(`svc-view-${name}: every control is at least 44×44`, async () => {
      const svcCart = await startWidget();
      if (houseBlend) await svcCart.addItem({ productId: HOUSE_BLEND_PLAN });
      await openView(svcCart, payload, name, ready);
      expect(allInView(name, ready), `the ${name} view is drawn`).to.not.have.length(0);
      expect(smallTapTargets(root().shadowRoot)).to.deep.equal([]);
    });

  it('svc-view-gift: the start dates, the number of orders and the message', async () => {
    const svcCart: SvcCart = await startWidget();
    await svcCart.addItem({ productId: HOUSE_BLEND_PLAN });
    svcCart.configureGift(null, true);
    svcCart.open(false);
    await waitFor(() => allInView('gift', 'input[name="startsAt"]').length > 0, 'the gifting dates');
    await viewUpdated('gift');
    expect(smallTapTargets(root().shadowRoot)).to.deep.equal([]);
  });
});
