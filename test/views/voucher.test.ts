/**
 * The voucher view: a gift card configured without `giftCard` gets its amount and its recipient
 * (email required, name, message) and is added as one card.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-voucher/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { router, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { pressShiftTab, pressSpace } from '../shared/keys.js';

const { errorOf, fill, input, open, part, root, updated, view } = viewTest('voucher');

const shown = () => Boolean(root()?.querySelector('form'));

/** Starts `configureItem` and waits until the voucher view shows; `state()` is its outcome so far. */
const configure = (svcCart: SvcCart, payload: ConfigureItemPayload) => open(svcCart, payload, 'form');

describe('svc-view-voucher', () => {
  const sandbox = setupWidget();

  /** The add requests that left the client. */
  const adds = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(r.path));

  it('adds the gift card 301 with the recipient and resolves { finalized: true }', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 301 });
    expect(part('amount')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Amount $25.00');
    expect(view().querySelectorAll('input[type="radio"]')).to.have.length(0);
    expect(part('notes')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'One gift card, sent to the recipient by email. Valid for 12 months.',
    );
    fill('email', ' friend@example.com ');
    fill('name', 'Alex');
    fill('message', 'Happy birthday!');
    await updated();
    expect(part('submit-button')!.textContent!.trim()).to.equal('Add to cart · $25.00');
    part<HTMLButtonElement>('submit-button')!.click();

    expect(await mounted.settled).to.deep.equal({ finalized: true });
    const [add, ...more] = await adds();
    expect(more).to.deep.equal([]);
    expect(add!.body).to.deep.equal({
      productId: 301,
      quantity: 1,
      giftCard: { customerEmail: 'friend@example.com', customerName: 'Alex', message: 'Happy birthday!' },
    });
    const line = svcCart.cart!.items[0]!;
    expect([line.productId, line.quantity, line.giftCard]).to.deep.equal([
      301,
      1,
      { customerEmail: 'friend@example.com', customerName: 'Alex', message: 'Happy birthday!' },
    ]);
    expect(svcCart.customization).to.equal(null);
    expect(panel()!.dataset.view).to.equal('summary');
  });

  it('leaves out the optional name and message when they are empty', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 302, quantity: 3 });
    fill('email', 'friend@example.com');
    fill('name', '   ');
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds()).map((r) => r.body)).to.deep.equal([
      { productId: 302, quantity: 1, giftCard: { customerEmail: 'friend@example.com' } },
    ]);
  });

  it('shows the router’s header: title and product, with the view inside svc-cart-customization', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 301 });
    expect(panel()!.dataset.customization).to.equal('voucher');
    const header = router()!;
    expect(header.querySelector('[part="view-title"]')!.textContent!.trim()).to.equal('Gift card details');
    expect(header.querySelector('[part="view-product"]')!.textContent!.trim()).to.equal('Gift Card');
    expect(header.querySelector('svc-view-voucher')!.getAttribute('exportparts')).to.contain('submit-button');
  });

  describe('denominations (the gift card product mounted as a parent)', () => {
    /** configureItem(300): the gift card's amounts and its recipient in one view. */
    async function configureParent(svcCart: SvcCart) {
      const mounted = await configure(svcCart, { productId: 300 });
      expect(svcCart.customization!.view).to.equal('voucher');
      expect((svcCart.customization!.product as { id: number }).id).to.equal(300);
      return mounted;
    }

    it('offers each denomination as a card with its price', async () => {
      const svcCart = await startWidget();
      await configureParent(svcCart);
      const cards = [...view().querySelectorAll('[part~="option"]')].map((card) =>
        card.textContent!.replace(/\s+/g, ' ').trim(),
      );
      expect(cards).to.deep.equal(['$25 $25.00', '$50 $50.00']);
      expect(view().querySelector('legend')!.textContent!.trim()).to.equal('Amount');
      expect(part('amount')).to.equal(null);
    });

    it('requires an amount: the message next to the cards, nothing sent', async () => {
      const svcCart = await startWidget();
      const mounted = await configureParent(svcCart);
      sandbox().clearSent();
      fill('email', 'friend@example.com');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('amount') !== '', 'the amount message');
      expect(errorOf('amount')).to.equal('Please choose an amount.');
      expect(deepActiveElement()).to.equal(view().querySelector('input[name="amount"]'));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(mounted.state()).to.equal('pending');
    });

    it('adds the chosen denomination', async () => {
      const svcCart = await startWidget();
      const mounted = await configureParent(svcCart);
      view().querySelectorAll<HTMLInputElement>('input[name="amount"]')[1]!.click();
      fill('email', 'friend@example.com');
      await updated();
      expect(part('submit-button')!.textContent!.trim()).to.equal('Add to cart · $50.00');
      part<HTMLButtonElement>('submit-button')!.click();
      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds()).map((r) => r.body)).to.deep.equal([
        { productId: 302, quantity: 1, giftCard: { customerEmail: 'friend@example.com' } },
      ]);
    });
  });

  describe('validation', () => {
    it('requires the recipient’s email: the message next to the field, focus on it, nothing sent', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 301 });
      sandbox().clearSent();
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('email') !== '', 'the email message');
      expect(errorOf('email')).to.equal('Enter the recipient’s email address.');
      expect(input('email').getAttribute('aria-invalid')).to.equal('true');
      expect(input('email').getAttribute('aria-describedby')).to.equal('email-error');
      expect(view().getElementById('email-error')!.getAttribute('role')).to.equal('alert');
      expect(deepActiveElement()).to.equal(input('email'));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(mounted.state()).to.equal('pending');
    });

    it('refuses an email address without a domain, and forgets the message once it is changed', async () => {
      const svcCart = await startWidget();
      await configure(svcCart, { productId: 301 });
      sandbox().clearSent();
      fill('email', 'friend@example');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('email') !== '', 'the email message');
      expect(errorOf('email')).to.equal('Enter a valid email address, such as name@example.com.');
      fill('email', 'friend@example.com');
      await updated();
      expect(errorOf('email')).to.equal('');
      expect(input('email').getAttribute('aria-invalid')).to.equal('false');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('the email field is type=email, required, without autofill', async () => {
      const svcCart = await startWidget();
      await configure(svcCart, { productId: 301 });
      const email = input('email');
      expect([email.type, email.required, email.autocomplete]).to.deep.equal(['email', true, 'off']);
      expect(view().querySelector('label[for="email"]')!.textContent!.trim()).to.equal('Recipient’s email');
      expect(input('message').localName).to.equal('textarea');
    });

    it('speaks German after setLanguage("de")', async () => {
      const svcCart = await startWidget();
      svcCart.setLanguage('de');
      await configure(svcCart, { productId: 301 });
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('email') !== '', 'the email message');
      expect(errorOf('email')).to.equal('Bitte geben Sie die E-Mail-Adresse der beschenkten Person ein.');
      expect(part('submit-button')!.textContent!.trim()).to.equal('In den Warenkorb · 25,00\u00a0$');
    });
  });

  it('shows the server’s refusal of giftCard.customerEmail next to the email field; the view stays', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 301 });
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/items',
        () =>
          HttpResponse.json(
            {
              code: 'validation_failed',
              message: 'This address cannot receive gift cards.',
              errors: { 'giftCard.customerEmail': ['This address cannot receive gift cards.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    fill('email', 'blocked@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('email') !== '', 'the server’s message');
    expect(errorOf('email')).to.equal('This address cannot receive gift cards.');
    expect(input('email').getAttribute('aria-invalid')).to.equal('true');
    expect(part('view-error')).to.equal(null);
    expect(deepActiveElement()).to.equal(input('email'));
    expect(svcCart.error).to.equal(null);
    expect(svcCart.customization!.view).to.equal('voucher');
    expect(svcCart.cart!.items).to.deep.equal([]);
    expect(mounted.state()).to.equal('pending');

    // Changed and sent again, it is added.
    fill('email', 'friend@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
  });

  it('a failure that concerns no field shows above the button', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 301 });
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/items', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    fill('email', 'friend@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => part('view-error') !== null, 'the view error');
    expect(part('view-error')!.textContent!.trim()).to.equal('We could not complete that. Please try again.');
    expect(part('view-error')!.getAttribute('role')).to.equal('alert');
    expect(errorOf('email')).to.equal('');
    expect(mounted.state()).to.equal('pending');
  });

  it('shows a spinner and aria-busy while adding, and a second press sends nothing more', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 301 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/items',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    fill('email', 'friend@example.com');
    const submit = part<HTMLButtonElement>('submit-button')!;
    submit.click();
    await waitFor(() => submit.getAttribute('aria-busy') === 'true', 'the busy button');
    expect(submit.querySelector('.spinner')).to.not.equal(null);
    submit.click();
    release();
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect(await adds()).to.have.length(1);
  });

  describe('cancel', () => {
    it('the back button resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 301 });
      fill('email', 'friend@example.com');
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('Escape closes the widget and resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 301 });
      input('email').focus();
      await sendKeys({ press: 'Escape' });
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(svcCart.isOpen).to.equal(false);
      expect(await adds()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 301 });
      svcCart.close();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.deep.equal([]);
    });
  });

  it('the drawer with the voucher view passes axe, also with errors shown', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 301 });
    await expect(dialog()!).to.be.accessible();
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('email') !== '', 'the email message');
    await expect(dialog()!).to.be.accessible();
  });

  it('the drawer with the denomination cards passes axe', async () => {
    const svcCart = await startWidget();
    svcCart.configureItem({ productId: 300 }).catch(() => undefined);
    await waitFor(() => svcCart.customization !== null, 'the customization');
    svcCart.showCustomization({ ...svcCart.customization!, view: 'voucher' });
    await waitFor(shown, 'the voucher view');
    await expect(dialog()!).to.be.accessible();
  });

  it('keyboard only: Tab through the fields, type, and press Enter to add', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 301 });
    /** Presses Tab until `id` has focus. */
    const tabTo = async (id: string) => {
      for (let presses = 0; presses < 20 && deepActiveElement()?.id !== id; presses++)
        await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.id, `focus on #${id}`).to.equal(id);
    };
    await tabTo('email');
    await sendKeys({ type: 'friend@example.com' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('name');
    await sendKeys({ type: 'Alex' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('message');
    await sendKeys({ type: 'Enjoy' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.getAttribute('part')).to.equal('submit-button');
    // Shift+Tab goes back to the message.
    await pressShiftTab();
    expect(deepActiveElement()?.id).to.equal('message');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(await mounted.settled).to.deep.equal({ finalized: true });
    expect((await adds()).map((r) => r.body)).to.deep.equal([
      {
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com', customerName: 'Alex', message: 'Enjoy' },
      },
    ]);
  });

  it('keyboard only: arrow keys choose a denomination', async () => {
    const svcCart = await startWidget();
    svcCart.configureItem({ productId: 300 }).catch(() => undefined);
    await waitFor(() => svcCart.customization !== null, 'the customization');
    svcCart.showCustomization({ ...svcCart.customization!, view: 'voucher' });
    await waitFor(shown, 'the voucher view');
    for (let presses = 0; presses < 20 && deepActiveElement()?.getAttribute('name') !== 'amount'; presses++)
      await sendKeys({ press: 'Tab' });
    await pressSpace();
    await sendKeys({ press: 'ArrowDown' });
    await updated();
    const radios = [...view().querySelectorAll<HTMLInputElement>('input[name="amount"]')];
    expect(radios.map((radio) => radio.checked)).to.deep.equal([false, true]);
    expect(part('submit-button')!.textContent!.trim()).to.equal('Add to cart · $50.00');
  });
});
