/**
 * The manual start (`init: false`): wait for `svc-cart-loaded`, call `SvcCart.initialize(config)`
 * and keep the instance here; the widget sets no global on this path.
 */
import type { SvcCart } from '../src/controller/svc-cart.js';

const startStatus = document.querySelector<HTMLElement>('#start-status')!;
const globalStatus = document.querySelector<HTMLElement>('#global-status')!;
const countEl = document.querySelector<HTMLElement>('#item-count')!;
const addButton = document.querySelector<HTMLButtonElement>('#add-mug')!;

const MUG_SAND = 201;

function showCount(svcCart: SvcCart): void {
  const count = svcCart.itemCount;
  countEl.textContent = `${count} ${count === 1 ? 'item' : 'items'}`;
}

async function start(): Promise<void> {
  const SvcCartClass = window.SvcCart!;
  startStatus.textContent = 'Starting: SvcCart.initialize(config)…';
  const svcCart = await SvcCartClass.initialize(window.svcConfig!);
  startStatus.textContent = 'Started: the cart is ready.';
  globalStatus.textContent =
    window.svcCart === undefined
      ? 'window.svcCart is undefined; the page holds the instance'
      : 'window.svcCart is set';
  showCount(svcCart);
  svcCart.events.on(svcCart.events.type.CART_UPDATED, () => showCount(svcCart));
  svcCart.events.on(svcCart.events.type.CART_RESET, () => showCount(svcCart));
  addButton.disabled = false;
  addButton.addEventListener('click', () => {
    // Calls run in the widget's queue, in order. It shows what went wrong; the console keeps the details.
    svcCart.addItem({ productId: MUG_SAND, quantity: 1 }).catch((error: unknown) => console.error(error));
  });
}

function run(): void {
  start().catch((error: unknown) => {
    startStatus.textContent = `Could not start the cart: ${error instanceof Error ? error.message : String(error)}`;
  });
}

if (window.SvcCart) run();
else window.addEventListener('svc-cart-loaded', run, { once: true });
