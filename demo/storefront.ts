// A storefront written the way a shop writes its own: the catalogue comes from `@svc/sdk`, and
// the cart is the widget's, reached only through its public API (`window.svcConfig`, the
// `svc-cart-initialized` event, `window.svcCart`). Nothing here imports widget code, so the same
// page runs against production once `apiUrl` points there.
//
//   storefront.html              the product grid, a box built on the page, a fixed kit
//   storefront.html?product=200  a product page: its options, volume prices, "Add to cart"
import Svc, {
  isSvcApiError,
  type Bundle,
  type BundleItem,
  type BundlePlan,
  type ParentProduct,
  type Product,
  type SvcClient,
} from '@svc/sdk';

/** "Build Your Box": the shopper picks the items. */
const BOX_ID = 1;
/** "Starter Kit": a fixed bundle, bought as it is. */
const KIT_ID = 2;

type SvcCart = NonNullable<typeof window.svcCart>;
type CartPayload = Parameters<SvcCart['configureItem']>[0];

// ---------------------------------------------------------------------------- the cart widget

/** The widget, once its script has run. Clicks made before then wait for it here. */
const cartReady = new Promise<SvcCart>((resolve) => {
  if (window.svcCart) resolve(window.svcCart);
  else window.addEventListener('svc-cart-initialized', () => resolve(window.svcCart!), { once: true });
});

/**
 * Hands an item to the widget: it adds a finished item at once (or shows the view the item still
 * needs) and opens the cart. The button stays disabled until the widget is done with it.
 */
async function addToCart(button: HTMLButtonElement, payload: CartPayload): Promise<void> {
  button.disabled = true;
  try {
    const svcCart = await cartReady;
    await svcCart.configureItem(payload);
  } catch (error) {
    // The widget shows the shopper a failed add; a bad argument (a TypeError naming the field) is
    // a mistake in the page's code, so it is only logged.
    console.error(error);
  } finally {
    button.disabled = false;
  }
}

// ---------------------------------------------------------------------------- small helpers

/** Creates an element with properties and children. Strings become text, never HTML. */
function el<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  props: Partial<HTMLElementTagNameMap[Tag]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
}

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

/** A radio button or checkbox inside its label (the label names it). */
function choice(type: 'radio' | 'checkbox', name: string, value: string, label: string, checked = false) {
  return el('label', { className: 'choice' }, el('input', { type, name, value, checked }), ` ${label}`);
}

/**
 * The currency every price on the page is asked in (`x-currency`): the shop's default, which is
 * also the cart's unless the shopper changes it in the widget.
 */
let currency = 'USD';
const priceHeaders = () => ({ 'x-currency': currency });

/** Money is an integer in the currency's minor unit (1999 = 19.99 USD). */
function money(minor: number): string {
  const format = new Intl.NumberFormat(document.documentElement.lang, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** What a parent sells: the variants of a one-time product, the plans of a subscription. */
const leavesOf = (product: ParentProduct): Product[] =>
  (product.type === 'subscription' ? product.plans : product.variants) ?? [];

/** A leaf's prices by quantity, lowest quantity first. A flat price is one step at 1. */
function priceSteps(leaf: Product): { range: number; amount: number }[] {
  const ranges = leaf.priceScheme?.ranges ?? [{ range: 1, amount: leaf.price ?? 0 }];
  return [...ranges].sort((a, b) => a.range - b.range);
}

/** The price of one when `quantity` are bought: the last step the quantity reaches. */
function unitPrice(leaf: Product, quantity: number): number {
  const steps = priceSteps(leaf);
  const reached = steps.filter((step) => step.range <= quantity);
  return (reached.at(-1) ?? steps[0]!).amount;
}

/** "Every month", "Every 2 weeks": how often a plan comes. */
function frequency(plan: Product): string {
  const count = plan.frequencyCount ?? 1;
  return count === 1 ? `Every ${plan.frequencyUnit}` : `Every ${count} ${plan.frequencyUnit}s`;
}

/** A plan is named by its pricing name, else by how often it comes; a variant by its name. */
const leafLabel = (leaf: Product): string =>
  leaf.frequencyUnit ? leaf.pricingName || frequency(leaf) : (leaf.name ?? `#${leaf.id}`);

function stockText(leaf: Product): string {
  if (leaf.stockCount === 0) return 'Out of stock';
  if (leaf.stockCount != null && leaf.stockCount <= 5) return `Only ${leaf.stockCount} left`;
  return '';
}

const errorText = (error: unknown) =>
  isSvcApiError(error) ? error.serverMessage : 'The shop could not be reached. Try again later.';

// ---------------------------------------------------------------------------- the product grid

function productCard(product: ParentProduct): HTMLLIElement {
  const prices = leavesOf(product).map((leaf) => priceSteps(leaf)[0]!.amount);
  const lowest = Math.min(...prices);
  const card = el('li', { className: 'card product-card' });
  const image = product.images?.[0];
  if (image) card.append(el('img', { src: image.url, alt: '', width: 240, height: 240, loading: 'lazy' }));
  card.append(
    el('h3', {}, el('a', { href: `?product=${product.id}`, textContent: product.name ?? `#${product.id}` })),
    el('p', {
      className: 'price',
      textContent: prices.some((price) => price !== lowest) ? `from ${money(lowest)}` : money(lowest),
    }),
  );
  return card;
}

async function showProducts(sdk: SvcClient): Promise<void> {
  const status = $('#products-status');
  try {
    const { data } = await sdk.products.list({ perPage: 50, expand: ['variants', 'plans'] }, priceHeaders());
    // Bundles are bought through their own sections below (the box and the kit).
    const products = data.filter((product) => !product.bundleId && leavesOf(product).length > 0);
    $('#products').replaceChildren(...products.map(productCard));
    status.textContent = `${products.length} products`;
  } catch (error) {
    status.textContent = errorText(error);
  }
}

// ---------------------------------------------------------------------------- a product page

async function showProduct(sdk: SvcClient, productId: number): Promise<void> {
  $('#front').hidden = true;
  $('#product').hidden = false;
  const status = $('#product-status');
  let product: ParentProduct;
  try {
    product = await sdk.products.load(productId, null, priceHeaders());
  } catch (error) {
    $('#product-name').textContent = 'Not available';
    status.textContent = errorText(error);
    return;
  }
  const name = product.name ?? `#${product.id}`;
  document.title = `${name} · ${document.title}`;
  $('#product-name').textContent = name;
  const image = product.images?.[0];
  if (image) $('#product-image').append(el('img', { src: image.url, alt: '', width: 280, height: 280 }));

  const leaves = leavesOf(product);
  const options = product.options ?? [];
  const choices = $('#product-choices');
  const form = $<HTMLFormElement>('#product-form');
  const quantity = $<HTMLInputElement>('#product-quantity');
  const addButton = $<HTMLButtonElement>('#product-add');
  const buyLink = $<HTMLAnchorElement>('#product-buy');

  // Start from the first leaf in stock.
  const first = leaves.find((leaf) => leaf.stockCount !== 0) ?? leaves[0];
  if (leaves.length === 1 && options.length === 0) {
    // Only one thing to buy: say what it is ("100 filters").
    choices.append(el('p', { className: 'variant-name', textContent: leafLabel(leaves[0]!) }));
  } else if (options.length > 0) {
    // One group per option, its values as the choices. Each variant names its value of each option.
    for (const option of options) {
      const current = first?.options?.find((o) => o.id === option.id)?.value;
      choices.append(
        el(
          'fieldset',
          { className: 'choices' },
          el('legend', { textContent: option.name }),
          ...option.values.map((value) =>
            choice('radio', `option-${option.id}`, value, value, value === current),
          ),
        ),
      );
    }
  } else if (leaves.length > 1) {
    // No options (a subscription's plans, a gift card's amounts): choose the leaf itself.
    const legend = product.type === 'subscription' ? 'How often' : 'Choose';
    choices.append(
      el(
        'fieldset',
        { className: 'choices' },
        el('legend', { textContent: legend }),
        ...leaves.map((leaf) => choice('radio', 'leaf', String(leaf.id), leafLabel(leaf), leaf === first)),
      ),
    );
  }

  /** The leaf the choices point at; undefined when no variant has that combination. */
  function chosenLeaf(): Product | undefined {
    const data = new FormData(form);
    if (options.length > 0) {
      return leaves.find((leaf) =>
        options.every(
          (option) =>
            leaf.options?.find((o) => o.id === option.id)?.value === data.get(`option-${option.id}`),
        ),
      );
    }
    return leaves.length > 1 ? leaves.find((leaf) => String(leaf.id) === data.get('leaf')) : leaves[0];
  }

  let shown: Product | undefined;
  function render(leaf = chosenLeaf()): void {
    shown = leaf;
    const count = Math.max(1, Math.floor(quantity.valueAsNumber) || 1);
    const steps = leaf ? priceSteps(leaf) : [];
    const price = leaf ? unitPrice(leaf, count) : 0;
    // "$6.00 each", "$5.00 each · $15.00 for 3", "$18.00 every 2 weeks"
    const each = leaf?.frequencyUnit ? frequency(leaf).toLowerCase() : 'each';
    let priceText = `${money(price)} ${each}`;
    if (count > 1) priceText += ` · ${money(price * count)} for ${count}`;
    $('#product-price').textContent = leaf ? priceText : 'Not available in this combination';
    $('#product-steps').hidden = steps.length < 2;
    $('#product-steps-list').replaceChildren(
      ...steps.map((step) => el('li', { textContent: `${step.range} or more: ${money(step.amount)} each` })),
    );
    $('#product-stock').textContent = leaf ? stockText(leaf) : '';
    const available = leaf !== undefined && leaf.stockCount !== 0;
    addButton.disabled = !available;
    buyLink.hidden = !available;
    if (leaf) buyLink.href = `/checkout/buy/${leaf.id}`;
  }

  /** The product answer may be minutes old: ask for the chosen leaf's stock and price again. */
  async function refresh(): Promise<void> {
    const leaf = chosenLeaf();
    render(leaf);
    if (!leaf) return;
    try {
      const fresh = await sdk.products.loadVariant(leaf.id, null, { 'x-currency': currency });
      if (shown?.id === fresh.id) render(fresh);
    } catch {
      // Keep what the product answer said.
    }
  }

  choices.addEventListener('change', () => void refresh());
  quantity.addEventListener('input', () => render(shown));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!shown) return;
    void addToCart(addButton, {
      productId: shown.id,
      quantity: Math.max(1, quantity.valueAsNumber || 1),
    }).then(() => render(shown));
  });

  render(first ? chosenLeaf() : undefined);
  status.textContent = '';
  $('#product-body').hidden = false;
}

// ---------------------------------------------------------------------------- a box built on the page

/** A bundle plan is a subscription plan or a one-time variant; its ID is what the cart gets. */
const planProductId = (bundlePlan: BundlePlan) => bundlePlan.plan?.id ?? bundlePlan.variant?.id;
const planLabel = (bundlePlan: BundlePlan) => leafLabel((bundlePlan.plan ?? bundlePlan.variant)!);

async function showBox(sdk: SvcClient): Promise<void> {
  const status = $('#box-status');
  const form = $<HTMLFormElement>('#box-form');
  const addButton = $<HTMLButtonElement>('#box-add');
  const quoteText = $('#box-quote');
  let bundle: Bundle;
  let items: BundleItem[];
  try {
    [bundle, { data: items }] = await Promise.all([
      sdk.bundles.load(BOX_ID, { expand: ['plans.plan', 'plans.variant'] }, priceHeaders()),
      sdk.bundles.loadItems(BOX_ID, { expand: ['product'], perPage: 100 }, priceHeaders()),
    ]);
  } catch (error) {
    status.textContent = errorText(error);
    return;
  }
  const rulesets = bundle.rulesets ?? [];
  $('#box-heading').textContent = bundle.name ?? 'Build your box';

  $('#box-plans').append(
    ...bundle.plans.map((bundlePlan, index) =>
      choice('radio', 'plan', String(planProductId(bundlePlan)), planLabel(bundlePlan), index === 0),
    ),
  );
  $('#box-sizes').textContent =
    `Pick the items for a ${rulesets.map((ruleset) => ruleset.name).join(' or a ')}.`;

  $('#box-items').replaceChildren(
    ...items.map((item) => {
      const id = `box-item-${item.productId}`;
      const name = item.product?.name ?? `#${item.productId}`;
      const extra = item.extraPrice ?? 0;
      // A box priced as a whole shows only the surcharges; otherwise each item's own price.
      let price = '';
      if (bundle.priceType !== 'total') price = money((item.product?.price ?? 0) + extra);
      else if (extra > 0) price = `+${money(extra)}`;
      const limits = (item.settings ?? [])
        .filter((setting) => setting.maxQuantity != null)
        .map((setting) => {
          const size = rulesets.find((ruleset) => ruleset.id === setting.rulesetId)?.name;
          return `At most ${setting.maxQuantity} in a ${size}`;
        });
      const note = [price, item.stockCount === 0 ? 'Out of stock' : '', ...limits]
        .filter(Boolean)
        .join(' · ');
      const input = el('input', {
        id,
        name: id,
        type: 'number',
        min: '0',
        value: '0',
        disabled: item.stockCount === 0,
      });
      if (item.stockCount != null) input.max = String(item.stockCount);
      input.setAttribute('aria-describedby', `${id}-note`);
      return el(
        'li',
        {},
        el('label', { htmlFor: id, textContent: name }),
        input,
        el('span', { className: 'note', id: `${id}-note`, textContent: note }),
      );
    }),
  );

  $('#box-preferences').replaceChildren(
    ...bundle.preferences.map((preference) =>
      el(
        'fieldset',
        { className: 'choices' },
        el('legend', { textContent: preference.title ?? preference.name ?? 'Preference' }),
        ...preference.values.map((value) =>
          choice('checkbox', `preference-${preference.attributeId}`, String(value.id), value.value ?? ''),
        ),
      ),
    ),
  );

  /** The box as the shopper set it up, in the shape `quote` and the cart take. */
  function selection() {
    const data = new FormData(form);
    const picked = items
      .map((item) => ({
        productId: item.productId,
        quantity: Number(data.get(`box-item-${item.productId}`) ?? 0),
      }))
      .filter((item) => item.quantity > 0);
    return {
      productId: Number(data.get('plan')),
      items: picked,
      preferences: bundle.preferences
        .map((preference) => ({
          attributeId: preference.attributeId,
          values: data.getAll(`preference-${preference.attributeId}`).map(Number),
        }))
        .filter((preference) => preference.values.length > 0),
      count: picked.reduce((sum, item) => sum + item.quantity, 0),
    };
  }

  let latest = 0;
  /** Prices the box as it is now; answers to older set-ups are dropped. */
  async function quote(): Promise<void> {
    const run = ++latest;
    const { productId, items: picked, preferences, count } = selection();
    addButton.disabled = true;
    const fits = rulesets.find(
      (ruleset) => count >= (ruleset.minQuantity ?? 0) && count <= (ruleset.maxQuantity ?? Infinity),
    );
    if (!fits) {
      const next = rulesets.find((ruleset) => (ruleset.minQuantity ?? 0) > count);
      quoteText.textContent = next
        ? `${count} picked: add ${next.minQuantity! - count} more for a ${next.name}.`
        : `${count} picked: that is more than the largest box holds.`;
      return;
    }
    quoteText.textContent = 'Pricing your box…';
    try {
      const answer = await sdk.bundles.quote(
        BOX_ID,
        { productId, quantity: 1, items: picked, preferences },
        null,
        priceHeaders(),
      );
      if (run !== latest) return;
      const saved = answer.discount ? ` (you save ${money(answer.discount)})` : '';
      quoteText.textContent = `${fits.name}: ${money(answer.total ?? 0)}${saved}`;
      addButton.textContent = fits.ctaText || 'Add the box';
      addButton.disabled = false;
    } catch (error) {
      if (run === latest) quoteText.textContent = errorText(error);
    }
  }

  form.addEventListener('input', () => void quote());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { productId, items: picked, preferences } = selection();
    void addToCart(addButton, { productId, quantity: 1, bundle: { items: picked, preferences } }).then(quote);
  });

  void quote();
  status.textContent = '';
  form.hidden = false;
}

// ---------------------------------------------------------------------------- a fixed bundle

async function showKit(sdk: SvcClient): Promise<void> {
  const status = $('#kit-status');
  try {
    const kit = await sdk.bundles.load(KIT_ID, { expand: ['plans.plan', 'plans.variant'] }, priceHeaders());
    const bundlePlan = kit.plans[0]!;
    const leaf: Product = (bundlePlan.plan ?? bundlePlan.variant)!;
    $('#kit-heading').textContent = kit.name ?? 'Starter Kit';
    $('#kit-summary').textContent = kit.deliveryInfo ?? '';
    $('#kit-price').textContent = money(priceSteps(leaf)[0]!.amount);
    const image = kit.images?.[0];
    if (image) $('#kit-image').append(el('img', { src: image.url, alt: '', width: 96, height: 96 }));
    const button = $<HTMLButtonElement>('#kit-add');
    // A fixed bundle is added by its ID, with the plan it is bought as.
    button.addEventListener('click', () => void addToCart(button, { bundleId: KIT_ID, productId: leaf.id }));
    status.textContent = '';
    $('#kit-body').hidden = false;
  } catch (error) {
    status.textContent = errorText(error);
  }
}

// ---------------------------------------------------------------------------- start

async function main(): Promise<void> {
  // The page's own SDK, with the key and address the widget reads from window.svcConfig.
  const { apiKey, apiUrl } = window.svcConfig!;
  const sdk = await Svc.init({ apiKey: apiKey!, apiUrl });
  currency = sdk.shop.currencies?.find((c) => c.default)?.abbreviation ?? currency;
  $('#shop-name').textContent = sdk.shop.name ?? 'Shop';
  document.title = `${sdk.shop.name} · svc demo`;

  const productId = Number(new URLSearchParams(location.search).get('product'));
  if (productId > 0) await showProduct(sdk, productId);
  else await Promise.all([showProducts(sdk), showBox(sdk), showKit(sdk)]);
}

main().catch((error: unknown) => {
  $('#shop-name').textContent = 'The shop could not be loaded';
  console.error(error);
});
