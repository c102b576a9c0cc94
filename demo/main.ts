import Svc, { type ParentProduct, type Product } from '@svc/sdk';

const statusEl = document.querySelector<HTMLElement>('#status')!;
const listEl = document.querySelector<HTMLUListElement>('#products')!;

function formatMoney(minor: number | undefined, currency: string): string {
  if (minor === undefined) return '';
  return new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'currency', currency }).format(
    minor / 100,
  );
}

function lowestPrice(product: ParentProduct): number | undefined {
  const leaves: Product[] = product.variants ?? product.plans ?? product.pricings ?? [];
  const prices = leaves
    .map((leaf) => leaf.price)
    .filter((price): price is number => typeof price === 'number');
  return prices.length ? Math.min(...prices) : undefined;
}

function card(product: ParentProduct, currency: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'card';
  const title = document.createElement('h2');
  title.textContent = product.name ?? `Product ${product.id}`;
  const kind = document.createElement('p');
  kind.className = 'kind';
  kind.textContent =
    product.type === 'subscription' ? 'Subscription' : product.giftCard ? 'Gift card' : 'One-time';
  const price = document.createElement('p');
  price.className = 'price';
  const from = lowestPrice(product);
  price.textContent = from === undefined ? '' : `from ${formatMoney(from, currency)}`;
  const add = document.createElement('a');
  add.href = `/checkout/add/${product.id}`;
  add.className = 'add';
  add.textContent = 'Add to cart';
  // `/checkout/buy/{id}`: the widget adds the product, then opens the checkout.
  const buy = document.createElement('a');
  buy.href = `/checkout/buy/${product.id}`;
  buy.className = 'buy';
  buy.textContent = 'Buy now';
  buy.setAttribute('aria-label', `Buy now: ${product.name ?? `product ${product.id}`}`);
  add.setAttribute('aria-label', `Add to cart: ${product.name ?? `product ${product.id}`}`);
  item.append(title, kind, price, add, buy);
  return item;
}

async function main(): Promise<void> {
  const client = await Svc.init({ apiKey: 'demo-api-key', apiUrl: `${location.origin}/storefront/v1/` });
  document.querySelector('#shop-name')!.textContent = client.shop.name ?? 'Shop';
  document.title = `${client.shop.name} · svc demo`;
  const currency = client.shop.currencies?.find((c) => c.default)?.abbreviation ?? 'USD';
  const { data } = await client.products.list({ perPage: 50, expand: ['variants', 'pricings'] });
  listEl.replaceChildren(...data.map((product) => card(product, currency)));
  statusEl.textContent = `${data.length} products`;
}

/**
 * The buttons of "Every way to buy" call the widget's API once it is there. "Switch your plan"
 * puts a House Blend plan in the cart first (if none is there), so choosing another one asks
 * whether to replace it; "Make it a gift" does the same, so there is a subscription to give.
 */
const HOUSE_BLEND = 100;

async function withHouseBlend(svcCart: NonNullable<typeof window.svcCart>): Promise<void> {
  const held = svcCart.cart?.items.some((item) => item.product?.parentId === HOUSE_BLEND);
  if (!held) await svcCart.addItem({ productId: 101 });
}

document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>(
    '[data-configure], [data-gift], [data-replace], [data-add]',
  );
  const svcCart = window.svcCart;
  if (!button || !svcCart) return;
  const run = async () => {
    if (button.dataset.gift !== undefined) {
      await withHouseBlend(svcCart);
      svcCart.configureGift(null, true);
      svcCart.open(false);
      return;
    }
    if (button.dataset.add !== undefined) {
      // A finished item (a variant or plan ID): added at once, no view.
      await svcCart.addItem(JSON.parse(button.dataset.add) as Parameters<typeof svcCart.addItem>[0]);
      svcCart.open();
      return;
    }
    if (button.dataset.replace !== undefined) {
      await withHouseBlend(svcCart);
      await svcCart.configureItem({ productId: 102 });
      return;
    }
    const payload = JSON.parse(button.dataset.configure!) as Parameters<typeof svcCart.configureItem>[0];
    await svcCart.configureItem(payload);
  };
  // The widget shows what went wrong; the console keeps the details.
  run().catch((error: unknown) => console.error(error));
});

/** The event log: each widget event with the time and a short summary of its data. */
const log = document.querySelector<HTMLOListElement>('#event-log')!;

function summary(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const value = data as { id?: unknown; items?: unknown[]; email?: unknown; cart?: { id?: unknown } };
  if (Array.isArray(value.items)) return `cart ${String(value.id)}: ${value.items.length} line(s)`;
  if (typeof value.email === 'string') return value.email;
  if (value.cart) return `cart ${String(value.cart.id)}`;
  return '';
}

window.addEventListener('svc-cart-initialized', () => {
  const svcCart = window.svcCart!;
  for (const type of Object.keys(svcCart.events.type)) {
    if (type === 'CART_UPDATE') continue; // the same event as CART_UPDATED
    svcCart.events.on(type as keyof typeof svcCart.events.type, (error: unknown, data: unknown) => {
      const entry = document.createElement('li');
      const time = new Date().toTimeString().slice(0, 8);
      entry.textContent = `${time} ${type}${error ? ' (error)' : ''} ${summary(data)}`.trim();
      log.prepend(entry);
      while (log.children.length > 50) log.lastElementChild!.remove();
    });
  }
});

/**
 * The analytics log: what the widget pushes into `window.dataLayer` (the demo's config has
 * `analytics: true`), as a tag manager would receive it, after the consent box is ticked.
 */
const analyticsLog = document.querySelector<HTMLOListElement>('#analytics-log')!;
const dataLayer: unknown[] = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
const pushToLayer = dataLayer.push.bind(dataLayer);
dataLayer.push = (...entries: unknown[]) => {
  for (const entry of entries) {
    const { event, ecommerce } = (entry ?? {}) as {
      event?: string;
      ecommerce?: { value?: number; currency?: string; items?: { item_name?: string; quantity?: number }[] };
    };
    if (!event) continue;
    const item = document.createElement('li');
    const items = (ecommerce?.items ?? []).map((line) => `${line.quantity ?? 1}× ${line.item_name ?? '?'}`);
    const value = ecommerce?.value === undefined ? '' : ` ${ecommerce.value} ${ecommerce.currency ?? ''}`;
    item.textContent = `${new Date().toTimeString().slice(0, 8)} ${event}${value} ${items.join(', ')}`.trim();
    analyticsLog.prepend(item);
    while (analyticsLog.children.length > 50) analyticsLog.lastElementChild!.remove();
  }
  return pushToLayer(...entries);
};
const consent = document.querySelector<HTMLInputElement>('#analytics-consent')!;
consent.addEventListener('change', () => window.svcCart?.setAnalyticsConsent(consent.checked));

main().catch((error: unknown) => {
  statusEl.textContent = `Could not load the shop: ${error instanceof Error ? error.message : String(error)}`;
});
