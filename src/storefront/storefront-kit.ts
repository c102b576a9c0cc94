/**
 * What the storefront elements inside a `<svc-context>` share: the context's state (re-rendered on
 * every new one), the widget from context (its language and currency), and the shop's own content
 * kept in a slot until the data is there.
 */
import { ContextConsumer } from '@lit/context';
import { LitElement } from 'lit';
import { CartStateController } from '../ui/cart-state-controller.js';
import { LocalizeController } from '../ui/localize-controller.js';
import { tokens } from '../ui/tokens.js';
import { storefrontContext, type StorefrontState } from './storefront-context.js';

export class StorefrontPart extends LitElement {
  static override styles = [tokens];

  protected readonly cart = new CartStateController(this);
  protected readonly l10n = new LocalizeController(this, () => this.cart.controller);
  readonly #context = new ContextConsumer(this, { context: storefrontContext, subscribe: true });

  /** The nearest `<svc-context>`'s state, once it provided one. */
  protected get context(): StorefrontState | undefined {
    return this.#context.value;
  }
}
