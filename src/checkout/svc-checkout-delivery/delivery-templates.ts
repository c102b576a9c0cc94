/**
 * The delivery step's templates: the way to get the order, the saved addresses and the new
 * address's form, the delivery methods, the pick-ups and who collects one, and the states of the
 * options' loading. Each takes what it renders (`DeliveryView`) and tells the step of the
 * shopper's changes through its handlers.
 */
import type { CustomerAddress, CustomerPickupInfo, ShippingMethodDelivery } from '@svc/sdk';
import { html, nothing } from 'lit';
import {
  AUTOCOMPLETE,
  addressFormat,
  addressPath,
  countryValue,
  findCountry,
  isCalendarDate,
  personPath,
  pickupHours,
  savedAddress,
  zipRequired,
  type AddressField,
  type AddressFormat,
  type DeliveryFields,
  type DeliveryOffer,
  type PersonField,
  type PersonFields,
  type PlaceField,
} from '../../core/delivery-form.js';
import type { DeliveryLoader } from './delivery-loader.js';
import type { DeliveryMessageKey } from './messages.js';
import { describedBy, invalid, labelledField, textField } from '../../ui/field.js';

/** What the shopper changes on the step. */
export interface DeliveryHandlers {
  setKind(kind: DeliveryFields['kind']): void;
  chooseAddress(id: number | null): void;
  setAddressField(field: AddressField, value: string): void;
  chooseMethod(id: number): void;
  choosePickup(id: number): void;
  choosePerson(id: number | null): void;
  setPersonField(field: PersonField, value: string): void;
  /** "Try again" after the options failed. */
  retryLoad(): void;
  /** "Try again" after the methods failed. */
  retryMethods(): void;
}

/** What the templates render: the step's words, the shopper's choice, the data and the handlers. */
export interface DeliveryView {
  t(key: DeliveryMessageKey, params?: Record<string, string | number>): string;
  money(minor: number): string;
  date(value: string): string;
  /** The message for a fault: the step's own, else the server's. */
  error(path: string): string | undefined;
  form: DeliveryFields;
  person: PersonFields;
  data: DeliveryLoader;
  /** When the cart's gift starts (a calendar date), if it is one. */
  giftStartsAt: unknown;
  on: DeliveryHandlers;
}

function price(view: DeliveryView, minor: unknown): string {
  if (typeof minor !== 'number') return '';
  return minor === 0 ? view.t('delivery.free') : view.money(minor);
}

function days(view: DeliveryView, method: ShippingMethodDelivery): string {
  const min = typeof method.minDays === 'number' ? method.minDays : null;
  const max = typeof method.maxDays === 'number' ? method.maxDays : null;
  if (min !== null && max !== null)
    return min === max ? view.t('delivery.days', { count: max }) : view.t('delivery.daysRange', { min, max });
  if (max !== null) return view.t('delivery.daysUpTo', { count: max });
  if (min !== null) return view.t('delivery.daysFrom', { count: min });
  return '';
}

function addressLines(view: DeliveryView, offer: DeliveryOffer, address: CustomerAddress): string[] {
  const street = [address.addressOne, address.addressTwo].filter(Boolean).join(', ');
  const city = address.city ?? '';
  const zip = address.zip ?? '';
  const place = address.province
    ? view.t('delivery.placeRegion', { city, region: address.province, zip })
    : view.t('delivery.place', { city, zip });
  const country = findCountry(offer, address.countryId)?.name ?? address.country?.name ?? '';
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return [name, address.company ?? '', street, place.trim(), country].filter(Boolean);
}

/**
 * A group's message slot (the fieldset is described by it), right under its legend: a fault
 * scrolled into view shows the message with the group's first cards (as GOV.UK's radios do).
 */
function groupError(view: DeliveryView, id: string, path: string) {
  return html`<p part="field-error" id=${id} role="alert" tabindex="-1">${view.error(path) ?? ''}</p>`;
}

/** "Ship to an address" or "Pick up". */
function kinds(view: DeliveryView) {
  return html`<fieldset>
    <legend>${view.t('delivery.kind')}</legend>
    <div class="kinds">
      ${(['ship', 'pickup'] as const).map(
        (kind) =>
          html`<label part="option">
            <input
              type="radio"
              name="kind"
              .value=${kind}
              .checked=${view.form.kind === kind}
              @change=${() => view.on.setKind(kind)}
            />
            <span>${view.t(`delivery.kind.${kind}`)}</span>
          </label>`,
      )}
    </div>
  </fieldset>`;
}

/** The customer's saved addresses and "A new address". */
function addresses(view: DeliveryView, offer: DeliveryOffer) {
  if (!offer.addresses.length) return nothing;
  const form = view.form;
  return html`<fieldset aria-describedby="addresses-error">
    <legend>${view.t('delivery.addresses')}</legend>
    ${groupError(view, 'addresses-error', 'shippingAddressId')}
    ${offer.addresses.map(
      (address) =>
        html`<label part="option address">
          <input
            type="radio"
            name="address"
            .value=${String(address.id)}
            .checked=${form.addressId === address.id}
            @change=${() => view.on.chooseAddress(address.id ?? null)}
          />
          <span class="lines">
            ${addressLines(view, offer, address).map((line) => html`<span>${line}</span> `)}
          </span>
        </label>`,
    )}
    <label part="option">
      <input
        type="radio"
        name="address"
        value="new"
        .checked=${form.addressId === null}
        @change=${() => view.on.chooseAddress(null)}
      />
      <span>${view.t('delivery.newAddress')}</span>
    </label>
  </fieldset>`;
}

function addressField(
  view: DeliveryView,
  field: Exclude<AddressField, 'countryId'>,
  label: DeliveryMessageKey,
  required: boolean,
) {
  const phone = field === 'phone';
  return textField({
    id: `address-${field}`,
    name: field,
    label: view.t(label),
    error: view.error(addressPath(field)),
    value: view.form.address[field],
    type: phone ? 'tel' : 'text',
    ...(phone ? { inputmode: 'tel' } : {}),
    autocomplete: AUTOCOMPLETE[field],
    ...(field === 'zip' ? { autocapitalize: 'characters' } : {}),
    spellcheck: false,
    required,
    onInput: (text) => view.on.setAddressField(field, text),
  });
}

function countryField(view: DeliveryView, offer: DeliveryOffer) {
  const frame = {
    id: 'address-countryId',
    label: view.t('delivery.country'),
    error: view.error(addressPath('countryId')),
  };
  const chosen = view.form.address.countryId;
  return labelledField(
    frame,
    html`<select
      id=${frame.id}
      name="countryId"
      autocomplete="country"
      required
      aria-invalid=${invalid(frame)}
      aria-describedby=${describedBy(frame)}
      @change=${(event: Event) => view.on.setAddressField('countryId', (event.target as HTMLSelectElement).value)}
    >
      <option value="" .selected=${chosen === null}>${view.t('delivery.chooseCountry')}</option>
      ${offer.countries.map(
        (country) =>
          html`<option .value=${countryValue(country)} .selected=${country.id === chosen}>
            ${country.name ?? country.code ?? String(country.id)}
          </option>`,
      )}
    </select>`,
  );
}

/** A field of the place line (city, ZIP, region), labelled as the country names it. */
function placeField(view: DeliveryView, field: PlaceField, format: AddressFormat, zip: boolean) {
  if (field === 'city') return addressField(view, 'city', 'delivery.city', true);
  if (field === 'zip') return addressField(view, 'zip', zip ? 'delivery.zip' : 'delivery.zipOptional', zip);
  return format.region ? addressField(view, 'province', `delivery.region.${format.region}`, true) : nothing;
}

/**
 * The new address's form (none while a saved address is chosen): the country first, as it decides
 * the rest; the names; the street; the place line in the country's order, with its region where
 * its addresses have one (src/core/delivery-form.ts, `ADDRESS_FORMATS`); the phone.
 */
function addressForm(view: DeliveryView, offer: DeliveryOffer) {
  if (savedAddress(view.form, offer)) return nothing;
  const hasSaved = offer.addresses.length > 0;
  const zip = zipRequired(view.form, offer);
  const format = addressFormat(offer, view.form.address.countryId);
  return html`<fieldset class="address-form">
    <legend class=${hasSaved ? 'visually-hidden' : ''}>
      ${view.t(hasSaved ? 'delivery.newAddress' : 'delivery.addresses')}
    </legend>
    ${countryField(view, offer)}
    <div class="pair">
      ${addressField(view, 'firstName', 'delivery.firstName', true)}
      ${addressField(view, 'lastName', 'delivery.lastName', true)}
    </div>
    ${addressField(view, 'addressOne', 'delivery.addressOne', true)}
    ${addressField(view, 'addressTwo', 'delivery.addressTwo', false)}
    <div class="pair">${format.place.map((field) => placeField(view, field, format, zip))}</div>
    ${addressField(view, 'phone', 'delivery.phone', false)}
  </fieldset>`;
}

/** What the methods section says besides the methods: what it waits for, or why there are none. */
function methodsStatus(view: DeliveryView): string | null {
  const data = view.data;
  switch (data.methodsState) {
    case 'waiting':
      return view.t('delivery.methodsWaiting');
    case 'loading':
      return view.t('delivery.methodsLoading');
    case 'failed':
      return data.methodsError;
    case 'ready':
      return data.methods?.length ? null : view.t('delivery.noMethods');
  }
}

/** The delivery methods for the address shown. */
function methods(view: DeliveryView) {
  const data = view.data;
  const status = methodsStatus(view);
  const error = view.error('shippingMethodId');
  return html`<fieldset aria-describedby="methods-error" aria-busy=${data.methodsState === 'loading'}>
    <legend>${view.t('delivery.methods')}</legend>
    ${groupError(view, 'methods-error', 'shippingMethodId')}
    ${(data.methods ?? []).map((method) => {
      const note = typeof method.freeOver === 'number' && method.price !== 0 ? method.freeOver : null;
      const time = days(view, method);
      return html`<label part="option method">
        <input
          type="radio"
          name="method"
          .value=${String(method.id)}
          .checked=${view.form.shippingMethodId === method.id}
          @change=${() => view.on.chooseMethod(method.id)}
        />
        <span class="method-text">
          <span part="method-name">${method.name ?? ''}</span>
          ${time ? html`<span part="method-time" class="muted">${time}</span>` : nothing}
          ${
            note !== null
              ? html`<span part="method-note" class="muted">
                  ${view.t('delivery.freeOver', { amount: view.money(note) })}
                </span>`
              : nothing
          }
        </span>
        <span part="method-price" class="price">${price(view, method.price)}</span>
      </label>`;
    })}
    ${
      status && status !== error
        ? html`<p part="methods-status" class="status muted" role="status">
            ${data.methodsState === 'loading' ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
            <span>${status}</span>
          </p>`
        : nothing
    }
    ${
      data.methodsState === 'failed' && data.methodsError
        ? html`<button class="secondary retry" type="button" @click=${() => view.on.retryMethods()}>
            ${view.t('delivery.retry')}
          </button>`
        : nothing
    }
  </fieldset>`;
}

/** When a gift starts. */
function giftStart(view: DeliveryView) {
  const startsAt = view.giftStartsAt;
  if (!isCalendarDate(startsAt)) return nothing;
  return html`<p part="gift-start">${view.t('delivery.giftStarts', { date: view.date(startsAt) })}</p>`;
}

/** The shop's local pick-ups. */
function pickups(view: DeliveryView, offer: DeliveryOffer) {
  return html`<fieldset aria-describedby="pickups-error">
    <legend>${view.t('delivery.pickups')}</legend>
    ${groupError(view, 'pickups-error', 'shippingMethodId')}
    ${offer.pickups.map((pickup) => {
      const hours = pickupHours(pickup);
      return html`<label part="option pickup">
        <input
          type="radio"
          name="pickup"
          .value=${String(pickup.id)}
          .checked=${view.form.pickupId === pickup.id}
          @change=${() => view.on.choosePickup(pickup.id)}
        />
        <span class="lines">
          <span part="pickup-name">${pickup.name ?? ''}</span>
          ${pickup.address ? html`<span part="pickup-address" class="muted">${pickup.address}</span>` : nothing}
          ${hours ? html`<span part="pickup-hours" class="muted">${hours}</span>` : nothing}
        </span>
        <span class="price">${price(view, pickup.price)}</span>
      </label>`;
    })}
  </fieldset>`;
}

function personField(view: DeliveryView, field: PersonField, label: DeliveryMessageKey) {
  const phone = field === 'phone';
  return textField({
    id: `pickup-${field}`,
    name: `pickup${field[0]!.toUpperCase()}${field.slice(1)}`,
    label: view.t(label),
    error: view.error(personPath(field)),
    value: view.person[field],
    type: phone ? 'tel' : 'text',
    ...(phone ? { inputmode: 'tel' } : {}),
    autocomplete: AUTOCOMPLETE[field],
    spellcheck: false,
    required: true,
    onInput: (text) => view.on.setPersonField(field, text),
  });
}

function personCard(view: DeliveryView, person: CustomerPickupInfo) {
  return html`<label part="option pickup-person">
    <input
      type="radio"
      name="pickup-person"
      .value=${String(person.id)}
      .checked=${view.form.pickupInfoId === person.id}
      @change=${() => view.on.choosePerson(person.id ?? null)}
    />
    <span class="lines">
      <span>${[person.firstName, person.lastName].filter(Boolean).join(' ')}</span>
      ${person.phone ? html`<span class="muted">${person.phone}</span>` : nothing}
    </span>
  </label>`;
}

/** Who collects the pick-up: saved pick-up details, or new ones. */
function people(view: DeliveryView) {
  const { form, data } = view;
  if (form.pickupId === null) return nothing;
  if (data.peopleState === 'loading' || data.peopleState === null)
    return html`<p class="status muted" role="status">
      <span class="spinner" aria-hidden="true"></span><span>${view.t('delivery.pickupPersonLoading')}</span>
    </p>`;
  const saved = data.people ?? [];
  const personForm = html`<div class="pair">
      ${personField(view, 'firstName', 'delivery.firstName')}
      ${personField(view, 'lastName', 'delivery.lastName')}
    </div>
    ${personField(view, 'phone', 'delivery.pickupPhone')}`;
  return html`<fieldset aria-describedby="people-error">
    <legend>${view.t('delivery.pickupPerson')}</legend>
    ${groupError(view, 'people-error', 'pickupInfoId')}
    ${data.peopleState === 'failed' ? html`<p class="muted">${view.t('delivery.pickupPersonFailed')}</p>` : nothing}
    ${saved.map((person) => personCard(view, person))}
    ${
      saved.length
        ? html`<label part="option">
            <input
              type="radio"
              name="pickup-person"
              value="new"
              .checked=${form.pickupInfoId === null}
              @change=${() => view.on.choosePerson(null)}
            />
            <span>${view.t('delivery.newPickupPerson')}</span>
          </label>`
        : nothing
    }
    ${form.pickupInfoId === null ? personForm : nothing}
  </fieldset>`;
}

/** The step's content: the options' loading or failure, else the choice for the way chosen. */
export function deliveryContent(view: DeliveryView) {
  const data = view.data;
  if (data.loadState === 'failed')
    return html`<p part="view-error" role="alert">${view.t('delivery.loadFailed')} ${data.loadError ?? ''}</p>
      <button class="secondary retry" type="button" @click=${() => view.on.retryLoad()}>
        ${view.t('delivery.retry')}
      </button>`;
  const offer = data.options;
  if (!offer)
    return html`<p class="status muted" role="status">
      <span class="spinner" aria-hidden="true"></span><span>${view.t('delivery.loading')}</span>
    </p>`;
  const pickup = view.form.kind === 'pickup';
  return html`${offer.pickups.length ? kinds(view) : nothing}
  ${
    pickup
      ? html`${pickups(view, offer)} ${giftStart(view)} ${people(view)}`
      : html`${addresses(view, offer)} ${addressForm(view, offer)} ${methods(view)} ${giftStart(view)}`
  }`;
}
