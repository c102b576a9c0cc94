/**
 * What the checkout's steps share: the base class `CheckoutStepElement` with the store (set by the
 * checkout element), the controller, the shopper's language, and the styles of fields, choices and
 * the action bar (src/ui/form.styles.ts, as in the views, so the checkout looks like the rest of the
 * widget).
 */
import { fieldErrorsOf } from '../core/field-errors.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { UiElement } from '../ui/ui-element.js';
import { controls, tokens } from '../ui/tokens.js';
import { optionCardStyles } from '../ui/option-styles.js';
import { FollowController } from '../ui/follow-controller.js';
import { formStyles } from '../ui/form.styles.js';
import type { CheckoutView, StepError } from '../controller/checkout/checkout-store.js';

/** `Key` is the step's own catalog, which `t(key)` takes (see `UiElement`). */
export class CheckoutStepElement<Key extends string = string> extends UiElement<Key> {
  static override styles = [tokens, controls, optionCardStyles, formStyles];
  static override properties = {
    store: { attribute: false },
  };

  /** The checkout's store; the element re-renders on each of its changes. */
  declare store?: CheckoutView;

  readonly #following = new FollowController<CheckoutView>(this);

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#following.follow(this.store);
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
