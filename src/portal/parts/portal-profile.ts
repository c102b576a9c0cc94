import type { Customer } from '@svc/sdk';
import { css, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { portalStyles, SvcPortalPart } from '../portal-kit.js';
import { accountStyles, SvcAccountPart } from './account-kit.js';

type Consent = 'marketingConsent' | 'tosConsent';
const CONSENTS: Consent[] = ['marketingConsent', 'tosConsent'];

/**
 * @summary The signed-in customer's name and email, and their two consents (marketing, terms) as
 * checkboxes saved on change (`customers.update` with the one consent changed), each with its own
 * progress ("Saving…", then "Saved."). A change is ignored while that checkbox's save runs; a
 * failed save puts the checkbox back to the server's value and shows the refusal next to it.
 *
 * @csspart heading - The "Profile" heading.
 * @csspart details - The name and email.
 * @csspart consents - The consents' group.
 * @csspart consent - One consent: its checkbox, label and status.
 * @csspart checkbox - A consent's checkbox.
 * @csspart consent-status - "Saving…" / "Saved." next to a consent.
 * @csspart field-error - A refusal next to its consent.
 */
export class SvcPortalProfile extends SvcAccountPart {
  static override styles = [
    ...SvcPortalPart.styles,
    portalStyles,
    accountStyles,
    css`
      dl {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.25rem 1rem;
        margin: 0 0 1rem;
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
      }
      legend {
        font-weight: 600;
        margin-block-end: 0.25rem;
      }
      [part~='consent-status'] {
        display: inline-flex;
        align-items: center;
        gap: 0.5rem;
        margin-inline-start: 1.75rem;
      }
    `,
  ];

  /** The value a consent's running save asks for. */
  readonly #wanted: Partial<Record<Consent, boolean>> = {};
  /** The consents whose last save succeeded. */
  readonly #saved = new Set<Consent>();

  #t(key: string): string {
    return this.t(`portal.profile.${key}`);
  }

  async #change(consent: Consent, event: Event): Promise<void> {
    const checked = (event.target as HTMLInputElement).checked;
    this.#saved.delete(consent);
    if (this.pending(consent)) return this.requestUpdate();
    this.#wanted[consent] = checked;
    const saved = await this.run(consent, async () =>
      (await this.data()).updateConsents({ [consent]: checked }),
    );
    delete this.#wanted[consent];
    if (saved) this.#saved.add(consent);
    // A failure puts the checkbox back: the render shows the customer's (the server's) value.
    this.requestUpdate();
  }

  /** "Saving…" with its spinner while a consent saves, then "Saved". */
  #consentStatus(consent: Consent, busy: boolean) {
    if (busy) return html`<span class="spinner" aria-hidden="true"></span>${this.#t('saving')}`;
    return this.#saved.has(consent) ? this.#t('saved') : nothing;
  }

  #consent(consent: Consent, customer: Customer) {
    const busy = this.pending(consent);
    const error = this.refusal(consent)?.text;
    return html`<div part="consent">
      <label class="check">
        <input
          part="checkbox"
          type="checkbox"
          id=${consent}
          name=${consent}
          .checked=${live(this.#wanted[consent] ?? customer[consent] === true)}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${`${consent}-status ${consent}-error`}
          aria-disabled=${busy ? 'true' : 'false'}
          @change=${(event: Event) => void this.#change(consent, event)}
        />
        <span>${this.#t(consent)}</span>
      </label>
      <p part="consent-status" class="muted" id=${`${consent}-status`} role="status">
        ${this.#consentStatus(consent, busy)}
      </p>
      <p part="field-error" class="error" id=${`${consent}-error`} role="alert">${error ?? ''}</p>
    </div>`;
  }

  override render() {
    const customer = this.state.controller?.customer;
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
    return html`<h2 part="heading">${this.#t('heading')}</h2>
      ${
        customer
          ? html`<dl part="details">
                ${
                  name
                    ? html`<dt>${this.#t('name')}</dt>
                        <dd>${name}</dd>`
                    : nothing
                }
                <dt>${this.#t('email')}</dt>
                <dd>${customer.email}</dd>
              </dl>
              <fieldset part="consents">
                <legend>${this.#t('consents')}</legend>
                ${CONSENTS.map((consent) => this.#consent(consent, customer))}
              </fieldset>`
          : nothing
      }`;
  }
}

if (!customElements.get('svc-portal-profile')) customElements.define('svc-portal-profile', SvcPortalProfile);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-profile': SvcPortalProfile;
  }
}
