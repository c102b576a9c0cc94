// Functions that `npm run screenshots` (scripts/screenshots.mjs) runs in the page with
// `page.evaluate` or `page.waitForFunction`: each is self-contained (it is sent as its source).

/** Runs in the page: puts the widget in the state of scene `name`. */
export async function scene(name) {
  const { svcCart } = window;
  const configure = (payload) => void svcCart.configureItem(payload);
  switch (name) {
    case 'summary':
      await svcCart.addItem({ productId: 103, quantity: 1 });
      await svcCart.addItem({ productId: 211, quantity: 2, addon: true, addonDuration: null });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await svcCart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      await svcCart.applyCoupon('WELCOME10');
      return svcCart.open();
    case 'empty':
      return svcCart.open();
    case 'view-pricing':
      return configure({ productId: 100 });
    case 'view-variant':
      await svcCart.addItem({ productId: 101 });
      return configure({ productId: 200 });
    case 'view-survey':
      return configure({ productId: 111 });
    case 'view-survey-flow':
      return configure({ surveyId: 1 });
    case 'view-bundle':
      return configure({ bundleId: 1 });
    case 'view-bundle-plan':
      return configure({ productId: 520 });
    case 'view-voucher':
      return configure({ productId: 300 });
    case 'view-out-of-stock':
      return configure({ productId: 202 });
    case 'view-subscription-replacement':
      await svcCart.addItem({ productId: 101 });
      return configure({ productId: 101 });
    case 'view-error':
      return svcCart.configureItem({ productId: 999 }).catch(() => undefined);
    case 'view-gift':
      await svcCart.addItem({ productId: 101 });
      svcCart.configureGift(null, true);
      return svcCart.open(false);
  }
}

/**
 * Runs in the page: opens the embedded checkout on two mugs and clicks through it as a shopper
 * would, up to the step of scene `name` (`checkout-<step>`; `checkout-payment-card`: a new card typed
 * in on the payment step). The contact scene is a guest's email
 * form; the later ones sign in as the sandbox's shopper@example.com first (saved address, cards).
 */
export async function checkoutScene(name) {
  const { svcCart } = window;
  const target = name.replace('checkout-', '');
  /** The first element matching `selector` in the page, through every shadow root. */
  const deep = (selector, root = document) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(selector)) return element;
      const found = element.shadowRoot && deep(selector, element.shadowRoot);
      if (found) return found;
    }
    return null;
  };
  const until = async (find, what) => {
    const end = Date.now() + 20_000;
    while (Date.now() < end) {
      try {
        const found = find();
        if (found) return found;
      } catch {
        // not there yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`checkout scene ${name}: timed out waiting for ${what}`);
  };
  const step = (tag) => until(() => deep(tag)?.shadowRoot?.firstElementChild && deep(tag).shadowRoot, tag);

  if (target !== 'contact') {
    await svcCart.sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await svcCart.authenticate();
  }
  await svcCart.addItem({ productId: 201, quantity: 2 });
  svcCart.open('checkout');
  const contact = await step('svc-checkout-contact');
  if (target === 'contact') return;

  // Signed in, the step is its Continue button alone (in any language).
  await until(
    () => !contact.querySelector('input[name="email"]') && contact.querySelector('[part~="submit-button"]'),
    'the signed-in contact step',
  );
  contact.querySelector('[part~="submit-button"]').click();
  // The saved address, the cheapest method and the default card are put on the cart for the
  // customer (the express path): the review is next. The other steps are shown through its "Change".
  const review = await step('svc-checkout-review');
  const pay = await until(() => review.querySelector('[part~="submit-button"]'), 'the pay button');
  if (target === 'review') return;
  const change = (which) =>
    review.querySelector(`[part~="choice"][part~="${which}"] [part~="choice-change"]`).click();

  if (target === 'delivery') {
    change('delivery');
    const delivery = await step('svc-checkout-delivery');
    const standard = await until(
      () =>
        [...delivery.querySelectorAll('input[name="method"]')].find(
          (input) => input.checked && input.closest('label').textContent.includes('Standard'),
        ),
      'the delivery methods, Standard chosen',
    );
    return standard.scrollIntoView({ block: 'center' });
  }

  if (target === 'payment' || target === 'payment-card') {
    change('payment');
    const payment = await step('svc-checkout-payment');
    await until(() => payment.querySelectorAll('input[name="payment-method"]').length > 0, 'the saved cards');
    if (target === 'payment') return;
    // A new card typed in, as the shopper sees it before Continue: grouped number, MM/YY.
    payment.querySelector('[part~="add-card-button"]').click();
    const form = await until(
      () =>
        deep('svc-gateway-card-form')?.shadowRoot?.querySelector('#card-cvc') &&
        deep('svc-gateway-card-form').shadowRoot,
      'the card form',
    );
    for (const [id, value] of [
      ['card-number', '4242424242424242'],
      ['card-expiry', '1230'],
      ['card-cvc', '123'],
    ]) {
      const input = form.getElementById(id);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
    return form.getElementById('card-expiry').scrollIntoView({ block: 'center' });
  }

  pay.click();
  await step('svc-checkout-receipt');
}

/** Runs in the page: resolves once nothing in the drawer shows a loading state any more. */
export function settled() {
  const deep = (root, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) deep(element.shadowRoot, found);
    }
    return found;
  };
  const root = document.querySelector('svc-cart-root')?.shadowRoot;
  return Boolean(
    root &&
    deep(root).some((element) => element.matches('dialog[open]')) &&
    !deep(root).some((element) => element.matches('.spinner, [part~="loading"], [aria-busy="true"]')),
  );
}

/**
 * Runs in the page: true once every `<svc-money>` shows its price (in its shadow root), every
 * `<svc-media>` its picture, and the pictures in view have loaded.
 */
export function elementsPainted() {
  const moneys = [...document.querySelectorAll('svc-money')];
  const media = [...document.querySelectorAll('svc-media')];
  const pictures = media.map((element) => element.shadowRoot?.querySelector('img'));
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  return (
    moneys.length > 0 &&
    moneys.every((money) => money.shadowRoot?.textContent?.trim()) &&
    pictures.every(Boolean) &&
    pictures.filter(inView).every((image) => image.complete && image.naturalWidth > 0)
  );
}
