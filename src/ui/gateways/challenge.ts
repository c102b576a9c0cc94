/**
 * The 3-D Secure challenge the widget draws itself: a modal `<dialog>` inside the element the
 * purchase gives (`host`, inside the drawer), with a heading, a sentence and buttons, or a
 * provider's own content (PayPal's buttons). Escape cancels. It is a modal dialog of its own, on
 * top of the drawer: the rest of the drawer is inert while it is open, focus starts on its first
 * button and Tab goes round inside it.
 */
import { css, html, LitElement, nothing } from 'lit';
import { directionOf } from '../../core/i18n/localize.js';
import { controls, tokens } from '../../ui/tokens.js';
import { isTabKey } from '../keys.js';

export interface ChallengeAction {
  id: string;
  label: string;
  primary?: boolean;
}

export interface ChallengeOptions {
  language: string;
  heading: string;
  text?: string;
  actions: ChallengeAction[];
}

/**
 * @summary A modal challenge dialog (3-D Secure). Resolves `result` with the id of the button
 * pressed, or `cancel` for Escape.
 *
 * @slot - Content of a provider (its buttons or frame), below the text.
 *
 * @csspart dialog - The dialog.
 * @csspart heading - Its heading.
 * @csspart text - Its sentence.
 * @csspart actions - Its buttons.
 */
export class SvcGatewayChallenge extends LitElement {
  static override styles = [
    tokens,
    controls,
    css`
      dialog {
        box-sizing: border-box;
        width: min(26rem, calc(100vw - 2rem));
        padding: 1.5rem;
        border: 0;
        border-radius: var(--_radius);
        background: var(--_surface);
        color: var(--_text);
        box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
      }
      dialog::backdrop {
        background: rgb(0 0 0 / 0.45);
      }
      h2 {
        margin: 0 0 0.75rem;
        font-size: 1.125rem;
      }
      p {
        margin: 0 0 1.25rem;
      }
      [part~='actions'] {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        justify-content: flex-end;
      }
    `,
  ];
  static override properties = { options: { attribute: false } };

  declare options: ChallengeOptions | undefined;
  readonly result: Promise<string>;
  #resolve!: (id: string) => void;
  #settled = false;

  constructor() {
    super();
    this.result = new Promise((resolve) => (this.#resolve = resolve));
  }

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  override firstUpdated(): void {
    const dialog = this.#dialog!;
    dialog.showModal();
    // The way forward first: the primary button, else the first one.
    (
      this.renderRoot.querySelector<HTMLButtonElement>('button.primary') ??
      this.renderRoot.querySelector<HTMLButtonElement>('button')
    )?.focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.finish('cancel');
  }

  /** Closes the dialog with `id` as its result (the first call wins). */
  finish(id: string): void {
    if (this.#settled) return;
    this.#settled = true;
    if (this.#dialog?.open) this.#dialog.close();
    this.remove();
    this.#resolve(id);
  }

  #cancel = (event: Event) => {
    event.preventDefault();
    this.finish('cancel');
  };

  #keydown = (event: KeyboardEvent) => {
    // Tab goes round inside the challenge; the drawer's own trap must not see it.
    if (!isTabKey(event)) return;
    event.stopPropagation();
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button')];
    if (!buttons.length) return;
    const active = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : null;
    const [first, last] = [buttons[0]!, buttons[buttons.length - 1]!];
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  override render() {
    const options = this.options;
    if (!options) return nothing;
    return html`<dialog
      part="dialog"
      aria-labelledby="challenge-heading"
      aria-describedby="challenge-text"
      lang=${options.language}
      dir=${directionOf(options.language)}
      @cancel=${this.#cancel}
      @keydown=${this.#keydown}
    >
      <h2 part="heading" id="challenge-heading">${options.heading}</h2>
      <p part="text" id="challenge-text">${options.text ?? ''}</p>
      <slot></slot>
      <div part="actions">
        ${options.actions.map(
          (action) =>
            html`<button
              type="button"
              class=${action.primary ? 'primary' : 'secondary'}
              @click=${() => this.finish(action.id)}
            >
              ${action.label}
            </button>`,
        )}
      </div>
    </dialog>`;
  }
}

if (!customElements.get('svc-gateway-challenge'))
  customElements.define('svc-gateway-challenge', SvcGatewayChallenge);

declare global {
  interface HTMLElementTagNameMap {
    'svc-gateway-challenge': SvcGatewayChallenge;
  }
}

/** Shows a challenge inside `host`; `content` is appended to it (a provider's own UI). */
export function showChallenge(
  host: HTMLElement,
  options: ChallengeOptions,
  content?: HTMLElement,
): SvcGatewayChallenge {
  const element = document.createElement('svc-gateway-challenge');
  element.options = options;
  if (content) element.append(content);
  host.append(element);
  return element;
}
