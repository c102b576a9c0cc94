/**
 * What the checkout's steps share: the base class `CheckoutStepElement` with the store (set by the
 * checkout element), the controller, the shopper's language, and the styles of fields, choices and
 * the action bar (src/ui/form.styles.ts, as in the views, so the checkout looks like the rest of the
 * widget).
 */
import { LitElement } from 'lit';
import { CartStateController } from '../ui/cart-state-controller.js';
import { fieldErrorsOf } from '../core/field-errors.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { LocalizeController } from '../elements/localize-controller.js';
import { controls, tokens } from '../ui/tokens.js';
import { optionCardStyles } from '../views/option-card.styles.js';
import { FollowController } from '../ui/follow-controller.js';
import { formStyles } from '../ui/form.styles.js';
import type { CheckoutStore, StepError } from '../controller/checkout/checkout-store.js';

export class CheckoutStepElement extends LitElement {
  static override styles = [tokens, controls, optionCardStyles, formStyles];
  static override properties = {
    store: { attribute: false },
  };

  /** The checkout's store; the element re-renders on each of its changes. */
  declare store?: CheckoutStore;

  protected readonly state = new CartStateController(this);
  protected readonly l10n = new LocalizeController(this, () => this.state.controller);
  readonly #following = new FollowController<CheckoutStore>(this);

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#following.follow(this.store);
  }

  /** A checkout message (the step's own catalog, see `defineMessages`). */
  protected t(key: string, params?: Record<string, string | number>): string {
    return this.l10n.text(key, params);
  }

  protected money(minor: number | null | undefined): string {
    return this.l10n.money(minor);
  }

  /** A failure as a step error: the shopper's words and the server's field errors. */
  protected stepError(error: unknown): StepError {
    const fields = fieldErrorsOf(error);
    return {
      message: shopperMessage(error, (key) => this.l10n.term(key)).text,
      ...(fields ? { fields } : {}),
    };
  }
}
