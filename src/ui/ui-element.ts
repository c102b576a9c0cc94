/**
 * The base of the customization views (`SvcView`, views/view-kit.ts) and of the checkout's steps
 * (`CheckoutStepElement`, checkout/step-kit.ts): the controller the element follows, its widget's
 * language, and the element's own messages. `Key` is the element's catalog (the keys of the
 * English messages its `messages.ts` gives `defineMessages`), so `this.t('voucher.amount')` in
 * the voucher view compiles and a key of another catalog, or a misspelt one, does not.
 * Loaded with the first view or step, never at start.
 */
import { LitElement } from 'lit';
import { CartStateController } from './cart-state-controller.js';
import type { MessageParams } from '../core/i18n/localize.js';
import { LocalizeController } from './localize-controller.js';

export class UiElement<Key extends string = string> extends LitElement {
  protected readonly state = new CartStateController(this);
  protected readonly l10n = new LocalizeController(this, () => this.state.controller);

  /** The element's message `key` in its widget's language, `{name}` placeholders filled from `params`. */
  protected t(key: Key, params?: MessageParams): string {
    return this.l10n.text(key, params);
  }

  /** Minor units in the cart's currency, in its widget's language. */
  protected money(minor: number | null | undefined): string {
    return this.l10n.money(minor);
  }
}
