/**
 * Where the floating cart button sits (`settings.cartButtonPosition`) and the room the shop's
 * content keeps for it: on a phone (390×844) the button keeps its distances from the window's
 * edges, on the side the shop chose, and the last controls of a `<svc-list>` can be scrolled out
 * from under it. A wrong position is reported on the console, naming the field, and changes nothing.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { captureConsoleError } from '../../sdk/test/helpers.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import { until } from '../shared/wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { cartButton, settled } from './element-helpers.js';

const WIDTH = 390;
const HEIGHT = 844;

/** The floating button's distances from the window's bottom, left and right edges, in CSS px. */
function distances(): { bottom: number; left: number; right: number } {
  const box = cartButton()!.getBoundingClientRect();
  return {
    bottom: Math.round(HEIGHT - box.bottom),
    left: Math.round(box.left),
    right: Math.round(WIDTH - box.right),
  };
}

describe('the floating cart button’s position', () => {
  setupWidget();
  const extras: Element[] = [];
  before(() => setViewport({ width: WIDTH, height: HEIGHT }));
  afterEach(() => {
    for (const element of extras.splice(0)) element.remove();
    document.documentElement.removeAttribute('dir');
    window.scrollTo(0, 0);
  });

  it('sits 24 px from the bottom and the end side by default', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    await settled();
    expect(svcCart.settings.cartButtonPosition).to.deep.equal({});
    expect(distances()).to.deep.include({ bottom: 24, right: 24 });
  });

  it('sits where cartButtonPosition puts it: the start side, 88 px up, 12 px in', async () => {
    const svcCart = await startWidget({
      settings: { cartButton: true, cartButtonPosition: { align: 'start', bottom: 88, side: 12 } },
    });
    await settled();
    expect(svcCart.settings.cartButtonPosition).to.deep.equal({ align: 'start', bottom: 88, side: 12 });
    expect(distances()).to.deep.include({ bottom: 88, left: 12 });
  });

  it('a key left out keeps its default', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true, cartButtonPosition: { bottom: 80 } } });
    await settled();
    expect(svcCart.settings.cartButtonPosition).to.deep.equal({ bottom: 80 });
    expect(distances()).to.deep.include({ bottom: 80, right: 24 });
  });

  it('the start side is the right in a right-to-left page', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    await startWidget({ settings: { cartButton: true, cartButtonPosition: { align: 'start', side: 16 } } });
    await settled();
    expect(distances()).to.deep.include({ bottom: 24, right: 16 });
  });

  const WRONG: [unknown, string][] = [
    ['bottom', 'config.settings.cartButtonPosition must be an object (got string)'],
    [{ align: 'left' }, "config.settings.cartButtonPosition.align must be 'start' or 'end' (got string)"],
    [
      { bottom: '24px' },
      'config.settings.cartButtonPosition.bottom must be a number of CSS px, 0 or more (got string)',
    ],
    [
      { side: -4 },
      'config.settings.cartButtonPosition.side must be a number of CSS px, 0 or more (got number)',
    ],
  ];
  for (const [position, message] of WRONG)
    it(`reports cartButtonPosition ${JSON.stringify(position)} naming the field, and keeps the default place`, async () => {
      const logged = await captureConsoleError(async () => {
        await startWidget({ settings: { cartButton: true, cartButtonPosition: position as never } });
        await settled();
      });
      expect(logged.filter((line) => line.includes('cartButtonPosition'))).to.deep.equal([
        `TypeError: Cart Widget:initialize ${message}`,
      ]);
      expect(distances()).to.deep.include({ bottom: 24, right: 24 });
    });

  /** A `<svc-list>` of two cards at the end of a page taller than the window. */
  async function listAtTheEnd(): Promise<HTMLElement> {
    const before = document.createElement('div');
    before.style.height = `${HEIGHT * 2}px`;
    const list = document.createElement('svc-list');
    list.setAttribute('per-page', '2');
    list.innerHTML =
      '<template><h3><svc-data field="product.name">Name</svc-data></h3><svc-add-to-cart></svc-add-to-cart></template>';
    document.body.append(before, list);
    extras.push(before, list);
    return list;
  }

  /** The list's controls, its cards' and its paging, as boxes in the window. */
  const controlsOf = (list: HTMLElement) => [
    ...[...list.querySelectorAll('svc-add-to-cart')].map((add) => add.shadowRoot!.querySelector('button')!),
    ...list.shadowRoot!.querySelectorAll('[part="paging"] button'),
  ];

  it('a list at the end of the page keeps room below itself: scrolled to the end, no control is under the button', async () => {
    watchPageElements();
    const list = await listAtTheEnd();
    await startWidget({ settings: { cartButton: true } });
    await until(() => controlsOf(list).length === 4, 'the list’s cards and paging');
    await settled();
    // The button's size (3.5rem), its distance from the bottom (24 px) and a gap of 16 px.
    expect(getComputedStyle(list).paddingBottom).to.equal('96px');
    window.scrollTo(0, document.documentElement.scrollHeight);
    const button = cartButton()!.getBoundingClientRect();
    const lowest = Math.max(...controlsOf(list).map((control) => control.getBoundingClientRect().bottom));
    expect(lowest, 'the lowest control ends above the button').to.be.at.most(button.top);
  });

  it('keeps no room without the floating button', async () => {
    watchPageElements();
    const list = await listAtTheEnd();
    await startWidget();
    await until(() => controlsOf(list).length === 4, 'the list’s cards and paging');
    expect(getComputedStyle(list).paddingBottom).to.equal('0px');
  });
});
