/**
 * The build-a-box view (`svc-view-bundle`) for every shopper: axe, the keyboard and the screen
 * reader's words.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { dialog, tabTo } from '../elements/element-helpers.js';
import { startWidget } from '../widget/helpers.js';
import { allInView, choice, viewElement, viewUpdated, waitForText } from './bundle-helpers.js';
import { VIEW, add, bundleSuite, openBox, submit, text } from './bundle-suite.js';
import { pressSpace } from '../shared/keys.js';

describe('svc-view-bundle', () => {
  const { adds, fillBoxOfFour } = bundleSuite();

  describe('accessibility', () => {
    it('the drawer with the view passes axe, empty and with a full box', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await expect(dialog()!).to.be.accessible();
      await fillBoxOfFour();
      await waitForText(VIEW, 'price', 'Total $40.00');
      await expect(dialog()!).to.be.accessible();
    });

    it('a keyboard-only shopper fills the box and adds it', async () => {
      const svcCart = await startWidget();
      const mounted = await openBox(svcCart);
      await tabTo((element) => element === choice(VIEW, 'Every month'), 'the first plan');
      await pressSpace();
      await tabTo((element) => element === add('Ethiopia Guji'), 'Add one Ethiopia Guji');
      await sendKeys({ press: 'Enter' });
      await pressSpace();
      await tabTo((element) => element === add('Colombia Huila'), 'Add one Colombia Huila');
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Enter' });
      await viewUpdated(VIEW);
      expect(text('progress')).to.equal('Your box is full');
      await tabTo((element) => element === submit(), 'the add button');
      await sendKeys({ press: 'Enter' });
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds())[0]!.body).to.deep.include({ productId: 501, quantity: 1 });
    });

    it('shows every control inside a 375 px wide drawer', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      const view = viewElement(VIEW)!;
      view.style.width = '375px';
      await viewUpdated(VIEW);
      const right = view.getBoundingClientRect().right;
      const controls = allInView(VIEW, 'button, input, [part~="option"]');
      const outside = controls.filter((element) => element.getBoundingClientRect().right > right + 0.5);
      expect(outside.map((element) => element.outerHTML.slice(0, 60))).to.deep.equal([]);
    });
  });
});
