/**
 * What every part of `<svc-customer-portal>` shares: the controller from context, the shopper's
 * language, the portal's data (`svcCart.portal()`, a chunk of the controller), one request per
 * control at a time with its refusal kept by that control, and the portal's styles.
 */
import type { Subscription } from '@svc/sdk';
import { css, LitElement } from 'lit';
import { CartStateController } from '../ui/cart-state-controller.js';
import type { PortalData } from '../controller/portal/portal-types.js';
import { fieldErrorsOf } from '../core/field-errors.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import { LocalizeController } from '../ui/localize-controller.js';
import { controls, tokens } from '../ui/tokens.js';

export type { PortalData };

/** The server's refusal of one control's request, in the subscriber's words, with its field errors. */
export interface Refusal {
  text: string;
  /** API field errors by field (`quantity`, `bundle.items`, …). */
  fields: Record<string, string[]>;
  /** HTTP status of the answer, when there was one (404: not found). */
  status?: number;
}

/**
 * The base of the portal's parts. `run(key, work)` is each control's one request: `pending(key)`
 * is true while it runs (a second press is ignored, so a double click sends one request) and
 * `refusal(key)` holds its failure until the next run of that key.
 */
export class SvcPortalPart extends LitElement {
  static override styles = [tokens, controls];

  protected readonly state = new CartStateController(this);
  protected readonly l10n = new LocalizeController(this, () => this.state.controller);
  readonly #pending = new Set<string>();
  readonly #refusals = new Map<string, Refusal>();

  /** The portal's data work (its code loads on the first call). */
  protected data(): Promise<PortalData> {
    const controller = this.state.controller;
    if (!controller) return Promise.reject(new Error('svc-customer-portal has no controller yet'));
    return controller.portal();
  }

  protected t(key: string, params?: Record<string, string | number>): string {
    return this.l10n.text(key, params);
  }

  protected money(minor: number | null | undefined, currency?: string): string {
    return this.l10n.money(minor, currency);
  }

  protected date(value: string): string {
    return this.l10n.date(value);
  }

  /** Whether `key`'s request is running. */
  protected pending(key: string): boolean {
    return this.#pending.has(key);
  }

  /** The failure of `key`'s last request; `undefined` once it succeeded or runs again. */
  protected refusal(key: string): Refusal | undefined {
    return this.#refusals.get(key);
  }

  /**
   * Runs `work` as the request of the control `key`: ignored while one runs for that key, its
   * failure kept as `refusal(key)`. Resolves with the result, or `undefined` when it failed.
   */
  protected async run<T>(key: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.#pending.has(key)) return undefined;
    this.#pending.add(key);
    this.#refusals.delete(key);
    this.requestUpdate();
    try {
      return await work();
    } catch (error) {
      this.#refusals.set(key, this.describe(error));
      return undefined;
    } finally {
      this.#pending.delete(key);
      this.requestUpdate();
    }
  }

  /** A failure as the subscriber reads it. */
  protected describe(error: unknown): Refusal {
    const shape = (error ?? {}) as { status?: unknown };
    const fields = fieldErrorsOf(error) ?? {};
    const status = typeof shape.status === 'number' ? shape.status : undefined;
    const text =
      status === 404 ? this.t('portal.notFound') : shopperMessage(error, (key) => this.l10n.term(key)).text;
    return { text, fields, ...(status === undefined ? {} : { status }) };
  }

  /** Tells the portal a subscription changed (the list shows the server's answer in place). */
  protected announce(subscription: Subscription): void {
    this.dispatchEvent(
      new CustomEvent('svc-portal-subscription-changed', {
        detail: { subscription },
        bubbles: true,
        composed: true,
      }),
    );
  }
}

/** Layout shared by the portal's parts: sections, cards, forms, inline errors, busy buttons. */
export const portalStyles = css`
  :host {
    display: block;
    font-size: 1rem;
    line-height: 1.5;
  }
  [hidden] {
    display: none !important;
  }
  .card {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 1rem;
  }
  .stack {
    display: grid;
    gap: 0.75rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .muted {
    color: var(--_text-muted);
  }
  .error {
    color: var(--_danger);
    margin: 0.25rem 0 0;
  }
  .notice {
    color: var(--_success);
    margin: 0.25rem 0 0;
  }
  label {
    display: grid;
    gap: 0.25rem;
  }
  input:not([type='checkbox']):not([type='radio']),
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface);
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  button {
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    border-radius: calc(var(--_radius) * 0.6);
    border: 1px solid var(--_border);
    background: var(--_surface);
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    color: var(--_accent-contrast);
    border-color: var(--_accent);
  }
  button[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  h2,
  h3 {
    margin: 0;
    line-height: 1.25;
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.0625rem;
  }
`;
