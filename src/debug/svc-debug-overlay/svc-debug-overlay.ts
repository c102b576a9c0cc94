import { html, LitElement, nothing } from 'lit';
import { controls, tokens } from '../../ui/tokens.js';
import { debugOverlayStyles } from './svc-debug-overlay.styles.js';

/** A line of the overlay: when it happened and what to say about it. */
export interface DebugLine {
  /** `Date.now()` of the entry. */
  at: number;
  text: string;
  /** A second, quieter line (an event's data, a request's operation and outcome). */
  detail?: string;
  /** Drawn as a failure (a request that failed, an event with an error). */
  failed?: boolean;
}

/** What the overlay shows; `debug.ts` collects it, newest entries first. */
export interface DebugReport {
  /** "Enabled on /path: …" or "Disabled on /path: …". */
  widget: string;
  /** The resolved config and settings as text. */
  config: string;
  clicks: DebugLine[];
  events: DebugLine[];
  inFlight: DebugLine[];
  finished: DebugLine[];
}

/** A report with nothing in it yet. */
export const EMPTY_REPORT: DebugReport = {
  widget: '',
  config: '',
  clicks: [],
  events: [],
  inFlight: [],
  finished: [],
};

const clock = (at: number): string => {
  const date = new Date(at);
  return `${date.toTimeString().slice(0, 8)}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/**
 * @summary The integrator's debug overlay (`svcCart.debug()`, `?svcDebug=1`): a small panel at the
 * bottom left that says whether the widget is enabled on this page and why, its config, and what
 * it did: link clicks and the decision taken, widget events and SDK requests. English only. Every
 * value is rendered as text.
 *
 * @event svc-debug-close - The close button was pressed; `debug.ts` then calls `svcCart.debug(false)`.
 *
 * @csspart base - The panel.
 * @csspart header - The bar with the two buttons.
 * @csspart toggle - The button that collapses and expands the panel (`aria-expanded`).
 * @csspart close - The "Close debug overlay" button.
 * @csspart body - The scrolling sections.
 * @csspart section - One section: Widget, Config, Clicks, Events, Requests.
 * @csspart widget - The enabled sentence with the URL rule that decided it.
 * @csspart config - The config text.
 * @csspart config-section - The Config section, folded by default (a `<details>`, with `section`).
 * @csspart entry - One click, event or request.
 * @csspart failed - A failed request or an event with an error (with `entry`).
 *
 * @cssproperty --svc-debug-width - The panel's width (default `360px`).
 * @cssproperty --svc-danger - The colour of failures.
 */
export class SvcDebugOverlay extends LitElement {
  static override styles = [tokens, controls, debugOverlayStyles];
  static override properties = { report: { attribute: false }, expanded: { state: true } };

  /** What to show. */
  declare report: DebugReport;
  declare expanded: boolean;

  constructor() {
    super();
    this.report = EMPTY_REPORT;
    this.expanded = true;
  }

  #close(): void {
    this.dispatchEvent(new CustomEvent('svc-debug-close', { bubbles: true, composed: true }));
  }

  #lines(lines: DebugLine[], empty: string) {
    if (lines.length === 0) return html`<p class="empty">${empty}</p>`;
    return html`<ul>
      ${lines.map(
        (line) =>
          html`<li part=${line.failed ? 'entry failed' : 'entry'} class=${line.failed ? 'failed' : ''}>
            <time>${clock(line.at)}</time>
            ${line.failed ? html`<span class="label">Failed</span>` : nothing}
            <span class="text">${line.text}</span>
            ${line.detail ? html`<div class="detail">${line.detail}</div>` : nothing}
          </li>`,
      )}
    </ul>`;
  }

  override render() {
    const report = this.report;
    return html`<section part="base" class="base" aria-label="Cart widget debug">
      <div part="header" class="header">
        <button
          part="toggle"
          class="toggle"
          type="button"
          aria-expanded=${this.expanded ? 'true' : 'false'}
          aria-controls="body"
          @click=${() => (this.expanded = !this.expanded)}
        >
          <span class="chevron" aria-hidden="true">▾</span> Cart widget debug
        </button>
        <button
          part="close"
          class="close"
          type="button"
          aria-label="Close debug overlay"
          @click=${() => this.#close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div
        part="body"
        class="body"
        id="body"
        role="region"
        aria-label="Debug details"
        tabindex="0"
        ?hidden=${!this.expanded}
      >
        <section part="section">
          <h2>Widget</h2>
          <p part="widget">${report.widget}</p>
        </section>
        <details part="section config-section">
          <summary><h2>Config</h2></summary>
          <pre part="config">${report.config}</pre>
        </details>
        <section part="section">
          <h2>Clicks</h2>
          ${this.#lines(report.clicks, 'No clicks on the cart toggle or product links yet.')}
        </section>
        <section part="section">
          <h2>Events</h2>
          ${this.#lines(report.events, 'No events yet.')}
        </section>
        <section part="section">
          <h2>Requests</h2>
          <h3>In flight</h3>
          ${this.#lines(report.inFlight, 'None.')}
          <h3>Finished</h3>
          ${this.#lines(report.finished, 'None yet.')}
        </section>
      </div>
    </section>`;
  }
}
