// A shop's page script in plain TypeScript: the widget's globals, its controller and its events,
// typed by @svc/cart-widget (the cart's shape is @svc/sdk's). Runs in the browser.
// #region globals
/// <reference types="@svc/cart-widget" />

/** The widget's controller, as the global `window.svcCart` has it. */
type SvcCart = NonNullable<Window['svcCart']>;

window.svcConfig = {
  apiKey: '<API_KEY>',
  apiUrl: 'http://127.0.0.1:5176/storefront/v1/',
  settings: { cartButton: true },
};

/** Adds one Brewing Guide (its PDF, variant 231); resolves once it is in the cart or the shopper closed the view. */
export async function addGuide(svcCart: SvcCart): Promise<boolean> {
  const { finalized } = await svcCart.configureItem({ productId: 231, quantity: 1 });
  return finalized;
}

/** Follows the cart with the controller's events; returns the function that stops it. */
export function followCart(svcCart: SvcCart, show: (count: number) => void): () => void {
  return svcCart.events.on(svcCart.events.type.CART_UPDATED, (error, cart, meta) => {
    if (error) return console.error(error.message);
    // `cart` is the SDK's `Cart`: the event's data is typed by its name.
    console.log(`${cart.items.length} lines after ${meta?.action ?? 'a change'}`);
    show(svcCart.itemCount);
  });
}

// The same with the DOM events on `window`, which need no reference to the widget.
window.addEventListener('svc-cart:updated', (event) => {
  if (event.detail.error) console.error(event.detail.error.message);
  else console.log(`cart ${event.detail.data.id} updated by ${event.detail.action ?? 'the widget'}`);
});
// #endregion globals

// #region element-property
// A storefront element's documented property: `<svc-context>` names the product the elements inside it show.
const context = document.querySelector('svc-context');
if (context) context.productId = 200;
// #endregion element-property

// The types catch mistakes before the page runs: each line below is a compile error.
export function mistakes(svcCart: SvcCart): void {
  // @ts-expect-error: quantity is a number
  void svcCart.configureItem({ productId: 231, quantity: '1' });
  // @ts-expect-error: SvcCart has no method `opne`
  svcCart.opne();
  // @ts-expect-error: there is no event `CART_CHANGED`
  svcCart.events.on('CART_CHANGED', () => undefined);
  // @ts-expect-error: `svc-context`'s productId is a number
  document.createElement('svc-context').productId = '200';
}

if (window.svcCart) followCart(window.svcCart, (count) => console.log('items:', count));
