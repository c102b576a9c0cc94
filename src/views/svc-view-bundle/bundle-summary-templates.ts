/**
 * The bundle view's summary bar at the bottom, as a function of what it shows: the tray with the
 * items in the box, the progress line, the price (the quote, else an estimate), the messages of
 * a refused box, and the button that adds the box.
 */
import type { BundleQuote } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import type { BundleWords } from './bundle-words.js';

/** The box and its state as the summary bar shows them, and the shopper's actions there. */
export interface SummaryProps {
  /** Quantity per variant ID, in picking order. */
  picked: ReadonlyMap<number, number>;
  /** How far the box is from ready ("Add 3 more items to fill your box"). */
  progress: string;
  /** The server's price of the box as it is now, if it came. */
  quote: BundleQuote | undefined;
  /** The price worked out while no quote is at hand; `null` when it cannot be told. */
  estimate: number | null;
  /** Whether a quote is on its way. */
  quoting: boolean;
  /** Whether the box breaks a rule or misses a choice: the button does nothing then. */
  blocked: boolean;
  /** Why the box cannot be added now, besides what the progress line says. */
  reasons: readonly string[];
  /** The server's refusal of the box's content. */
  itemsError: string | undefined;
  /** A failure that no field shows. */
  viewError: string | null;
  /** The button's call to action, before the price. */
  cta: string;
  busy: boolean;
  takeOut: (productId: number) => void;
  submit: () => void;
}

function trayTemplate({ t, itemName }: BundleWords, props: SummaryProps): TemplateResult {
  return html`<div part="tray" class="tray" tabindex="-1" aria-labelledby="tray-title">
    <h4 id="tray-title" class="tray-title">${t('bundle.tray.label')}</h4>
    ${
      props.picked.size
        ? html`<ul class="tray-items">
            ${[...props.picked].map(([productId, count]) => {
              const name = itemName(productId);
              return html`<li part="tray-item" class="tray-item">
                <span>${t('bundle.tray.item', { name, count })}</span>
                <button
                  type="button"
                  part="tray-remove"
                  class="icon"
                  aria-label=${t('bundle.tray.remove', { name })}
                  @click=${() => props.takeOut(productId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>`;
            })}
          </ul>`
        : html`<p class="muted">${t('bundle.tray.empty')}</p>`
    }
  </div>`;
}

function priceTemplate({ t, money }: BundleWords, props: SummaryProps): TemplateResult {
  const { quote, estimate } = props;
  if (quote) {
    const saved = quote.discount ?? 0;
    return html`${t('bundle.price.total', { price: money(quote.total) })}${
      saved > 0
        ? html` <span part="savings">${t('bundle.price.savings', { amount: money(saved) })}</span>`
        : nothing
    }`;
  }
  return html`${estimate !== null ? t('bundle.price.estimate', { price: money(estimate) }) : ''}${
    props.quoting
      ? html`<span class="spinner" aria-hidden="true"></span
          ><span class="visually-hidden">${t('bundle.price.updating')}</span>`
      : nothing
  }`;
}

/** The summary bar: tray, progress, price, the box's errors and the add button. */
export function summaryTemplate(words: BundleWords, props: SummaryProps): TemplateResult {
  const { t, money } = words;
  const { quote, reasons, itemsError } = props;
  const label = quote ? t('bundle.addPrice', { label: props.cta, price: money(quote.total) }) : props.cta;
  const describedBy = ['progress', reasons.length ? 'reason' : '', itemsError ? 'items-error' : '']
    .filter(Boolean)
    .join(' ');
  return html`<div part="view-actions">
    ${trayTemplate(words, props)}
    <div class="summary">
      <p part="progress" id="progress" role="status">${props.progress}</p>
      <p part="price" class="price" role="status">${priceTemplate(words, props)}</p>
    </div>
    ${itemsError ? html`<p part="field-error" id="items-error" role="alert">${itemsError}</p>` : nothing}
    ${reasons.length ? html`<p part="reason" id="reason" class="muted">${reasons.join(' ')}</p>` : nothing}
    ${props.viewError ? html`<p part="view-error" role="alert">${props.viewError}</p>` : nothing}
    <button
      type="button"
      part="submit-button"
      class="primary"
      aria-disabled=${props.blocked ? 'true' : 'false'}
      aria-busy=${props.busy ? 'true' : 'false'}
      aria-describedby=${describedBy}
      @click=${() => props.submit()}
    >
      ${props.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}
    </button>
  </div>`;
}
