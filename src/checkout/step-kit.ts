/**
 * What the checkout's steps share: the base class `CheckoutStepElement` with the store (set by the
 * checkout element), the controller, the shopper's language, and the styles of fields, choices and
 * the action bar (the views' kit, so the checkout looks like the rest of the widget).
 */
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { UiElement } from '../ui/ui-element.js';
import { controls, tokens } from '../elements/tokens.js';
import { viewKitStyles } from '../views/view-kit.js';
import type { CheckoutStore, StepError } from '../controller/checkout/checkout-store.js';

/** `Key` is the step's own catalog, which `t(key)` takes (see `UiElement`). */
export class CheckoutStepElement<Key extends string = string> extends UiElement<Key> {
  static override styles = [tokens, controls, viewKitStyles];
  static override properties = {
    store: { attribute: false },
  };

  /** The checkout's store; the element re-renders on each of its changes. */
  declare store?: CheckoutStore;

  #unsubscribe: (() => void) | undefined;
  #subscribedTo: CheckoutStore | undefined;

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#follow();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribedTo = undefined;
  }

  #follow(): void {
    if (this.#subscribedTo === this.store) return;
    this.#unsubscribe?.();
    this.#subscribedTo = this.store;
    this.#unsubscribe = this.store?.subscribe(() => this.requestUpdate());
  }

  /** A failure as a step error: the shopper's words and the server's field errors. */
  protected stepError(error: unknown): StepError {
    const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    return {
      message: shopperMessage(error, (key) => this.l10n.term(key)).text,
      ...(fields && typeof fields === 'object' ? { fields } : {}),
    };
  }
}
