/**
 * The variant view (`svc-view-variant`): the variants of a one-time product as option buttons or
 * a list, from `configureItem({ productId: <parent> })` to the line in the cart, with quantity,
 * volume prices, add-ons when a subscription is in the cart, and the hand-over to the
 * out-of-stock and voucher views. Its accessibility is in variant-access.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../elements/element-helpers.js';
import { router, text } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, startWidget } from '../widget/helpers.js';
import {
  card,
  choose,
  openVariant,
  part,
  quantityInput,
  radio,
  setQuantity,
  submitButton,
  variantSuite,
  view,
  viewElement,
} from './variant-suite.js';

describe('variant view', () => {
  const { sandbox, adds, serveProduct, mugWithSizes } = variantSuite();

  describe('option buttons', () => {
    it('renders product 200 through the router: one button per colour, none chosen', async () => {
      const svcCart = await startWidget();
      await openVariant(svcCart);
      expect(panel()!.dataset.view).to.equal('variant');
      expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('Choose an option');
      expect(text(view().querySelector('legend'))).to.equal('Colour');
      expect(text(card('option-1', 'Sand'))).to.equal('Sand');
      expect(text(card('option-1', 'Slate'))).to.equal('Slate Sold out — notify me');
      expect([radio('option-1', 'Sand').disabled, radio('option-1', 'Slate').disabled]).to.deep.equal([
        false,
        false,
      ]);
      expect([radio('option-1', 'Sand').checked, radio('option-1', 'Slate').checked]).to.deep.equal([
        false,
        false,
      ]);
      expect(text(part('price'))).to.equal('$14.00');
      expect(text(submitButton())).to.equal('Add to cart');
    });

    it('adds the chosen colour and quantity: exact payload, { finalized: true }, the line in the cart', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      await choose('option-1', 'Sand');
      expect(text(view().querySelector('#quantity-hint'))).to.equal('25 in stock');
      expect(quantityInput()!.max).to.equal('25');
      part('increase')!.click();
      await viewElement().updateComplete;
      expect(quantityInput()!.value).to.equal('2');
      expect(text(submitButton())).to.equal('Add to cart · $28.00');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 201, quantity: 2 }]);
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 2]]);
      expect(svcCart.customization).to.equal(null);
    });

    it('a sold-out colour stays choosable and leads to the out-of-stock view', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart, { productId: 200, quantity: 2 });
      await choose('option-1', 'Slate');
      expect(text(submitButton())).to.equal('Notify me');
      expect(quantityInput()).to.equal(null);
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'out-of-stock', 'the out-of-stock view');
      const product = svcCart.customization!.product as { id: number; parent?: { id: number } };
      expect([product.id, product.parent?.id]).to.deep.equal([202, 200]);
      expect(svcCart.customization!.payload).to.deep.include({ productId: 202, quantity: 1 });
      expect(await adds()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });

    it('combinations that do not exist are disabled and say so', async () => {
      await mugWithSizes();
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      expect(text(part('price'))).to.equal('From $14.00');
      await choose('option-1', 'Slate');
      expect(radio('option-2', 'Large').disabled).to.equal(true);
      expect(text(card('option-2', 'Large'))).to.equal('Large Not available in this combination');
      expect(text(card('option-2', 'Regular'))).to.equal('Regular Sold out — notify me $14.00');
      await choose('option-1', 'Sand');
      expect(radio('option-2', 'Large').disabled).to.equal(false);
      // Only one variant per value now: the cards show its price (the prices differ).
      expect(text(card('option-2', 'Large'))).to.equal('Large $18.00');
      expect(text(card('option-2', 'Regular'))).to.equal('Regular $14.00');
      await choose('option-2', 'Large');
      expect(radio('option-1', 'Slate').disabled).to.equal(true);
      await choose('option-2', 'Regular');
      expect(text(part('price'))).to.equal('$14.00');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1 }]);
    });
  });

  describe('a list of variants', () => {
    it('a product without options lists its variants with price and stock', async () => {
      const svcCart = await startWidget();
      await openVariant(svcCart, { productId: 400 });
      expect(text(view().querySelector('legend'))).to.equal('Choose one');
      const cards = [...view().querySelectorAll('input[name="variant"]')].map((input) =>
        text(input.closest('[part~="option"]')),
      );
      expect(cards).to.deep.equal([
        'Ethiopia Guji $12.00',
        'Colombia Huila $11.00',
        'Sumatra Mandheling 5 in stock $11.50',
        'Kenya Nyeri $13.00',
      ]);
    });

    it('a sold-out variant in the list is marked and stays choosable', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart, { productId: 410 });
      expect(text(card('variant', 412))).to.equal('Dark Chocolate Sold out — notify me $4.50');
      await choose('variant', 412);
      expect(text(submitButton())).to.equal('Notify me');
      submitButton().click();
      await waitFor(() => svcCart.customization?.view === 'out-of-stock', 'the out-of-stock view');
      expect(opened.state()).to.equal('pending');
    });

    it('the stepper stops at the stock', async () => {
      const svcCart = await startWidget();
      await openVariant(svcCart, { productId: 400 });
      await choose('variant', 403);
      await setQuantity('5');
      expect(part('increase')!.getAttribute('aria-disabled')).to.equal('true');
      part('increase')!.click();
      await viewElement().updateComplete;
      expect(quantityInput()!.value).to.equal('5');
      expect(text(submitButton())).to.equal('Add to cart · $57.50');
    });

    it('a gift card with its recipient given takes no quantity and is added as one card', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      const giftCard = { customerEmail: 'friend@example.com' };
      const opened = await openVariant(svcCart, { productId: 300, giftCard });
      expect(quantityInput()).to.equal(null);
      expect(view().querySelector('input[name="addon"]')).to.equal(null);
      await choose('variant', 302);
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 101 }, { productId: 302, quantity: 1, giftCard }]);
    });
  });

  describe('volume prices', () => {
    it('shows the price steps, marks the one that applies and adds at that price', async () => {
      // Paper Filters with a second pack size, so the view opens; 211 is the fixture's volume-priced pack.
      await serveProduct(210, (product) => {
        product.variants.push({
          ...structuredClone(product.variants[0]!),
          id: 212,
          name: '200 filters',
          priceScheme: null,
          price: 1100,
        });
      });
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart, { productId: 210 });
      expect(part('volume-pricing')).to.equal(null);
      await choose('variant', 211);
      const table = part('volume-pricing')!;
      expect(text(table.querySelector('caption'))).to.equal('Buy more, pay less');
      const rows = () =>
        [...table.querySelectorAll('tbody tr')].map((row) => [text(row), row.getAttribute('aria-current')]);
      expect(rows()).to.deep.equal([
        ['1–2 $6.00', 'true'],
        ['3 or more $5.00', null],
      ]);
      await setQuantity('3');
      expect(rows()).to.deep.equal([
        ['1–2 $6.00', null],
        ['3 or more $5.00', 'true'],
      ]);
      expect(text(submitButton())).to.equal('Add to cart · $15.00');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 211, quantity: 3 }]);
      const line = svcCart.cart!.items[0]!;
      expect([line.productId, line.quantity, line.price]).to.deep.equal([211, 3, 500]);
    });
  });

  describe('add-ons', () => {
    const addonCards = () =>
      [...view().querySelectorAll<HTMLInputElement>('input[name="addon"]')].map((input) => [
        text(input.closest('[part~="option"]')),
        input.checked,
      ]);

    it('are offered once a subscription is in the cart, "Buy separately" chosen at first', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await openVariant(svcCart);
      expect(text(view().querySelectorAll('legend')[1])).to.equal('Add it to your subscription?');
      expect(addonCards()).to.deep.equal([
        ['Add to my next delivery only Ships with your next subscription delivery, charged once.', false],
        [
          'Add to every delivery Ships and is charged with every subscription delivery until you remove it.',
          false,
        ],
        ['Buy separately A one-time purchase with this order.', true],
      ]);
    });

    const cases: [string, string, Record<string, unknown>, [boolean, 1 | null]][] = [
      ['"next delivery only"', 'once', { addon: true, addonDuration: 1 }, [true, 1]],
      ['"every delivery"', 'forever', { addon: true, addonDuration: null }, [true, null]],
      ['"buy separately"', 'separate', {}, [false, null]],
    ];
    for (const [name, choice, fields, [addon, duration]] of cases) {
      it(`${name} sends ${JSON.stringify(fields)}`, async () => {
        const svcCart = await startWidget();
        await svcCart.addItem({ productId: 101 });
        sandbox().clearSent();
        const opened = await openVariant(svcCart);
        await choose('option-1', 'Sand');
        await choose('addon', choice);
        submitButton().click();
        expect(await opened.settled).to.deep.equal({ finalized: true });
        expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1, ...fields }]);
        const line = svcCart.cart!.items.find((item) => item.productId === 201)!;
        expect([line.addon, line.addonDuration]).to.deep.equal([addon, duration]);
      });
    }

    it('the configureItem payload’s add-on is chosen at first', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await openVariant(svcCart, { productId: 200, addon: true, addonDuration: 1 });
      expect(radio('addon', 'once').checked).to.equal(true);
    });

    it('are never offered without a subscription in the cart, and a payload’s add-on is not sent', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      sandbox().clearSent();
      const opened = await openVariant(svcCart, { productId: 200, addon: true, addonDuration: null });
      expect(view().querySelector('input[name="addon"]')).to.equal(null);
      await choose('option-1', 'Sand');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([{ productId: 201, quantity: 1 }]);
    });

    it('disappear when the subscription leaves the cart', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 101 });
      await openVariant(svcCart);
      expect(view().querySelector('input[name="addon"]')).to.not.equal(null);
      await svcCart.removeItem(svcCart.cart!.items[0]!.id);
      await viewElement().updateComplete;
      expect(view().querySelector('input[name="addon"]')).to.equal(null);
    });
  });

  describe('validation and refusals', () => {
    it('without a colour: the message next to the colours, focus on them, nothing sent', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      sandbox().clearSent();
      submitButton().click();
      await waitFor(() => text(view().querySelector('#option-1-error')) !== '', 'the message');
      expect(text(view().querySelector('#option-1-error'))).to.equal('Colour: please choose one.');
      expect(view().querySelector('#option-1-error')!.getAttribute('role')).to.equal('alert');
      expect(view().querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal('option-1-error');
      expect(deepActiveElement()).to.equal(radio('option-1', 'Sand'));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
      await choose('option-1', 'Sand');
      expect(text(view().querySelector('#option-1-error'))).to.equal('');
    });

    it('without a variant from the list: the message next to the list, nothing sent', async () => {
      const svcCart = await startWidget();
      await openVariant(svcCart, { productId: 400 });
      sandbox().clearSent();
      submitButton().click();
      await waitFor(() => text(view().querySelector('#variant-error')) !== '', 'the message');
      expect(text(view().querySelector('#variant-error'))).to.equal('Please choose an option.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('more than the stock: the message next to the quantity, nothing sent', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart, { productId: 400 });
      sandbox().clearSent();
      await choose('variant', 403);
      await setQuantity('6');
      submitButton().click();
      await waitFor(() => text(view().querySelector('#quantity-error')) !== '', 'the message');
      expect(text(view().querySelector('#quantity-error'))).to.equal('Only 5 are available.');
      expect(quantityInput()!.getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(quantityInput());
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(opened.state()).to.equal('pending');
    });

    it('a quantity that is not a whole number: the message next to it, nothing sent', async () => {
      const svcCart = await startWidget();
      await openVariant(svcCart);
      sandbox().clearSent();
      await choose('option-1', 'Sand');
      await setQuantity('');
      submitButton().click();
      await waitFor(() => text(view().querySelector('#quantity-error')) !== '', 'the message');
      expect(text(view().querySelector('#quantity-error'))).to.equal('Enter a whole number of at least 1.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('the server’s refusal (not enough stock with the cart’s line) is shown next to the quantity', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 20 });
      sandbox().clearSent();
      const opened = await openVariant(svcCart);
      await choose('option-1', 'Sand');
      await setQuantity('10');
      submitButton().click();
      await waitFor(() => text(view().querySelector('#quantity-error')) !== '', 'the refusal');
      expect(text(view().querySelector('#quantity-error'))).to.equal('Only 25 left.');
      expect(quantityInput()!.getAttribute('aria-invalid')).to.equal('true');
      expect(part('view-error')).to.equal(null);
      expect(await adds()).to.deep.equal([{ productId: 201, quantity: 10 }]);
      expect(svcCart.customization!.view).to.equal('variant');
      expect(svcCart.error).to.equal(null);
      expect(opened.state()).to.equal('pending');
      // Changing the quantity clears the server's message; 5 more fit.
      await setQuantity('5');
      expect(text(view().querySelector('#quantity-error'))).to.equal('');
      submitButton().click();
      expect(await opened.settled).to.deep.equal({ finalized: true });
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[201, 25]]);
    });
  });

  describe('leaving without adding', () => {
    it('the back button resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      await choose('option-1', 'Sand');
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      radio('option-1', 'Sand').focus();
      await sendKeys({ press: 'Escape' });
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const opened = await openVariant(svcCart);
      svcCart.close();
      expect(await opened.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });
});
