/**
 * The gift view (`configureGift(null, true)`, `?gift`): the cart's subscription becomes a gift
 * with a start date from the shop's gifting dates, a number of orders, a message and optionally
 * the recipient's email, written as the cart's `giftInfo`.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-gift/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { giftingDates } from '../../sandbox/rules/cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { text, router, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setPageUrl, setupWidget, startWidget } from '../widget/helpers.js';
import { pressShiftTab, pressSpace } from '../shared/keys.js';

const { errorOf, fill, input, part, root: viewRoot, view } = viewTest('gift');

const dateInputs = () => [...view().querySelectorAll<HTMLInputElement>('input[name="startsAt"]')];

/** Mounts the gift view, opens the drawer and waits for the view's form (and its dates, when giftable). */
async function showGift(svcCart: SvcCart, options: { dates?: boolean } = {}): Promise<void> {
  svcCart.configureGift(null, true);
  svcCart.open(false);
  await waitFor(() => Boolean(viewRoot()?.querySelector('form')), 'the gift view');
  if (options.dates !== false) await waitFor(() => dateInputs().length > 0, 'the gifting dates');
}

async function cartWith(...payloads: Parameters<SvcCart['addItem']>[0][]): Promise<SvcCart> {
  const svcCart = await startWidget();
  for (const payload of payloads) await svcCart.addItem(payload);
  return svcCart;
}

describe('svc-view-gift', () => {
  const sandbox = setupWidget();

  const patches = async () => (await sandbox().sent()).filter((r) => r.method === 'PATCH').map((r) => r.body);
  const dateRequests = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'GET' && r.path.endsWith('/gifting-dates'));

  it('offers the shop’s gifting dates, writes giftInfo and closes the view (nothing added)', async () => {
    const svcCart = await cartWith({ productId: 101 });
    sandbox().clearSent();
    await showGift(svcCart);
    const dates = giftingDates();
    expect(dateInputs().map((radio) => radio.value)).to.deep.equal(dates);
    const label = new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric' }).format(
      new Date(`${dates[2]}T00:00:00`),
    );
    expect(text(dateInputs()[2]!.closest('label'))).to.equal(label);
    expect(text(view().querySelector('legend'))).to.equal('When should the gift start?');
    expect(text(view().querySelector('.muted'))).to.equal('Gift: House Blend Subscription');
    expect(input('numberOfOrders').value).to.equal('1');
    expect(await dateRequests()).to.have.length(1);

    dateInputs()[2]!.click();
    fill('numberOfOrders', '3');
    fill('message', '  Happy birthday!  ');
    fill('email', 'friend@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => svcCart.customization === null, 'the view to close');

    expect(await patches()).to.deep.equal([
      {
        giftInfo: {
          startsAt: dates[2],
          numberOfOrders: 3,
          message: 'Happy birthday!',
          email: 'friend@example.com',
        },
      },
    ]);
    expect(svcCart.cart!.giftInfo).to.deep.equal({
      startsAt: dates[2],
      numberOfOrders: 3,
      message: 'Happy birthday!',
      email: 'friend@example.com',
    });
    expect((await sandbox().sent()).filter((r) => r.method === 'POST')).to.deep.equal([]);
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([101]);
    await waitFor(() => panel()?.dataset.view === 'summary', 'the summary');
  });

  it('leaves the optional message and email out of giftInfo when they are empty', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    dateInputs()[0]!.click();
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => svcCart.customization === null, 'the view to close');
    expect(await patches()).to.deep.equal([{ giftInfo: { startsAt: giftingDates()[0], numberOfOrders: 1 } }]);
  });

  it('the page’s ?gift mounts the view at start', async () => {
    setPageUrl(`${location.pathname}?gift=1`);
    const svcCart = await startWidget();
    expect(svcCart.customization).to.deep.equal({ view: 'gift', payload: {} });
    svcCart.open(false);
    await waitFor(() => Boolean(viewRoot()?.querySelector('form')), 'the gift view');
    expect(panel()!.dataset.customization).to.equal('gift');
  });

  it('shows the router’s header: "Send it as a gift", without a product', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('Send it as a gift');
    expect(router()!.querySelector('[part="view-product"]')).to.equal(null);
  });

  it('prefills the cart’s existing giftInfo', async () => {
    const svcCart = await cartWith({ productId: 101 });
    const startsAt = giftingDates()[5]!;
    await svcCart.updateCart({
      giftInfo: { startsAt, numberOfOrders: 4, message: 'Enjoy', email: 'friend@example.com' },
    });
    await showGift(svcCart);
    expect(
      dateInputs()
        .filter((radio) => radio.checked)
        .map((radio) => radio.value),
    ).to.deep.equal([startsAt]);
    expect([input('numberOfOrders').value, input('message').value, input('email').value]).to.deep.equal([
      '4',
      'Enjoy',
      'friend@example.com',
    ]);
  });

  describe('a cart without a giftable subscription', () => {
    it('says only a subscription can be a gift, loads nothing and leads back to the cart', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      sandbox().clearSent();
      await showGift(svcCart, { dates: false });
      expect(text(part('view-body'))).to.equal(
        'Only a subscription can be sent as a gift. Add one to your cart first, then come back here.',
      );
      expect(view().querySelector('input')).to.equal(null);
      expect(text(part('submit-button'))).to.equal('Back to cart');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => svcCart.customization === null, 'the view to close');
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(svcCart.cart!.giftInfo ?? null).to.equal(null);
    });

    it('a subscription without giftingEnabled (120) is not giftable', async () => {
      const svcCart = await cartWith({ productId: 121 });
      await showGift(svcCart, { dates: false });
      expect(view().querySelector('input')).to.equal(null);
      expect(await dateRequests()).to.deep.equal([]);
    });

    it('brings the form once a giftable subscription lands in the cart', async () => {
      const svcCart = await startWidget();
      await showGift(svcCart, { dates: false });
      expect(view().querySelector('input')).to.equal(null);
      await svcCart.addItem({ productId: 101 });
      await waitFor(() => dateInputs().length === 14, 'the gifting dates');
      expect(svcCart.customization!.view).to.equal('gift');
    });
  });

  describe('validation', () => {
    it('requires a start date: the message next to the dates, focus on them, nothing sent', async () => {
      const svcCart = await cartWith({ productId: 101 });
      await showGift(svcCart);
      sandbox().clearSent();
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('startsAt') !== '', 'the date message');
      expect(errorOf('startsAt')).to.equal('Please choose a start date.');
      expect(view().querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal('startsAt-error');
      expect(deepActiveElement()).to.equal(dateInputs()[0]);
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(svcCart.customization!.view).to.equal('gift');
    });

    it('needs a whole number of orders of at least 1 and a valid email when one is given', async () => {
      const svcCart = await cartWith({ productId: 101 });
      await showGift(svcCart);
      sandbox().clearSent();
      dateInputs()[0]!.click();
      fill('numberOfOrders', '0');
      fill('email', 'friend@');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('numberOfOrders') !== '', 'the orders message');
      expect(errorOf('numberOfOrders')).to.equal('Enter a whole number of at least 1.');
      expect(errorOf('email')).to.equal('Enter a valid email address, such as name@example.com.');
      expect(input('numberOfOrders').getAttribute('aria-invalid')).to.equal('true');
      expect(input('numberOfOrders').getAttribute('aria-describedby')).to.equal(
        'numberOfOrders-hint numberOfOrders-error',
      );
      expect(deepActiveElement()).to.equal(input('numberOfOrders'));
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  it('shows the server’s refusal of giftInfo.startsAt next to the dates; the view stays', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    sandbox().worker.use(
      http.patch(
        '*/storefront/v1/carts/:cartId',
        () =>
          HttpResponse.json(
            {
              code: 'invalid_gift_date',
              message: 'This date is no longer available.',
              errors: { 'giftInfo.startsAt': ['This date is no longer available.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    dateInputs()[1]!.click();
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('startsAt') !== '', 'the server’s message');
    expect(errorOf('startsAt')).to.equal('This date is no longer available.');
    expect(part('view-error')).to.equal(null);
    expect(svcCart.customization!.view).to.equal('gift');
    expect(svcCart.cart!.giftInfo ?? null).to.equal(null);
  });

  it('a refusal of the whole giftInfo shows above the button', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    sandbox().worker.use(
      http.patch(
        '*/storefront/v1/carts/:cartId',
        () =>
          HttpResponse.json(
            {
              code: 'gifting_not_available',
              message: 'Nothing in this cart can be sent as a gift.',
              errors: { giftInfo: ['Nothing in this cart can be sent as a gift.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    dateInputs()[1]!.click();
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => part('view-error') !== null, 'the error');
    expect(text(part('view-error'))).to.equal('Nothing in this cart can be sent as a gift.');
    expect(svcCart.customization!.view).to.equal('gift');
  });

  it('a failed load of the dates offers Try again', async () => {
    sandbox().setFaults({ fail: ['cart.getGiftingDates'] });
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart, { dates: false });
    await waitFor(() => part('retry-button') !== null, 'the retry button');
    expect(text(view().querySelector('[part~="field-error"]'))).to.equal(
      'We could not complete that. Please try again.',
    );
    expect(part<HTMLButtonElement>('submit-button')!.disabled).to.equal(true);
    sandbox().setFaults({ fail: [] });
    part<HTMLButtonElement>('retry-button')!.click();
    await waitFor(() => dateInputs().length === 14, 'the gifting dates');
    expect(part<HTMLButtonElement>('submit-button')!.disabled).to.equal(false);
  });

  describe('cancel', () => {
    it('the back button closes the view and writes nothing', async () => {
      const svcCart = await cartWith({ productId: 101 });
      await showGift(svcCart);
      dateInputs()[0]!.click();
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      await waitFor(() => svcCart.customization === null, 'the view to close');
      expect(await patches()).to.deep.equal([]);
      expect(svcCart.cart!.giftInfo ?? null).to.equal(null);
    });

    it('Escape closes the widget and the view, writing nothing', async () => {
      const svcCart = await cartWith({ productId: 101 });
      await showGift(svcCart);
      dateInputs()[0]!.focus();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !svcCart.isOpen, 'the widget to close');
      expect(svcCart.customization).to.equal(null);
      expect(await patches()).to.deep.equal([]);
    });
  });

  it('the drawer passes axe: the form, its errors, and the notice without a subscription', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    await expect(dialog()!).to.be.accessible();
    fill('numberOfOrders', '');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('startsAt') !== '', 'the date message');
    await expect(dialog()!).to.be.accessible();
    await svcCart.removeItem(svcCart.cart!.items[0]!.id);
    await waitFor(() => view().querySelector('input') === null, 'the notice');
    await expect(dialog()!).to.be.accessible();
  });

  it('keyboard only: arrows pick a date, Tab through the fields, Enter saves', async () => {
    const svcCart = await cartWith({ productId: 101 });
    await showGift(svcCart);
    for (let presses = 0; presses < 20 && deepActiveElement()?.getAttribute('name') !== 'startsAt'; presses++)
      await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(dateInputs()[0]);
    await pressSpace();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('numberOfOrders');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('message');
    await sendKeys({ type: 'For you' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('email');
    await pressShiftTab();
    expect(deepActiveElement()?.id).to.equal('message');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.getAttribute('part')).to.equal('submit-button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => svcCart.customization === null, 'the view to close');
    expect(await patches()).to.deep.equal([
      { giftInfo: { startsAt: giftingDates()[2], numberOfOrders: 2, message: 'For you' } },
    ]);
  });
});
