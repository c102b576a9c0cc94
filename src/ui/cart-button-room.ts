import type { SvcCart } from '../controller/svc-cart.js';
import type { CartButtonPosition } from '../core/config.js';
import { typeError } from '../core/errors.js';

/** Where the floating button sits when the shop sets nothing: bottom end, 24 px from the edges. */
export const DEFAULT_BUTTON_POSITION: CartButtonPosition = { align: 'end', bottom: 24, side: 24 };

/** What `settings.cartButtonPosition` came to, per widget's settings: checked (and reported) once. */
const checked = new WeakMap<object, CartButtonPosition>();

/**
 * `settings.cartButtonPosition` checked over its defaults (a key left out keeps its default). It is
 * checked here, in the chunks of the button and of the elements that keep room for it, not at start,
 * so the start set does not carry it; a wrong value is reported on the console, naming the field,
 * and the button keeps its default place.
 */
export function buttonPosition(cart: SvcCart): CartButtonPosition {
  let position = checked.get(cart.settings);
  if (!position) {
    position = check(cart.settings.cartButtonPosition);
    checked.set(cart.settings, position);
  }
  return position;
}

const FIELD = 'config.settings.cartButtonPosition';

function check(given: unknown): CartButtonPosition {
  if (given === undefined || given === null) return DEFAULT_BUTTON_POSITION;
  if (typeof given !== 'object' || Array.isArray(given)) {
    console.error(typeError('initialize', FIELD, 'an object', given));
    return DEFAULT_BUTTON_POSITION;
  }
  const values = given as Partial<Record<keyof CartButtonPosition, unknown>>;
  const result = { ...DEFAULT_BUTTON_POSITION };
  if (values.align !== undefined) {
    if (values.align !== 'start' && values.align !== 'end') {
      console.error(typeError('initialize', `${FIELD}.align`, "'start' or 'end'", values.align));
      return DEFAULT_BUTTON_POSITION;
    }
    result.align = values.align;
  }
  for (const name of ['bottom', 'side'] as const) {
    const distance = values[name];
    if (distance === undefined) continue;
    if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) {
      console.error(typeError('initialize', `${FIELD}.${name}`, 'a number of CSS px, 0 or more', distance));
      return DEFAULT_BUTTON_POSITION;
    }
    result[name] = distance;
  }
  return result;
}

/**
 * Whether `cart`'s floating button shows (`settings.cartButton`, the widget enabled, and no
 * `a.svc-cart` link of the page's own): the one rule the button and the elements that keep room
 * for it share.
 */
export function cartButtonFloats(cart: SvcCart | undefined): boolean {
  return Boolean(cart?.enabled && cart.settings.cartButton && !document.querySelector('a.svc-cart'));
}

/** The gap, in CSS px, kept between the floating button and the content it would cover. */
const GAP = 16;

/**
 * The room an element at the end of the shop's content keeps below itself while the floating
 * button shows, so its last controls can be scrolled out from under the button: the button's
 * size, its distance from the bottom of the window and a gap. An empty string when it does not
 * float. A CSS length (the button's size is `--svc-cart-button-size`, which the shop may set).
 */
export function cartButtonRoom(cart: SvcCart | undefined): string {
  if (!cart || !cartButtonFloats(cart)) return '';
  return `calc(var(--svc-cart-button-size, 3.5rem) + ${buttonPosition(cart).bottom + GAP}px)`;
}

/**
 * Keeps `cartButtonRoom(cart)` below `host` as its bottom padding (through the CSS object model,
 * which a strict CSP allows), or takes it away. Padding the shop set on the element itself wins.
 */
export function keepCartButtonRoom(host: HTMLElement, cart: SvcCart | undefined): void {
  const room = cartButtonRoom(cart);
  if (room) host.style.setProperty('--_cart-button-room', room);
  else host.style.removeProperty('--_cart-button-room');
}
