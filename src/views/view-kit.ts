/**
 * What every customization view shares (loaded with the first view, not at start): the base
 * class `SvcView` with the controller, the shopper's language, the finishing calls and the
 * server's errors kept by field, and the styles of options, fields and the action bar.
 */
import type { CartItemAddPayload, Product } from '@svc/sdk';
import { css } from 'lit';
import type { Customization } from '../controller/svc-cart.js';
import { fieldErrorsOf } from '../core/field-errors.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { formStyles } from '../ui/form.styles.js';
import { controls, tokens } from '../ui/tokens.js';
import { UiElement } from '../ui/ui-element.js';
import { leafView } from '../core/views.js';
import { optionCardStyles } from '../ui/option-styles.js';
import { skeletonStyles } from '../ui/skeleton.js';

/**
 * The base of the customization views. A view reads `customization` (set by the router), calls
 * `finish(payload)` with the finished item (or `advance(payload, leaf)` when the chosen leaf may
 * need another view), and shows `fieldError(name)` next to each field and `viewError` above its
 * action bar when the server refused the item. `busy` is true while the item is being added.
 * `Key` is the view's own catalog, which `t(key)` takes (see `UiElement`).
 */
export class SvcView<Key extends string = string> extends UiElement<Key> {
  static override styles = [tokens, controls, skeletonStyles];
  static override properties = {
    customization: { attribute: false },
    busy: { state: true },
    viewError: { state: true },
  };

  /** The mounted customization: view name, the `configureItem` payload, product or bundle. */
  declare customization?: Customization;
  declare busy: boolean;
  /** The last failure, in the shopper's words; `null` when there is none. */
  declare viewError: string | null;

  /** The server's errors of the last failed add, by payload field (`giftCard.customerEmail`, …). */
  protected fieldErrors: Record<string, string[]> = {};

  constructor() {
    super();
    this.busy = false;
    this.viewError = null;
  }

  /** The first server error for `field` (or a field below it), as text; `undefined` when none. */
  protected fieldError(field: string): string | undefined {
    const entry = Object.entries(this.fieldErrors).find(
      ([name]) => name === field || name.startsWith(`${field}.`),
    );
    return entry?.[1][0];
  }

  /**
   * Runs `work` as the view's one action: `busy` meanwhile (a second press is ignored), errors
   * kept by field and as `viewError`. Resolves whether it succeeded.
   */
  protected async run(work: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.viewError = null;
    this.fieldErrors = {};
    try {
      await work();
      return true;
    } catch (error) {
      this.fieldErrors = fieldErrorsOf(error) ?? {};
      this.viewError = shopperMessage(error, (key) => this.l10n.term(key)).text;
      return false;
    } finally {
      this.busy = false;
    }
  }

  /**
   * Adds the finished item (none: `null`) and closes the view, as `afterItemAdded` says. In edit
   * mode (`customization.edit`, the customer portal) the item is saved through `edit.submit`.
   */
  protected finish(payload: CartItemAddPayload | null): Promise<boolean> {
    const edit = this.customization?.edit;
    return this.run(() =>
      edit
        ? edit.submit(payload ?? (this.customization!.payload as CartItemAddPayload))
        : this.state.controller!.completeCustomization(payload),
    );
  }

  /**
   * The shopper chose a leaf (a plan, a variant): it is added at once, or the view it still needs
   * (survey, voucher, out of stock, subscription replacement) takes over, with the same promise.
   * In edit mode no other view follows: the item is saved as it is.
   */
  protected advance(payload: CartItemAddPayload, leaf: Product): Promise<boolean> {
    if (this.customization?.edit)
      return this.finish({ ...this.customization.payload, ...payload } as CartItemAddPayload);
    return this.run(async () => {
      const cart = this.state.controller!;
      const choice = { ...this.customization?.payload, ...payload };
      const next = leafView(cart.cart!, choice, leaf);
      if (next) cart.showCustomization({ view: next, payload: choice, product: leaf });
      else
        await cart.completeCustomization({
          ...this.customization?.payload,
          ...payload,
        } as CartItemAddPayload);
    });
  }
}

/** Layout shared by the views: option cards, fields, errors and the action bar at the bottom. */
export const viewKitStyles = css`
  ${optionCardStyles}
  ${formStyles}
`;
