/**
 * The variant view (`svc-view-variant`) for every shopper: axe, the keyboard, the screen reader's
 * words and a phone's width.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { dialog, tabTo } from '../elements/element-helpers.js';
import { text } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { startWidget } from '../widget/helpers.js';
import {
  card,
  choose,
  openVariant,
  part,
  quantityInput,
  radio,
  submitButton,
  variantSuite,
  view,
  viewElement,
} from './variant-suite.js';
import { pressSpace } from '../shared/keys.js';

describe('variant view', () => {
  const { sandbox, adds, serveProduct, mugWithSizes } = variantSuite();

  describe('accessibility', () => {
    it('the drawer passes axe: options with a disabled combination, volume table, add-ons, messages', async () => {
      await mugWithSizes();
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await openVariant(svcCart);
      await expect(dialog()).to.be.accessible();
      await choose('option-1', 'Slate');
      submitButton().click();
      await waitFor(() => text(view().querySelector('#option-2-error')) !== '', 'the message');
      await expect(dialog()).to.be.accessible();
    });

    it('the list of variants with volume prices passes axe', async () => {
      await serveProduct(210, (product) => {
        product.variants.push({
          ...structuredClone(product.variants[0]!),
          id: 212,
          name: '200 filters',
          priceScheme: null,
        });
      });
      const svcCart = await startWidget();
      await openVariant(svcCart, { productId: 210 });
      await choose('variant', 211);
      await expect(dialog()).to.be.accessible();
    });

    it('works with the keyboard only: Space chooses, Tab reaches the stepper, the add-ons and the button', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      sandbox().clearSent();
      const opened = await openVariant(svcCart);
      await tabTo((element) => element === radio('option-1', 'Sand'), 'the first colour', 40);
      await pressSpace();
      await viewElement().updateComplete;
      expect(radio('option-1', 'Sand').checked).to.equal(true);
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the + button', 40);
      await sendKeys({ press: 'Enter' });
      await viewElement().updateComplete;
      expect(quantityInput()!.value).to.equal('2');
      await tabTo((element) => element === radio('addon', 'separate'), 'the add-on choice', 40);
      await sendKeys({ press: 'ArrowUp' });
      await viewElement().updateComplete;
      expect(radio('addon', 'forever').checked).to.equal(true);
      await tabTo((element) => element === submitButton(), 'the submit button', 40);
      await sendKeys({ press: 'Enter' });
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 201, quantity: 2, addon: true, addonDuration: null }]);
    });

    it('fits a 375 px wide phone without horizontal scrolling', async () => {
      await mugWithSizes();
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await openVariant(svcCart);
      const before = { width: window.innerWidth, height: window.innerHeight };
      await setViewport({ width: 375, height: 740 });
      try {
        await waitFor(() => dialog()!.getBoundingClientRect().width <= 375, 'the phone layout');
        const body = part('view-body')!;
        expect(body.scrollWidth).to.be.at.most(body.clientWidth);
        for (const option of view().querySelectorAll('[part~="option"]'))
          expect(option.getBoundingClientRect().right).to.be.at.most(375);
      } finally {
        await setViewport(before);
      }
    });

    it('speaks the shopper’s language (French)', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('fr');
      await openVariant(svcCart);
      await waitFor(
        () => text(card('option-1', 'Slate')) === 'Slate Épuisé — me prévenir',
        'the French messages',
      );
      submitButton().click();
      await waitFor(() => text(view().querySelector('#option-1-error')) !== '', 'the message');
      expect(text(view().querySelector('#option-1-error'))).to.equal('Colour : veuillez faire un choix.');
    });
  });
});
