/**
 * What the checkout's steps share: the base class `CheckoutStepElement` with the store (set by the
 * checkout element), the controller, the shopper's language, and the styles of fields, choices and
 * the action bar (src/ui/form.styles.ts, as in the views, so the checkout looks like the rest of the
 * widget).
 */
import { css } from 'lit';
import { fieldErrorsOf } from '../core/field-errors.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { UiElement } from '../ui/ui-element.js';
import { controls, tokens } from '../ui/tokens.js';
import { optionCardStyles } from '../ui/option-styles.js';
import { FollowController } from '../ui/follow-controller.js';
import { formStyles } from '../ui/form.styles.js';
import type { CheckoutView, StepError } from '../controller/checkout/checkout-store.js';

/**
 * Room kept around what a fault scrolls into view, so a sticky title above or the edge below does
 * not cover it (focus moved by the keyboard keeps it too).
 */
const faultRoom = css`
  [part~='field'],
  [part~='field-error'],
  [part~='view-error'],
  [part~='option'],
  fieldset {
    scroll-margin-block: 3.5rem 1rem;
  }
`;

/**
 * Every control of a step is at least 44×44 CSS px (docs/decisions.md, "Tap targets"): the text
 * fields and menus, and a consent's label, which takes the tap for its small checkbox.
 */
const tapRoom = css`
  [part~='field'] input:not([type='radio'], [type='checkbox']),
  [part~='field'] select {
    min-height: 2.75rem;
  }
  [part~='consent'] {
    min-height: 2.75rem;
    align-content: center;
  }
`;

/** The ids listed in `element`'s `aria-describedby`. */
const describedIds = (element: Element | null): string[] =>
  (element?.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

/**
 * The message shown about `target`: the first non-empty `field-error` among those describing it
 * or its group (a card's fieldset), else the step's `view-error`.
 */
function faultMessage(root: ParentNode, target: HTMLElement): HTMLElement | null {
  const ids = [...describedIds(target), ...describedIds(target.closest('fieldset'))];
  const lookup = (id: string) => root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  for (const id of ids) {
    const message = lookup(id);
    if (message?.matches('[part~="field-error"]') && message.textContent?.trim()) return message;
  }
  return root.querySelector<HTMLElement>('[part~="view-error"]');
}

/** `Key` is the step's own catalog, which `t(key)` takes (see `UiElement`). */
export class CheckoutStepElement<Key extends string = string> extends UiElement<Key> {
  static override styles = [tokens, controls, optionCardStyles, formStyles, faultRoom, tapRoom];
  static override properties = {
    store: { attribute: false },
  };

  /** The checkout's store; the element re-renders on each of its changes. */
  declare store?: CheckoutView;

  readonly #following = new FollowController<CheckoutView>(this);

  /** The step's failure last brought into view (a new one is, once the step has placed focus). */
  #revealedError: StepError | undefined;

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('store')) this.#following.follow(this.store);
  }

  override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    const store = this.store;
    const error = store ? store.errors[store.step] : undefined;
    if (error === this.#revealedError) return;
    this.#revealedError = error;
    // The step moves focus to the field at fault in its own `updated` (which runs after this one).
    if (error) void this.updateComplete.then(() => this.#revealFocused());
  }

  /**
   * Shows a fault: focus on `target` (the field, card or button at fault), then it, its group and
   * its message scrolled into view, the message below the fold or under a sticky title included.
   * False when there is no target.
   */
  protected revealFault(target: HTMLElement | null): boolean {
    if (!target) return false;
    target.focus({ preventScroll: true });
    const group = target.closest<HTMLElement>('fieldset, [part~="field"]');
    // The group first, then the message, then the control: the last one wins when all do not fit.
    const scrollIntoView = () => {
      if (!target.isConnected) return;
      for (const shown of [group, faultMessage(this.renderRoot, target), target])
        shown?.scrollIntoView({ block: 'nearest' });
    };
    scrollIntoView();
    // Once more after the next frame: Firefox, on a busy machine, now and then scrolled the step back
    // by the message's height in the frame the message appeared in (docs/decisions.md, "Tests in
    // three engines"). Where nothing moved, this scrolls nothing.
    requestAnimationFrame(() => requestAnimationFrame(scrollIntoView));
    return true;
  }

  /**
   * After a new failure of the step: what has focus in the step is revealed with its message; with
   * focus outside the step, the first field marked invalid (else the step's message) takes it.
   */
  #revealFocused(): void {
    const root = this.renderRoot;
    if (!this.isConnected || !(root instanceof ShadowRoot)) return;
    const focused = root.activeElement;
    if (focused instanceof HTMLElement) {
      this.revealFault(focused);
      return;
    }
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    const message = root.querySelector<HTMLElement>('[part~="view-error"]');
    if (!invalid && message && !message.hasAttribute('tabindex')) message.tabIndex = -1;
    this.revealFault(invalid ?? message);
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
