/**
 * What the hostile-content tests share (xss.test.ts, xss-checkout.test.ts): the payloads, the
 * tainted fixtures and the checks that nothing ran.
 */
import { expect } from '@open-wc/testing';
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
import { dialog, waitFor } from '../elements/element-helpers.js';
import { buttonNamed, partText, stepRoot, stepShown, until } from '../checkout/checkout-helpers.js';
import { rendered, setupWidget } from './helpers.js';
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
export function deepText(): string {
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
export function deepElements(): Element[] {
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

/**
 * The widget's sandbox for the hostile-content tests, with hooks that catch dialogs and policy
 * violations and restore the fixtures after each test; returns the tools the tests use.
 */
export function setupHostile() {
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

  /**
   * Signed in with saved data: contact's Continue, and the express path puts the saved address
   * with Standard and the saved 4242 card on the cart, so the review shows. With `checks`, the
   * delivery and payment steps are opened from the review's "Change" and checked on the way.
   */
  async function walkToReview(store: CheckoutStore, seeded: Map<string, string>, checks = false) {
    await until(() => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'), 'signed in');
    if (checks) {
      expect(deepText()).to.include(`Sam ${PAYLOADS[0]}`);
      await nothingRan();
    }
    buttonNamed(stepRoot('contact'), 'Continue').click();
    const review = async () => {
      await until(() => store.step === 'review', 'the review step');
      return stepShown('review');
    };
    if (!checks) {
      await review();
      return;
    }
    buttonNamed(await review(), 'Change delivery').click();
    await until(() => store.step === 'delivery', 'the delivery step');
    await stepShown('delivery');
    await until(
      () => stepRoot('delivery').querySelectorAll('input[name="method"]').length >= 2,
      'the delivery methods',
    );
    shown(seeded, [
      'addresses#1.addressOne',
      'addresses#1.city',
      'shippingMethods#1.name',
      'shippingMethods#2.name',
    ]);
    await fitsTheDrawer();
    await nothingRan();
    const standard = [
      ...stepRoot('delivery').querySelectorAll<HTMLInputElement>('input[name="method"]'),
    ].find((input) => input.closest('label')?.textContent?.includes(seeded.get('shippingMethods#1.name')!))!;
    expect(standard.checked).to.equal(true);
    stepRoot('delivery').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    buttonNamed(await review(), 'Change payment').click();
    await until(() => store.step === 'payment', 'the payment step');
    await stepShown('payment');
    await until(
      () => stepRoot('payment').querySelectorAll('input[name="payment-method"]').length === 3,
      'the saved cards',
    );
    await nothingRan();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await review();
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

  return { sandbox, hostileShop, walkToReview, nothingRan, shown, fitsTheDrawer, viewShown };
}
