/**
 * Harness for the customer portal's tests: a started widget against the sandbox, a signed-in
 * customer, and a portal part mounted under a provider of that widget (as `<svc-customer-portal>`
 * provides it to its parts).
 */
import { ContextProvider } from '@lit/context';
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { LitElement } from 'lit';
import { svcCartContext } from '../../src/controller/context.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { startWidget } from '../widget/helpers.js';

export { apiUrl, setupWidget, startWidget, nextEvent } from '../widget/helpers.js';
export { until } from '../shared/wait.js';

/** The sandbox's customer with a subscription in every status (customer 1). */
export const SHOPPER = { email: 'shopper@example.com', password: 'demo1234' };
/** Another customer: subscription 20 is theirs. */
export const OTHER = { email: 'other@example.com', password: 'other1234' };
/** The sandbox's one-time code. */
export const OTP_CODE = '123456';

/** Signs `who` in on the widget (cookie written, `SIGN_IN` emitted), as a returning subscriber. */
export async function signIn(svcCart: SvcCart, who = SHOPPER): Promise<void> {
  await svcCart.sdk!.auth.login(who);
  await svcCart.authenticate();
}

/** A started widget with the test customer signed in. */
export async function signedInWidget(): Promise<SvcCart> {
  const svcCart = await startWidget();
  await signIn(svcCart);
  return svcCart;
}

/** Provides its `controller` by context to what it holds, as `<svc-customer-portal>` does to its parts. */
export class ProvidingHost extends LitElement {
  static override properties = { controller: { attribute: false } };
  readonly #provider = new ContextProvider(this, { context: svcCartContext });
  set controller(value: SvcCart | undefined) {
    this.#provider.setValue(value);
  }
  get controller(): SvcCart | undefined {
    return this.#provider.value;
  }
}

/** A provider whose children are the part under test, in its light DOM. */
class PortalTestHost extends ProvidingHost {
  protected override createRenderRoot() {
    return this;
  }
}
if (!customElements.get('portal-test-host')) customElements.define('portal-test-host', PortalTestHost);

/**
 * Mounts `<tag>` inside a provider of `svcCart` and waits for its first render; returns the part.
 * The part's module must have defined the tag.
 */
export async function mountPart<T extends HTMLElement>(tag: string, svcCart: SvcCart): Promise<T> {
  const host = await fixture<PortalTestHost>(
    html`<portal-test-host .controller=${svcCart}></portal-test-host>`,
  );
  const part = document.createElement(tag) as T & { updateComplete?: Promise<unknown> };
  host.append(part);
  await part.updateComplete;
  return part;
}

/** The button of `root` whose text reads `label` (spaces folded); throws when there is none. */
export function buttonIn(root: ParentNode, label: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (button) => button.textContent!.replace(/\s+/g, ' ').trim() === label,
  );
  if (!found) throw new Error(`no button named ${label}`);
  return found;
}

/**
 * Runs `check` on a 320 px phone, then asserts that nothing is wider than the screen and that every
 * control of the part (`controls`, a selector in its shadow root) is at least 44 px tall.
 */
export async function fitsPhone(
  part: () => LitElement,
  controls: string,
  check: () => Promise<void>,
): Promise<void> {
  await setViewport({ width: 320, height: 640 });
  try {
    await check();
    await part().updateComplete;
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    const found = [...part().shadowRoot!.querySelectorAll<HTMLElement>(controls)];
    expect(found.length).to.be.greaterThan(0);
    const small = found.filter((control) => control.getBoundingClientRect().height < 44);
    expect(small.map((control) => control.outerHTML.slice(0, 80))).to.deep.equal([]);
  } finally {
    await setViewport({ width: 800, height: 600 });
  }
}
