/**
 * Hostile content: a catalog of script-injection payloads put into everything the widget shows
 * that it did not write (product, plan and variant names, options, survey questions and answers,
 * bundles, delivery methods, pick-up points, addresses, the customer's name, offers, server error
 * messages, the shopper's own typed codes). Every view that shows them is drawn; nothing may run
 * (each payload sets `window.__xss`; no dialog, no policy violation, no injected element), and
 * the text is shown literally. Descriptions (HTML by the domain model) are not rendered at all.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import {
  bundles,
  funnelSteps,
  localPickups,
  products,
  shippingMethods,
  surveys,
} from '../../sandbox/fixtures.js';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { dialog, settled, waitFor } from '../elements/element-helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  openCheckout,
  partText,
  stepRoot,
  stepShown,
  until,
} from '../checkout/checkout-helpers.js';
import { rendered, setupWidget, startWidget } from './helpers.js';
import { microtasksDrained } from '../shared/wait.js';
import { brokenImageFailed } from '../shared/quiet.js';

const RUN = 'window.__xss=true';

/** Each payload runs `window.__xss = true` if it is ever treated as markup or code. */
export const PAYLOADS = [
  `<img src=x onerror="${RUN}">`,
  `<script>${RUN}</script>`,
  `<svg onload="${RUN}"><circle r="1"/></svg>`,
  `javascript:${RUN}`,
  `"><iframe srcdoc="<script>parent.__xss=true</script>"></iframe>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\\u003cimg src=x onerror=${RUN}\\u003e`,
  `' onmouseover='${RUN}' data-x='`,
  `<a href="javascript:${RUN}">click</a>`,
  `\${${RUN}} <style>*{display:none!important}</style>`,
  `\u202eevil\u202c zero\u200bwidth 👩🏽‍💻 ﷽ <b onclick="${RUN}">b</b>`,
  `${'W'.repeat(1200)}<img src=x onerror="${RUN}">`,
];

type Tree = Record<string, unknown>;
/** The display texts of the fixtures that get a payload; their subtrees `options`, `attributes`, `values` are matched by text and left alone. */
const TEXT_KEYS = new Set([
  'name',
  'title',
  'content',
  'pricingName',
  'ctaText',
  'address',
  'addressOne',
  'city',
]);
const SKIP = new Set(['options', 'attributes', 'values', 'offer', 'prices']);

const snapshot = structuredClone({ products, bundles, surveys, shippingMethods, localPickups, funnelSteps });

function restoreFixtures(): void {
  const fresh = structuredClone(snapshot);
  products.splice(0, products.length, ...fresh.products);
  bundles.splice(0, bundles.length, ...fresh.bundles);
  surveys.splice(0, surveys.length, ...fresh.surveys);
  shippingMethods.splice(0, shippingMethods.length, ...fresh.shippingMethods);
  localPickups.splice(0, localPickups.length, ...fresh.localPickups);
  Object.assign(funnelSteps, fresh.funnelSteps);
}

/**
 * Appends a payload to every display text below `roots` (key path by ids, e.g.
 * `products#100.leaves#101.name`), a different payload each time, and returns what was written.
 */
function taint(roots: Record<string, unknown>, seeded = new Map<string, string>()): Map<string, string> {
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((child: unknown, index) => {
        const id = (child as Tree | null)?.id;
        visit(child, `${path}#${id ?? index}`);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node as Tree)) {
      if (SKIP.has(key)) continue;
      if (TEXT_KEYS.has(key) && typeof value === 'string' && value) {
        const text = `${value} ${PAYLOADS[seeded.size % PAYLOADS.length]}`;
        (node as Tree)[key] = text;
        seeded.set(`${path}.${key}`, text);
      } else visit(value, `${path}.${key}`);
    }
  };
  for (const [name, root] of Object.entries(roots)) visit(root, name);
  return seeded;
}

/** Every text node under the widget's root, through shadow roots and slots, white space collapsed. */
function deepText(): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push((node as Text).data);
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    for (const child of node.childNodes) visit(child);
  };
  const root = document.querySelector('svc-cart-root');
  if (root) visit(root);
  return parts.join('').replace(/\s+/g, ' ');
}

/** Every element under the widget's root, through shadow roots. */
function deepElements(): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const element of node.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  const root = document.querySelector('svc-cart-root');
  if (root?.shadowRoot) visit(root.shadowRoot);
  if (root) visit(root);
  return found;
}

/** Elements or attributes only a payload would have put there. */
function injected(): string[] {
  const found: string[] = [];
  for (const element of deepElements()) {
    const tag = element.localName;
    if (['script', 'iframe', 'object', 'embed', 'style'].includes(tag)) found.push(tag);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc' || attribute.name === 'data-x')
        found.push(`${tag}[${attribute.name}]`);
      if (/^\s*javascript:/i.test(attribute.value)) found.push(`${tag}[${attribute.name}=javascript:]`);
    }
    if (tag === 'img' && /\/x$/.test((element as HTMLImageElement).src)) found.push('img src=x');
  }
  found.push(...[...document.querySelectorAll('body > iframe')].map(() => 'iframe on the page'));
  return found;
}

describe('hostile content: nothing runs, everything reads literally', () => {
  const sandbox = setupWidget();
  let alerts: string[];
  let violations: string[];
  const original = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
  const onViolation = (event: SecurityPolicyViolationEvent) =>
    violations.push(`${event.effectiveDirective} ${event.blockedURI}`);

  beforeEach(() => {
    delete (window as { __xss?: boolean }).__xss;
    alerts = [];
    violations = [];
    window.alert = (message?: unknown) => void alerts.push(`alert ${String(message)}`);
    window.confirm = (message?: string) => {
      alerts.push(`confirm ${message}`);
      return false;
    };
    window.prompt = (message?: string) => {
      alerts.push(`prompt ${message}`);
      return null;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
  });
  afterEach(() => {
    restoreFixtures();
    Object.assign(window, original);
    document.removeEventListener('securitypolicyviolation', onViolation);
  });

  /** Taints the catalog and the signed-in customer's data of the sandbox. */
  function hostileShop(): Map<string, string> {
    const { store } = sandbox();
    for (const customer of store.customers) {
      customer.firstName = `${customer.firstName} ${PAYLOADS[0]}`;
      customer.lastName = `${customer.lastName} ${PAYLOADS[1]}`;
    }
    return taint({
      products,
      bundles,
      surveys,
      shippingMethods,
      localPickups,
      funnelSteps,
      addresses: store.addresses,
    });
  }

  /** Signed in with saved data: contact → delivery (Standard) → payment (saved 4242) → review. */
  async function walkToReview(store: CheckoutStore, seeded: Map<string, string>, checks = false) {
    await until(() => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'), 'signed in');
    if (checks) {
      expect(deepText()).to.include(`Sam ${PAYLOADS[0]}`);
      await nothingRan();
    }
    buttonNamed(stepRoot('contact'), 'Continue').click();
    await until(() => store.step === 'delivery', 'the delivery step');
    await stepShown('delivery');
    await until(
      () => stepRoot('delivery').querySelectorAll('input[name="method"]').length >= 2,
      'the delivery methods',
    );
    if (checks) {
      shown(seeded, [
        'addresses#1.addressOne',
        'addresses#1.city',
        'shippingMethods#1.name',
        'shippingMethods#2.name',
      ]);
      await fitsTheDrawer();
      await nothingRan();
    }
    const standard = [
      ...stepRoot('delivery').querySelectorAll<HTMLInputElement>('input[name="method"]'),
    ].find((input) => input.closest('label')?.textContent?.includes(seeded.get('shippingMethods#1.name')!))!;
    standard.click();
    await checkoutUpdated();
    stepRoot('delivery').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await until(() => store.step === 'payment', 'the payment step');
    await stepShown('payment');
    await until(
      () => stepRoot('payment').querySelectorAll('input[name="payment-method"]').length === 3,
      'the saved cards',
    );
    if (checks) await nothingRan();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');
    await stepShown('review');
  }

  /**
   * Lets anything that would run, run (an image of the test's own failed after any image error in
   * the markup shown, and a task ran after that for policy reports), then checks that nothing did.
   */
  async function nothingRan(): Promise<void> {
    await rendered();
    await brokenImageFailed();
    await microtasksDrained();
    expect((window as { __xss?: boolean }).__xss, 'window.__xss').to.equal(undefined);
    expect(alerts, 'dialogs').to.deep.equal([]);
    expect(violations, 'policy violations').to.deep.equal([]);
    expect(injected(), 'injected elements').to.deep.equal([]);
  }

  /** The texts of `keys` are all on screen, literally. */
  function shown(seeded: Map<string, string>, keys: string[]): void {
    const text = deepText();
    for (const key of keys) {
      const value = seeded.get(key);
      expect(value, `seeded ${key}`).to.be.a('string');
      const visible = text.replace(/W{50,}/g, 'W…').slice(0, 1500);
      expect(text.includes(value!.replace(/\s+/g, ' ')), `${key} shown literally in: ${visible}`).to.equal(
        true,
      );
    }
  }

  /** No horizontal overflow: the drawer and its scroll areas keep their width; buttons stay inside. */
  async function fitsTheDrawer(): Promise<void> {
    const drawer = dialog()!;
    // Measured once the drawer has slid in.
    await Promise.all(drawer.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const box = drawer.getBoundingClientRect();
    expect(box.right, 'drawer right edge').to.be.at.most(window.innerWidth + 1);
    expect(drawer.scrollWidth, 'drawer scroll width').to.be.at.most(drawer.clientWidth + 1);
    for (const element of deepElements()) {
      const style = getComputedStyle(element);
      if (['auto', 'scroll'].includes(style.overflowX) && element.clientWidth > 0)
        expect(
          element.scrollWidth,
          `${element.localName}[part=${element.getAttribute('part')}] scrolls sideways`,
        ).to.be.at.most(element.clientWidth + 1);
      if (element.localName === 'button' && element.getClientRects().length) {
        const rect = element.getBoundingClientRect();
        expect(
          rect.right,
          `button "${element.textContent?.trim().slice(0, 30)}" inside the drawer`,
        ).to.be.at.most(box.right + 1);
      }
    }
  }

  /** Opens a customization view and waits until it is drawn. */
  async function viewShown(svcCart: SvcCart, open: () => Promise<unknown>, view: string): Promise<void> {
    open().catch(() => undefined);
    await waitFor(() => dialog()?.dataset.view === view, `the ${view} view`, 15_000);
    await waitFor(
      () => {
        const router = dialog()?.querySelector('svc-cart-customization')?.shadowRoot;
        const element = router?.querySelector(`svc-view-${view}`)?.shadowRoot;
        return Boolean(element?.querySelector('[part~="view-actions"], [part~="submit-button"]'));
      },
      `the ${view} view drawn`,
      15_000,
    );
    await rendered();
    expect(svcCart.isOpen).to.equal(true);
  }

  it('the summary and its lines: product, plan and variant names', async function () {
    this.timeout(30_000);
    const seeded = hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await svcCart.addItem({ productId: 101, quantity: 1 });
    await svcCart.addItem({ productId: 411, quantity: 1 });
    await svcCart.open();
    await settled();
    await nothingRan();
    shown(seeded, [
      'products#200.name',
      'products#200.leaves#201.name',
      'products#100.name',
      'products#410.name',
    ]);
    await fitsTheDrawer();
    await nothingRan();
  });

  const views: [string, string, (svcCart: SvcCart) => Promise<unknown>, string[]][] = [
    [
      'pricing',
      'pricing',
      (svcCart) => svcCart.configureItem({ productId: 100 }),
      ['products#100.name', 'products#100.leaves#102.pricingName'],
    ],
    ['variant', 'variant', (svcCart) => svcCart.configureItem({ productId: 200 }), ['products#200.name']],
    [
      'survey',
      'survey',
      (svcCart) => svcCart.configureItem({ productId: 111 }),
      [
        'surveys#1.questions#3.title',
        'surveys#1.questions#3.answers#31.content',
        'surveys#1.questions#4.answers#43.content',
        'surveys#1.questions#6.answers#61.content',
      ],
    ],
    [
      'survey-flow',
      'survey-flow',
      (svcCart) => svcCart.configureItem({ surveyId: 1 }),
      ['surveys#1.questions#1.title'],
    ],
    [
      'bundle',
      'bundle',
      (svcCart) => svcCart.configureItem({ bundleId: 1 }),
      ['bundles#1.name', 'bundles#1.rulesets#1.name', 'products#400.leaves#401.name'],
    ],
    [
      'bundle-plan',
      'bundle-plan',
      (svcCart) => svcCart.configureItem({ productId: 520 }),
      ['products#520.name', 'products#200.leaves#201.name'],
    ],
    ['voucher', 'voucher', (svcCart) => svcCart.configureItem({ productId: 301 }), ['products#300.name']],
    [
      'out-of-stock',
      'out-of-stock',
      (svcCart) => svcCart.configureItem({ productId: 202 }),
      ['products#200.name'],
    ],
  ];
  for (const [name, view, open, keys] of views) {
    it(`the ${name} view`, async function () {
      this.timeout(30_000);
      const seeded = hostileShop();
      const svcCart = await startWidget();
      await viewShown(svcCart, () => open(svcCart), view);
      shown(seeded, keys);
      await fitsTheDrawer();
      await nothingRan();
    });
  }

  it('the subscription replacement view: the plan in the cart and the new plan', async function () {
    this.timeout(30_000);
    const seeded = hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 101, quantity: 1 });
    await viewShown(svcCart, () => svcCart.configureItem({ productId: 102 }), 'subscription-replacement');
    shown(seeded, [
      'products#100.name',
      'products#100.leaves#101.name',
      'products#100.leaves#102.pricingName',
    ]);
    await nothingRan();
  });

  it('the gift view keeps a typed message as the field value', async function () {
    this.timeout(30_000);
    hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 101, quantity: 1 });
    const message = PAYLOADS.slice(0, 6).join(' ');
    await svcCart.updateCart({ giftInfo: { message } });
    // The gift view mounts without opening the widget: the page opens it.
    await viewShown(
      svcCart,
      async () => {
        svcCart.configureGift(null, true);
        await svcCart.open();
      },
      'gift',
    );
    const fields = deepElements().filter(
      (element) => element.localName === 'textarea',
    ) as HTMLTextAreaElement[];
    expect(fields.map((field) => field.value)).to.include(message);
    await nothingRan();
  });

  it('the error view: a server message made of every payload', async function () {
    this.timeout(30_000);
    hostileShop();
    const message = PAYLOADS.slice(0, 11).join(' ');
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/items', () =>
        HttpResponse.json({ code: 'hostile_rule', message }, { status: 422 }),
      ),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await waitFor(() => dialog()?.dataset.view === 'error', 'the error view', 15_000);
    const error = dialog()!.querySelector('svc-cart-error')!.shadowRoot!;
    expect(error.querySelector('[part="message"]')!.textContent).to.equal(message);
    await fitsTheDrawer();
    await nothingRan();
  });

  it("a typed coupon and gift card code, and the server's refusal that echoes them", async function () {
    this.timeout(30_000);
    hostileShop();
    const code = PAYLOADS[0]!;
    sandbox().worker.use(
      http.patch('*/storefront/v1/carts/:cartId', async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        if (typeof body.couponCode === 'string')
          return HttpResponse.json(
            { code: 'coupon_rule', message: `Coupon ${body.couponCode} ${PAYLOADS[4]}` },
            { status: 422 },
          );
        if (typeof body.giftCardCode === 'string')
          return HttpResponse.json(
            { code: 'gift_rule', message: `Gift card ${body.giftCardCode} ${PAYLOADS[2]}` },
            { status: 422 },
          );
        return undefined;
      }),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await svcCart.open();
    await settled();
    const summary = dialog()!.querySelector('svc-cart-summary')!.shadowRoot!;
    for (const [kind, words] of [
      ['coupon', `Coupon ${code} ${PAYLOADS[4]}`],
      ['gift-card', `Gift card ${code} ${PAYLOADS[2]}`],
    ] as const) {
      const input = summary.querySelector<HTMLInputElement>(`[part="${kind}-input"]`)!;
      input.value = code;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      summary.querySelector<HTMLButtonElement>(`[part="${kind}-button"]`)!.click();
      await waitFor(
        () => summary.querySelector(`[part="${kind}-error"]`) !== null,
        `the ${kind} error`,
        15_000,
      );
      expect(summary.querySelector(`[part="${kind}-error"]`)!.textContent).to.equal(words);
    }
    await nothingRan();
  });

  it('the checkout steps: the customer, addresses, delivery methods, pick-up, offers, the receipt', async function () {
    this.timeout(60_000);
    const seeded = hostileShop();
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    await walkToReview(store, seeded, true);
    // The review loads the delivery method's name after it is drawn.
    await until(
      () => deepText().includes(seeded.get('shippingMethods#1.name')!.replace(/\s+/g, ' ')),
      'the delivery method on the review',
    );
    shown(seeded, ['products#200.name', 'addresses#1.addressOne', 'shippingMethods#1.name']);
    await fitsTheDrawer();
    await nothingRan();

    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await until(() => store.step === 'done', 'the receipt');
    await stepShown('done');
    await until(
      () => deepText().includes(seeded.get('funnelSteps.post#4.title')!),
      'the post-purchase offer',
    );
    shown(seeded, ['products#200.name', 'funnelSteps.post#4.title']);
    await nothingRan();
  });

  it('a refused purchase: the server message shows as text on the review', async function () {
    this.timeout(60_000);
    const message = PAYLOADS.slice(0, 11).join(' ');
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/purchase', () =>
        HttpResponse.json({ code: 'hostile_refusal', message }, { status: 422 }),
      ),
    );
    const seeded = hostileShop();
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await walkToReview(await openCheckout(svcCart), seeded);
    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await waitFor(() => deepText().includes(message.replace(/\s+/g, ' ')), 'the refusal', 15_000);
    await nothingRan();
  });
});
