import type { Country, CustomerAddress } from '@svc/sdk';
import { css, html, nothing } from 'lit';
import { portalStyles, SvcPortalPart, type PortalData } from '../portal-kit.js';
import { accountStyles, button, check, field, SvcAccountPart } from './account-kit.js';

/** The form's text fields in their order: ID (the payload's field), autocomplete, optional. */
const FIELDS: [name: string, autocomplete: string, optional?: boolean][] = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['addressOne', 'address-line1'],
  ['addressTwo', 'address-line2', true],
  ['city', 'address-level2'],
  ['zip', 'postal-code'],
];
const ORDER = [...FIELDS.map(([name]) => name), 'countryId'];

/**
 * @summary The signed-in customer's saved addresses (`addresses.list`, country names from
 * `countries.list`, the default marked), and "Add an address": a form with the fields the API
 * takes (`addresses.store`). Missing fields are named before anything is sent; the API's field
 * errors show by their fields and what was typed stays. A stored address joins the list.
 *
 * @csspart heading - The "Addresses" heading.
 * @csspart status - "Loading your addresses…".
 * @csspart load-error - A list that could not load, with Try again.
 * @csspart address-list - The list of addresses.
 * @csspart address - One address.
 * @csspart badge - "Default".
 * @csspart empty - The line shown when there is no address.
 * @csspart add-button - "Add an address".
 * @csspart form - The new address's form.
 * @csspart field - A field with its label and message.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to a field.
 * @csspart country - The country select.
 * @csspart submit-button - "Save address".
 * @csspart cancel-button - "Cancel".
 * @csspart form-error - A refusal that concerns no field.
 * @csspart notice - "Address saved."
 */
export class SvcPortalAddresses extends SvcAccountPart {
  static override styles = [
    ...SvcPortalPart.styles,
    portalStyles,
    accountStyles,
    css`
      .grid {
        display: grid;
        gap: 0.75rem;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
      }
      address {
        font-style: normal;
      }
      [part~='address-list'] {
        margin-block-end: 1rem;
      }
    `,
  ];

  #addresses: CustomerAddress[] = [];
  #countries: Country[] = [];
  #open = false;
  #saved = false;
  #v: Record<string, string> = {};

  protected override async load(data: PortalData): Promise<void> {
    [this.#addresses, this.#countries] = await Promise.all([data.listAddresses(), data.listCountries()]);
  }

  #t(key: string): string {
    return this.t(`portal.addresses.${key}`);
  }

  #openForm(): void {
    const customer = this.state.controller?.customer;
    const home = this.#addresses.find((address) => address.default) ?? this.#addresses[0];
    this.#v = {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      countryId: home?.countryId ? String(home.countryId) : '',
    };
    this.#open = true;
    this.#saved = false;
    this.dismiss();
    this.requestUpdate();
    void this.focusOn('#firstName');
  }

  #close(): void {
    this.#open = false;
    this.dismiss();
    this.requestUpdate();
    void this.focusOn('[part~="add-button"]');
  }

  async #save(event: Event): Promise<void> {
    event.preventDefault();
    const v = this.#v;
    const value = (name: string) => (v[name] ?? '').trim();
    const stored = await this.attempt('store', async () => {
      check(
        Object.fromEntries(
          ORDER.map((name) => [
            name,
            !value(name) &&
              name !== 'addressTwo' &&
              this.#t(name === 'countryId' ? 'countryRequired' : 'required'),
          ]),
        ),
      );
      const data = await this.data();
      return data.storeAddress({
        firstName: value('firstName'),
        lastName: value('lastName'),
        addressOne: value('addressOne'),
        addressTwo: value('addressTwo') || null,
        city: value('city'),
        zip: value('zip'),
        countryId: Number(value('countryId')),
      });
    });
    if (!stored) return this.focusInvalid(ORDER);
    this.#addresses = [...this.#addresses, stored];
    this.#saved = true;
    this.#close();
  }

  #error(name: string): string | undefined {
    return this.failure('store')?.fields[name]?.[0];
  }

  #address(address: CustomerAddress) {
    const country =
      this.#countries.find((item) => item.id === address.countryId)?.name ?? address.country?.name;
    const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
    const lines = [
      address.company,
      address.addressOne,
      address.addressTwo,
      [address.city, address.province, address.zip].filter(Boolean).join(', '),
      country,
    ].filter(Boolean);
    return html`<li part="address" class="card">
      <p>
        <strong>${name}</strong>${
          address.default ? html`<span part="badge" class="badge">${this.#t('default')}</span>` : nothing
        }
      </p>
      <address class="muted">
        ${lines.map((line, index) => html`${index ? html`<br />` : nothing}${line}`)}
      </address>
    </li>`;
  }

  #form() {
    const error = this.#error('countryId');
    const refusal = this.failure('store');
    const general = refusal && !Object.keys(refusal.fields).some((name) => ORDER.includes(name));
    return html`<form part="form" class="card" novalidate @submit=${this.#save}>
      <h3>${this.#t('new')}</h3>
      <div class="grid">
        ${FIELDS.map(([name, autocomplete, optional]) =>
          field({
            name,
            label: this.#t(name),
            value: this.#v[name] ?? '',
            error: this.#error(name),
            onInput: (text) => (this.#v[name] = text),
            autocomplete,
            ...(optional ? { optional } : {}),
          }),
        )}
        <div part="field" class="field">
          <label part="field-label" for="countryId">${this.#t('country')}</label>
          <select
            id="countryId"
            name="countryId"
            part="country"
            autocomplete="country"
            required
            aria-invalid=${error ? 'true' : 'false'}
            aria-describedby="countryId-error"
            @change=${(event: Event) => (this.#v.countryId = (event.target as HTMLSelectElement).value)}
          >
            <option value="" ?selected=${!this.#v.countryId}>${this.#t('chooseCountry')}</option>
            ${this.#countries.map(
              (country) =>
                html`<option
                  value=${String(country.id)}
                  ?selected=${this.#v.countryId === String(country.id)}
                >
                  ${country.name ?? country.code}
                </option>`,
            )}
          </select>
          <p part="field-error" class="error" id="countryId-error" role="alert">${error ?? ''}</p>
        </div>
      </div>
      <p part="form-error" class="error" id="address-error" role="alert">${general ? refusal.text : ''}</p>
      <div class="row">
        ${button(this.#t('save'), this.pending('store'), {
          part: 'submit-button',
          primary: true,
          describedBy: 'address-error',
        })}
        ${button(this.#t('cancel'), false, { part: 'cancel-button', onClick: () => this.#close() })}
      </div>
    </form>`;
  }

  override render() {
    return this.listSection({
      t: (key) => this.#t(key),
      list: 'address-list',
      items: this.#addresses.map((address) => this.#address(address)),
      open: this.#open,
      form: () => this.#form(),
      onAdd: () => this.#openForm(),
      saved: this.#saved,
    });
  }
}

if (!customElements.get('svc-portal-addresses'))
  customElements.define('svc-portal-addresses', SvcPortalAddresses);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-addresses': SvcPortalAddresses;
  }
}
