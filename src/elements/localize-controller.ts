import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SvcCart } from '../controller/svc-cart.js';
import { formatDate, formatMoney } from '../core/i18n/format.js';
import { directionOf, msg, useLanguage, type MessageKey, type MessageParams } from '../core/i18n/localize.js';

/**
 * Gives an element the shopper's language: `term(key, params)`, `money(minor)`, `date(value)`.
 * It follows `svcCart.state.languageCode` and re-renders once another language's messages loaded.
 */
export class LocalizeController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #cart: () => SvcCart | undefined;

  constructor(host: ReactiveControllerHost, cart: () => SvcCart | undefined) {
    this.#host = host;
    this.#cart = cart;
    host.addController(this);
  }

  hostUpdate(): void {
    // Renders again once the language's messages are in (the start's and the loaded features').
    void useLanguage(this.lang)?.then(() => this.#host.requestUpdate());
  }

  get lang(): string {
    return this.#cart()?.state.languageCode || 'en';
  }

  /** Whether every message of the language in use is here (else it is on its way). */
  get ready(): boolean {
    return !useLanguage(this.lang);
  }

  get dir(): 'ltr' | 'rtl' {
    return directionOf(this.lang);
  }

  /**
   * The message `key` in the shopper's language. It and the functions below are bound to the
   * controller, so they can be passed on or taken apart (`const { term, money } = this.#l10n`).
   */
  readonly term = (key: MessageKey, params?: MessageParams): string => msg(this.lang, key, params);

  /** A message added by an element that loaded later (`defineMessages`); its keys are its own. */
  readonly text = (key: string, params?: MessageParams): string => msg(this.lang, key, params);

  /** Minor units in the cart's currency (or `currency`). */
  readonly money = (minor: number | null | undefined, currency?: string): string => {
    const cart = this.#cart();
    return formatMoney(
      minor,
      currency ?? cart?.state.currencyCode ?? cart?.cart?.currencyCode ?? 'USD',
      this.lang,
    );
  };

  readonly date = (value: string): string => formatDate(value, this.lang);
}
