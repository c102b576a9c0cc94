/**
 * The drawer's currency and language menus keep their room from the first frame they are in the
 * header: when their code arrives after the drawer opened, nothing below them moves (the body and
 * the summary's lines stay where they were drawn), on the narrowest phone (320×640), where the two
 * menus side by side are wider than the header and must still take one row (so also on 390×844),
 * with their labels on one line and the currency code whole.
 * The menus' code is fetched once per page, so one test holds it.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { holdRequest } from '../shared/held-request.js';
import { until } from '../shared/wait.js';
import { dialog, settled, waitFor } from './element-helpers.js';
import { part } from './panel-helpers.js';

describe('the drawer’s menus keep their room', () => {
  const sandbox = setupWidget();
  before(() => setViewport({ width: 320, height: 640 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('the body does not move when the menus’ code arrives after the drawer opened, and the menus stay readable', async () => {
    const pickers = holdRequest(sandbox(), '*/svc-cart-pickers/index.ts');
    const svcCart = await startWidget({ settings: { localizationSettings: true } });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    // Not `openPanel`: its wait for the elements that load on demand would wait for the held code.
    svcCart.open();
    await until(() => dialog()?.open && dialog()!.querySelector('svc-cart-summary'), 'the drawer open');
    const drawer = dialog()!;
    await Promise.all(drawer.getAnimations().map((animation) => animation.finished));
    await until(() => pickers.asked() && part('pickers'), 'the menus asked for, their element in the header');
    expect(customElements.get('svc-cart-pickers'), 'the menus’ code is held').to.equal(undefined);
    const body = () => Math.round(part('body')!.getBoundingClientRect().top);
    const before = body();

    pickers.release();
    await waitFor(
      () => Boolean(part('pickers')?.shadowRoot?.querySelector('select')),
      'the currency and language menus',
    );
    await settled();
    expect(body(), 'the body’s top').to.equal(before);
    expect(part('pickers')!.getBoundingClientRect().height, 'the menus’ height: one row').to.equal(44);
    expect(dialog()!.querySelector('svc-cart-summary')).to.not.equal(null);

    // Shrinking, the menus stay readable: each label on one line, the currency code whole (the
    // language menu, with the long names, is the one that gives way).
    const menus = part('pickers')!.shadowRoot!;
    for (const label of menus.querySelectorAll('label')) {
      const text = document.createRange();
      text.selectNodeContents(label);
      expect(text.getClientRects().length, `the lines of “${label.textContent!.trim()}”`).to.equal(1);
    }
    const currency = menus.querySelector<HTMLSelectElement>('#currency')!;
    const unshrunk = currency.cloneNode(true) as HTMLSelectElement;
    unshrunk.style.setProperty('position', 'absolute');
    unshrunk.style.setProperty('visibility', 'hidden');
    menus.append(unshrunk);
    expect(currency.offsetWidth, 'the currency menu’s width').to.be.at.least(unshrunk.offsetWidth);
    unshrunk.remove();
  });
});
