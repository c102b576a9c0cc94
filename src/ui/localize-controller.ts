import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SvcCart } from '../controller/svc-cart.js';
import { formatDate, formatMoney } from '../core/i18n/format.js';
import {
  directionOf,
  loadLanguage,
  msg,
  type MessageKey,
  type MessageParams,
} from '../core/i18n/localize.js';

/**
 * Gives an element the shopper's language: `term(key, params)`, `money(minor)`, `date(value)`.
 * The language is its widget's (`svcCart.state.languageCode`), never the page's: two widgets on a
 * page (the drawer's and a portal's own) each speak theirs. It re-renders once the language's
 * messages loaded. `Key` is the element's own catalog (`text`): a key of another is a compile error.
 */
export class LocalizeController<Key extends string = string> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #cart: () => SvcCart | undefined;

  constructor(host: ReactiveControllerHost, cart: () => SvcCart | undefined) {
    this.#host = host;
    this.#cart = cart;
    host.addController(this);
  }

  hostUpdate(): void {
    // Renders again once the language's messages are in (the start's and the loaded features').
    void loadLanguage(this.lang)?.then(() => this.#host.requestUpdate());
  }

  get lang(): string {
    return this.#cart()?.state.languageCode || 'en';
  }

  /** Whether every message of the language in use is here (else it is on its way). */
  get ready(): boolean {
    return !loadLanguage(this.lang);
  }

  get dir(): 'ltr' | 'rtl' {
    return directionOf(this.lang);
  }

  /**
   * The message `key` in the shopper's language. It and the functions below are bound to the
   * controller, so they can be passed on or taken apart (`const { term, money } = this.#l10n`).
   */
  readonly term = (key: MessageKey, params?: MessageParams): string => msg(this.lang, key, params);

  /** A message of the element's own catalog (`defineMessages`), which loaded with its code. */
  readonly text = (key: Key, params?: MessageParams): string => msg(this.lang, key, params);

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
