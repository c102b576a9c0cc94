import type {
  Country,
  CustomerAddress,
  CustomerPickupInfo,
  ShippingMethodDelivery,
  ShippingMethodPickup,
} from '@svc/sdk';
import { html, nothing, type PropertyValues } from 'lit';
import type {
  AddressForm,
  CheckoutStore,
  PickupPersonForm,
  StepError,
} from '../../controller/checkout/checkout-store.js';
import {
  loadDeliveryOptions,
  loadPickupDetails,
  loadShippingMethods,
  saveDelivery,
  storePickupDetails,
  type DeliveryChoice,
  type DeliveryOptions,
} from '../../controller/checkout/delivery-actions.js';
import { CheckoutStepElement } from '../step-kit.js';
import type { DeliveryMessageKey } from './messages.js';
import { deliveryStyles } from './svc-checkout-delivery.styles.js';

/** How long typing in the country or ZIP rests before the delivery methods are asked for. */
export const METHODS_DEBOUNCE_MS = 400;

type AddressField = keyof AddressForm;
type PersonField = keyof PickupPersonForm;
type LoadState = 'loading' | 'ready' | 'failed';
/** What the delivery methods section shows. */
type MethodsState = 'waiting' | 'loading' | 'ready' | 'failed';

/** The new address's fields in the order they are shown (and checked, and focused). */
const ADDRESS_FIELDS: AddressField[] = [
  'firstName',
  'lastName',
  'addressOne',
  'addressTwo',
  'city',
  'zip',
  'countryId',
  'phone',
];
const REQUIRED_ADDRESS: AddressField[] = ['firstName', 'lastName', 'addressOne', 'city', 'zip', 'countryId'];
const PERSON_FIELDS: PersonField[] = ['firstName', 'lastName', 'phone'];

/** Autofill tokens of the address fields. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressOne: 'address-line1',
  addressTwo: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  countryId: 'country',
  phone: 'tel',
};

/**
 * The faults of the step are named by the payload field at fault, as the server names them:
 * `shippingAddressId`, `shippingAddress.zip`, `shippingMethodId` (a delivery method or a pick-up),
 * `pickupInfo.phone` (the details of `pickupInfo.store`, prefixed here) and `pickupInfoId`.
 */
const addressPath = (field: AddressField) => `shippingAddress.${field}`;
const personPath = (field: PersonField) => `pickupInfo.${field}`;

/** The stores whose defaults (saved address, names, pick-up details) were applied once. */
const defaulted = new WeakMap<CheckoutStore, Set<string>>();

function marks(store: CheckoutStore): Set<string> {
  let set = defaulted.get(store);
  if (!set) defaulted.set(store, (set = new Set()));
  return set;
}

const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/**
 * @summary The checkout's delivery step: "Ship to an address" (a saved address or a new one, then
 * a delivery method for its country and ZIP) or "Pick up" (one of the shop's local pick-ups, then
 * who collects it: saved pick-up details or new ones). "Continue" writes the choice to the cart in
 * one queued change and moves on. Everything typed lives in the checkout store (`delivery`,
 * `pickupPerson`), so going back or a failure loses nothing.
 *
 * @csspart view-body - The step's content.
 * @csspart step-title - The step's heading (focused when the step appears).
 * @csspart option - A card to choose: a way to get the order, an address, a method, a pick-up, pick-up details.
 * @csspart address - A saved address's card.
 * @csspart method - A delivery method's card.
 * @csspart method-name - A delivery method's name.
 * @csspart method-time - How long a delivery method takes.
 * @csspart method-price - A delivery method's price ("Free" when nothing).
 * @csspart method-note - A delivery method's rule ("Free over $50.00").
 * @csspart methods-status - What the delivery methods wait for, or why there are none.
 * @csspart pickup - A local pick-up's card.
 * @csspart pickup-name - A pick-up's name.
 * @csspart pickup-address - A pick-up's address.
 * @csspart pickup-hours - A pick-up's opening hours, when the shop gives them.
 * @csspart pickup-person - Saved pick-up details' card.
 * @csspart gift-start - When a gift starts, near the delivery choice.
 * @csspart field - A field of the new address or of the pick-up details.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to a field or a group of cards (the form's or the server's).
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Continue".
 */
export class SvcCheckoutDelivery extends CheckoutStepElement {
  static override styles = [...CheckoutStepElement.styles, deliveryStyles];
  static override properties = {
    ...CheckoutStepElement.properties,
    options: { state: true },
    loadState: { state: true },
    loadError: { state: true },
    methods: { state: true },
    methodsState: { state: true },
    methodsError: { state: true },
    people: { state: true },
    peopleState: { state: true },
    formErrors: { state: true },
  };

  /** Saved addresses, countries and pick-ups, once loaded. */
  declare options: DeliveryOptions | null;
  declare loadState: LoadState | null;
  declare loadError: string | null;
  /** The delivery methods for the address shown (`null` until they are known). */
  declare methods: ShippingMethodDelivery[] | null;
  declare methodsState: MethodsState;
  declare methodsError: string | null;
  /** The customer's saved pick-up details for the chosen pick-up. */
  declare people: CustomerPickupInfo[] | null;
  declare peopleState: LoadState | null;
  /** The step's own messages (required fields, a choice missing, a ZIP the lookup refused), by fault. */
  declare formErrors: Record<string, string>;

  /** The country and ZIP of the methods shown or asked for, as `country|zip`. */
  #methodsFor: string | null = null;
  /** Raised by every new methods request; an answer with an older ticket is dropped. */
  #methodsTicket = 0;
  #methodsTimer: ReturnType<typeof setTimeout> | undefined;
  #peopleFor: number | null = null;
  #peopleTicket = 0;
  /** Set when the step appears: focus goes to its heading (or the field at fault) once drawn. */
  #focusNext: 'appear' | null = null;

  constructor() {
    super();
    this.options = null;
    this.loadState = null;
    this.loadError = null;
    this.methods = null;
    this.methodsState = 'waiting';
    this.methodsError = null;
    this.people = null;
    this.peopleState = null;
    this.formErrors = {};
  }

  #t(key: DeliveryMessageKey, params?: Record<string, string | number>): string {
    return this.t(key, params);
  }

  get #form() {
    return this.store!.delivery;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#focusNext = 'appear';
    this.#start();
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A pending lookup is sent when the step shows again (the key is asked for afresh).
    if (this.#methodsTimer !== undefined) {
      clearTimeout(this.#methodsTimer);
      this.#methodsTimer = undefined;
      this.#methodsFor = null;
    }
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('store')) this.#start();
  }

  override updated(): void {
    // A step shown again with a failure (a later step sent the shopper back) focuses the field at
    // fault once the fields are drawn; otherwise the heading.
    if (this.#focusNext !== 'appear') return;
    const fields = this.store?.errors.delivery?.fields;
    if (fields && !this.options && this.loadState !== 'failed') return;
    this.#focusNext = null;
    if (!(fields && this.#focusFault()))
      this.renderRoot.querySelector<HTMLElement>('[part~="step-title"]')?.focus();
  }

  // ---------------------------------------------------------------- loading

  /** Loads what the step needs once; when shown again, refreshes what the shopper's choice needs. */
  #start(): void {
    if (!this.store) return;
    if (this.loadState === null || this.loadState === 'failed') void this.#load();
    else if (this.options) {
      this.#refreshMethods(true);
      this.#refreshPeople();
    }
  }

  async #load(): Promise<void> {
    const store = this.store!;
    this.loadState = 'loading';
    this.loadError = null;
    try {
      const options = await loadDeliveryOptions(store.svcCart);
      this.#applyDefaults(store, options);
      this.options = options;
      this.loadState = 'ready';
      this.#refreshMethods(true);
      this.#refreshPeople();
    } catch (error) {
      this.loadError = this.stepError(error).message;
      this.loadState = 'failed';
    }
  }

  /**
   * The first time the step has its data: the cart's current choice (a pick-up, a saved address,
   * a new address, a method), else the default address; names from the contact step.
   */
  #applyDefaults(store: CheckoutStore, options: DeliveryOptions): void {
    const form = store.delivery;
    const cart = store.svcCart.cart;
    const seen = marks(store);
    if (!seen.has('ship')) {
      seen.add('ship');
      const cartMethod = cart?.shippingMethodId ?? null;
      const pickup = options.pickups.find((candidate) => candidate.id === cartMethod);
      if (pickup && form.pickupId === null) {
        form.kind = 'pickup';
        form.pickupId = pickup.id;
      } else if (cartMethod !== null && form.shippingMethodId === null) form.shippingMethodId = cartMethod;
      const cartAddress = cart?.shippingAddress;
      const saved = options.addresses.find((address) => address.id === cart?.shippingAddressId);
      if (form.addressId === null) {
        if (saved) form.addressId = saved.id ?? null;
        else if (cartAddress) this.#fillAddress(form.address, cartAddress);
        else {
          const fallback = options.addresses.find((address) => address.default) ?? options.addresses[0];
          form.addressId = fallback?.id ?? null;
        }
      }
      const customer = store.svcCart.customer;
      const firstName = store.contact.firstName || customer?.firstName || '';
      const lastName = store.contact.lastName || customer?.lastName || '';
      form.address.firstName ||= firstName;
      form.address.lastName ||= lastName;
      store.pickupPerson.firstName ||= firstName;
      store.pickupPerson.lastName ||= lastName;
      store.pickupPerson.phone ||= customer?.phone ?? '';
      if (form.address.countryId === null && options.countries.length === 1)
        form.address.countryId = options.countries[0]!.id;
    }
    // What the shop no longer offers cannot stay chosen.
    if (form.addressId !== null && !options.addresses.some((address) => address.id === form.addressId))
      form.addressId = null;
    if (!options.pickups.some((pickup) => pickup.id === form.pickupId)) form.pickupId = null;
    if (form.pickupId === null && options.pickups.length === 1) form.pickupId = options.pickups[0]!.id;
    if (!options.pickups.length) form.kind = 'ship';
  }

  #fillAddress(target: AddressForm, source: CustomerAddress): void {
    target.firstName = source.firstName ?? '';
    target.lastName = source.lastName ?? '';
    target.addressOne = source.addressOne ?? '';
    target.addressTwo = source.addressTwo ?? '';
    target.city = source.city ?? '';
    target.zip = source.zip ?? '';
    target.countryId = source.countryId ?? null;
    target.phone = source.phone ?? '';
  }

  // ---------------------------------------------------------------- delivery methods

  #country(id: number | null | undefined): Country | undefined {
    return this.options?.countries.find((country) => country.id === id);
  }

  get #savedAddress(): CustomerAddress | undefined {
    const id = this.#form.addressId;
    return id === null ? undefined : this.options?.addresses.find((address) => address.id === id);
  }

  /** Whether the new address's country needs a ZIP (unknown country: yes). */
  get #zipRequired(): boolean {
    return this.#country(this.#form.address.countryId)?.zipRequired !== false;
  }

  /** The country and ZIP the delivery methods depend on, once both are known. */
  #methodsKey(): { country: number; zip: string } | null {
    const saved = this.#savedAddress;
    if (saved) return saved.countryId ? { country: saved.countryId, zip: (saved.zip ?? '').trim() } : null;
    const { countryId, zip } = this.#form.address;
    if (countryId === null) return null;
    if (!zip.trim() && this.#zipRequired) return null;
    return { country: countryId, zip: zip.trim() };
  }

  /**
   * Asks for the methods of the address now shown, unless they are shown or on their way: at once
   * for a saved address, after a pause in typing for a new one. Only the latest request's answer
   * is shown.
   */
  #refreshMethods(immediate: boolean): void {
    if (!this.options || this.#form.kind !== 'ship') return;
    const key = this.#methodsKey();
    const id = key ? `${key.country}|${key.zip}` : null;
    if (id === this.#methodsFor && this.methodsState !== 'failed') return;
    clearTimeout(this.#methodsTimer);
    this.#methodsTimer = undefined;
    this.#methodsFor = id;
    this.#methodsTicket += 1;
    this.methods = null;
    this.methodsError = null;
    this.#dropFormError('shippingMethodId');
    if (!key) {
      this.methodsState = 'waiting';
      return;
    }
    this.methodsState = 'loading';
    if (immediate) void this.#loadMethods(key);
    else
      this.#methodsTimer = setTimeout(() => {
        this.#methodsTimer = undefined;
        void this.#loadMethods(key);
      }, METHODS_DEBOUNCE_MS);
  }

  /** Sends a lookup that waits for the pause in typing now (Continue pressed meanwhile). */
  #flushMethods(): void {
    if (this.#methodsTimer === undefined) return;
    clearTimeout(this.#methodsTimer);
    this.#methodsTimer = undefined;
    const key = this.#methodsKey();
    if (key) void this.#loadMethods(key);
  }

  async #loadMethods(key: { country: number; zip: string }): Promise<void> {
    const store = this.store!;
    const ticket = (this.#methodsTicket += 1);
    try {
      const methods = await loadShippingMethods(store.svcCart, key.country, key.zip);
      if (ticket !== this.#methodsTicket) return;
      const form = store.delivery;
      if (!methods.some((method) => method.id === form.shippingMethodId))
        form.shippingMethodId = methods.length === 1 ? methods[0]!.id : null;
      this.methods = methods;
      this.methodsState = 'ready';
    } catch (error) {
      if (ticket !== this.#methodsTicket) return;
      const fields = this.stepError(error).fields ?? {};
      // A ZIP or country the lookup refused is said next to that field of a new address.
      const zip = fields.zip?.[0];
      const country = fields.country?.[0];
      if (!this.#savedAddress && (zip || country)) {
        this.formErrors = {
          ...this.formErrors,
          ...(zip ? { [addressPath('zip')]: zip } : {}),
          ...(country ? { [addressPath('countryId')]: country } : {}),
        };
        this.methodsError = null;
      } else this.methodsError = this.#t('delivery.methodsFailed');
      this.methodsState = 'failed';
    }
  }

  // ---------------------------------------------------------------- pick-up details

  /** Loads the customer's pick-up details for the chosen pick-up (only the latest answer counts). */
  #refreshPeople(): void {
    const form = this.#form;
    const id = form.kind === 'pickup' ? form.pickupId : null;
    if (id === null || (id === this.#peopleFor && this.peopleState !== 'failed')) return;
    const store = this.store!;
    this.#peopleFor = id;
    const ticket = (this.#peopleTicket += 1);
    this.people = null;
    this.peopleState = 'loading';
    const signedIn = Boolean(store.svcCart.customer) || Boolean(store.svcCart.sdk?.auth.isAuthenticated);
    const load = signedIn ? loadPickupDetails(store.svcCart, id) : Promise.resolve([]);
    load.then(
      (people) => {
        if (ticket !== this.#peopleTicket) return;
        const seen = marks(store);
        const known = people.some((person) => person.id === form.pickupInfoId);
        if (!seen.has(`pickup:${id}`)) {
          seen.add(`pickup:${id}`);
          if (!known) form.pickupInfoId = people[0]?.id ?? null;
        } else if (!known) form.pickupInfoId = null;
        this.people = people;
        this.peopleState = 'ready';
      },
      () => {
        if (ticket !== this.#peopleTicket) return;
        // The shopper can still enter new details.
        form.pickupInfoId = null;
        this.people = [];
        this.peopleState = 'failed';
      },
    );
  }

  // ---------------------------------------------------------------- errors

  /** The message for `path`: the step's own, else the server's. */
  #error(path: string): string | undefined {
    return this.formErrors[path] ?? this.store?.errors.delivery?.fields?.[path]?.[0];
  }

  #dropFormError(path: string): void {
    if (!(path in this.formErrors)) return;
    const { [path]: _dropped, ...rest } = this.formErrors;
    this.formErrors = rest;
  }

  /** Forgets the messages about `path` once the shopper changes it. */
  #forget(path: string): void {
    this.#dropFormError(path);
    const store = this.store!;
    const error = store.errors.delivery;
    if (!error?.fields?.[path]) return;
    const { [path]: _dropped, ...fields } = error.fields;
    if (Object.keys(fields).length) store.errors.delivery = { ...error, fields };
    else delete store.errors.delivery;
  }

  /** The faults in the order they are shown. */
  #faultOrder(): string[] {
    if (this.#form.kind === 'pickup')
      return ['shippingMethodId', 'pickupInfoId', ...PERSON_FIELDS.map(personPath)];
    return ['shippingAddressId', ...ADDRESS_FIELDS.map(addressPath), 'shippingMethodId'];
  }

  #faultTarget(path: string): HTMLElement | null {
    const root = this.renderRoot;
    const radio = (name: string) =>
      root.querySelector<HTMLElement>(`input[name="${name}"]:checked`) ??
      root.querySelector<HTMLElement>(`input[name="${name}"]`);
    if (path === 'shippingAddressId') return radio('address');
    if (path.startsWith('shippingAddress.'))
      return root.querySelector<HTMLElement>(`#address-${path.slice('shippingAddress.'.length)}`);
    if (path === 'shippingMethodId')
      return this.#form.kind === 'pickup'
        ? radio('pickup')
        : (radio('method') ?? root.querySelector<HTMLElement>('#methods-error'));
    if (path === 'pickupInfoId') return radio('pickup-person') ?? root.querySelector('#people-error');
    if (path.startsWith('pickupInfo.'))
      return root.querySelector<HTMLElement>(`#pickup-${path.slice('pickupInfo.'.length)}`);
    return null;
  }

  /** Moves focus to the first field at fault; false when none is shown (focus stays). */
  #focusFault(): boolean {
    for (const path of this.#faultOrder()) {
      if (!this.#error(path)) continue;
      const target = this.#faultTarget(path);
      if (target) {
        target.focus();
        return true;
      }
    }
    return false;
  }

  /** Whether the fault `path` has a place on the step as it is now. */
  #hasPlace(path: string): boolean {
    const form = this.#form;
    if (path === 'shippingAddressId') return form.kind === 'ship' && Boolean(this.options?.addresses.length);
    if (path.startsWith('shippingAddress.')) return form.kind === 'ship' && !this.#savedAddress;
    if (path.startsWith('pickupInfo.')) return form.kind === 'pickup' && form.pickupInfoId === null;
    return this.#faultOrder().includes(path);
  }

  /** Whether a server error is shown next to a field (then it is not repeated above the button). */
  #serverErrorShown(): boolean {
    const fields = this.store?.errors.delivery?.fields ?? {};
    return this.#faultOrder().some((path) => fields[path]?.length && this.#hasPlace(path));
  }

  // ---------------------------------------------------------------- continue

  /** The step's own checks before anything is sent. */
  #validate(): Record<string, string> {
    const form = this.#form;
    const errors: Record<string, string> = {};
    if (form.kind === 'pickup') {
      if (form.pickupId === null) errors.shippingMethodId = this.#t('delivery.choosePickup');
      if (form.pickupInfoId === null) {
        if (this.peopleState === 'loading') errors.pickupInfoId = this.#t('delivery.pickupPersonLoading');
        else
          for (const field of PERSON_FIELDS)
            if (!this.store!.pickupPerson[field].trim())
              errors[personPath(field)] = this.#t(`delivery.required.${field}`);
      }
      return errors;
    }
    if (!this.#savedAddress) {
      for (const field of REQUIRED_ADDRESS) {
        if (field === 'zip' && !this.#zipRequired) continue;
        const value = form.address[field];
        if (value === null || (typeof value === 'string' && !value.trim()))
          errors[addressPath(field)] = this.#t(`delivery.required.${field}` as DeliveryMessageKey);
      }
      for (const field of ['zip', 'countryId'] as const) {
        const lookup = this.formErrors[addressPath(field)];
        if (lookup && !errors[addressPath(field)]) errors[addressPath(field)] = lookup;
      }
    }
    const chosen = this.methods?.some((method) => method.id === form.shippingMethodId);
    if (!chosen) {
      errors.shippingMethodId =
        this.methodsState === 'ready' && this.methods?.length === 0
          ? this.#t('delivery.noMethods')
          : this.methodsState === 'failed' && this.methodsError
            ? this.methodsError
            : this.#t('delivery.chooseMethod');
    }
    return errors;
  }

  #choice(): DeliveryChoice {
    const form = this.#form;
    if (form.kind === 'pickup') return { shippingMethodId: form.pickupId! };
    const shippingMethodId = form.shippingMethodId!;
    if (form.addressId !== null) return { shippingAddressId: form.addressId, shippingMethodId };
    const address = form.address;
    const addressTwo = address.addressTwo.trim();
    const phone = address.phone.trim();
    return {
      shippingAddress: {
        firstName: address.firstName.trim(),
        lastName: address.lastName.trim(),
        addressOne: address.addressOne.trim(),
        addressTwo: addressTwo || null,
        city: address.city.trim(),
        zip: address.zip.trim(),
        countryId: address.countryId!,
        ...(phone ? { phone } : {}),
      },
      shippingMethodId,
    };
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const store = this.store;
    if (!store || !this.options || store.busy.has('delivery')) return;
    this.#flushMethods();
    const errors = this.#validate();
    this.formErrors = errors;
    if (Object.keys(errors).length) {
      await this.updateComplete;
      this.#focusFault();
      return;
    }
    delete store.errors.delivery;
    const choice = this.#choice();
    const form = store.delivery;
    let failed = false;
    await store.run('delivery', async () => {
      if (form.kind === 'pickup' && form.pickupInfoId === null) {
        try {
          await this.#storePerson(store);
        } catch (error) {
          failed = true;
          store.fail('delivery', this.#personError(error));
          return;
        }
      }
      try {
        await saveDelivery(store.svcCart, choice);
        const tier =
          form.kind === 'pickup'
            ? this.options?.pickups.find((pickup) => pickup.id === form.pickupId)
            : this.methods?.find((method) => method.id === form.shippingMethodId);
        store.complete('delivery', { shippingTier: tier?.name });
      } catch (error) {
        failed = true;
        store.fail('delivery', this.stepError(error));
      }
    });
    if (failed) {
      await this.updateComplete;
      this.#focusFault();
    }
  }

  /** Stores new pick-up details and chooses them (a retry after a failed cart change does not store them twice). */
  async #storePerson(store: CheckoutStore): Promise<void> {
    const person = store.pickupPerson;
    const stored = await storePickupDetails(store.svcCart, {
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      phone: person.phone.trim(),
    });
    this.people = [...(this.people ?? []), stored];
    store.delivery.pickupInfoId = stored.id ?? null;
  }

  /** A refusal of `pickupInfo.store`: its field errors (`phone`) named as the step's (`pickupInfo.phone`). */
  #personError(error: unknown): StepError {
    const { message, fields } = this.stepError(error);
    if (!fields) return { message };
    return {
      message,
      fields: Object.fromEntries(
        Object.entries(fields).map(([name, texts]) => [`pickupInfo.${name}`, texts]),
      ),
    };
  }

  // ---------------------------------------------------------------- changes

  #setKind(kind: 'ship' | 'pickup'): void {
    this.#form.kind = kind;
    this.formErrors = {};
    delete this.store!.errors.delivery;
    if (kind === 'ship') this.#refreshMethods(true);
    else this.#refreshPeople();
    this.requestUpdate();
  }

  #chooseAddress(id: number | null): void {
    this.#form.addressId = id;
    this.#forget('shippingAddressId');
    this.#refreshMethods(id !== null);
    this.requestUpdate();
  }

  #setAddressField(field: AddressField, value: string): void {
    const address = this.#form.address;
    if (field === 'countryId') address.countryId = this.#countryFromValue(value);
    else address[field] = value;
    this.#forget(addressPath(field));
    if (field === 'zip' || field === 'countryId') {
      // A new country may change whether the ZIP is required, and what the lookup said about it.
      this.#forget(addressPath(field === 'zip' ? 'countryId' : 'zip'));
      this.#refreshMethods(false);
    }
    this.requestUpdate();
  }

  #countryFromValue(value: string): number | null {
    const country = this.options?.countries.find((candidate) => this.#countryValue(candidate) === value);
    return country?.id ?? null;
  }

  /** The option value of a country: its ISO code, which the browser's autofill matches. */
  #countryValue(country: Country): string {
    return typeof country.code === 'string' && country.code ? country.code : String(country.id);
  }

  #chooseMethod(id: number): void {
    this.#form.shippingMethodId = id;
    this.#forget('shippingMethodId');
    this.requestUpdate();
  }

  #choosePickup(id: number): void {
    this.#form.pickupId = id;
    this.#forget('shippingMethodId');
    this.#refreshPeople();
    this.requestUpdate();
  }

  #choosePerson(id: number | null): void {
    this.#form.pickupInfoId = id;
    this.#forget('pickupInfoId');
    this.requestUpdate();
  }

  #setPersonField(field: PersonField, value: string): void {
    this.store!.pickupPerson[field] = value;
    this.#forget(personPath(field));
    this.requestUpdate();
  }

  // ---------------------------------------------------------------- rendering

  #price(minor: unknown): string {
    if (typeof minor !== 'number') return '';
    return minor === 0 ? this.#t('delivery.free') : this.money(minor);
  }

  #days(method: ShippingMethodDelivery): string {
    const min = typeof method.minDays === 'number' ? method.minDays : null;
    const max = typeof method.maxDays === 'number' ? method.maxDays : null;
    if (min !== null && max !== null)
      return min === max
        ? this.#t('delivery.days', { count: max })
        : this.#t('delivery.daysRange', { min, max });
    if (max !== null) return this.#t('delivery.daysUpTo', { count: max });
    if (min !== null) return this.#t('delivery.daysFrom', { count: min });
    return '';
  }

  #addressLines(address: CustomerAddress): string[] {
    const street = [address.addressOne, address.addressTwo].filter(Boolean).join(', ');
    const city = address.city ?? '';
    const zip = address.zip ?? '';
    const place = address.province
      ? this.#t('delivery.placeRegion', { city, region: address.province, zip })
      : this.#t('delivery.place', { city, zip });
    const country = this.#country(address.countryId)?.name ?? address.country?.name ?? '';
    const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
    return [name, address.company ?? '', street, place.trim(), country].filter(Boolean);
  }

  /** A group's message slot (the fieldset is described by it). */
  #groupError(id: string, path: string) {
    return html`<p part="field-error" id=${id} role="alert" tabindex="-1">${this.#error(path) ?? ''}</p>`;
  }

  #kinds() {
    const form = this.#form;
    return html`<fieldset>
      <legend>${this.#t('delivery.kind')}</legend>
      <div class="kinds">
        ${(['ship', 'pickup'] as const).map(
          (kind) =>
            html`<label part="option">
              <input
                type="radio"
                name="kind"
                .value=${kind}
                .checked=${form.kind === kind}
                @change=${() => this.#setKind(kind)}
              />
              <span>${this.#t(`delivery.kind.${kind}`)}</span>
            </label>`,
        )}
      </div>
    </fieldset>`;
  }

  #addresses() {
    const addresses = this.options!.addresses;
    if (!addresses.length) return nothing;
    const form = this.#form;
    return html`<fieldset aria-describedby="addresses-error">
      <legend>${this.#t('delivery.addresses')}</legend>
      ${addresses.map(
        (address) =>
          html`<label part="option address">
            <input
              type="radio"
              name="address"
              .value=${String(address.id)}
              .checked=${form.addressId === address.id}
              @change=${() => this.#chooseAddress(address.id ?? null)}
            />
            <span class="lines">
              ${this.#addressLines(address).map((line) => html`<span>${line}</span> `)}
            </span>
          </label>`,
      )}
      <label part="option">
        <input
          type="radio"
          name="address"
          value="new"
          .checked=${form.addressId === null}
          @change=${() => this.#chooseAddress(null)}
        />
        <span>${this.#t('delivery.newAddress')}</span>
      </label>
      ${this.#groupError('addresses-error', 'shippingAddressId')}
    </fieldset>`;
  }

  #addressField(field: Exclude<AddressField, 'countryId'>, label: DeliveryMessageKey, required: boolean) {
    const id = `address-${field}`;
    const error = this.#error(addressPath(field));
    const phone = field === 'phone';
    return html`<div part="field">
      <label part="field-label" for=${id}>${this.#t(label)}</label>
      <input
        id=${id}
        name=${field}
        type=${phone ? 'tel' : 'text'}
        inputmode=${phone ? 'tel' : nothing}
        autocomplete=${AUTOCOMPLETE[field]}
        autocapitalize=${field === 'zip' ? 'characters' : nothing}
        spellcheck="false"
        ?required=${required}
        .value=${this.#form.address[field]}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${`${id}-error`}
        @input=${(event: Event) => this.#setAddressField(field, (event.target as HTMLInputElement).value)}
      />
      <p part="field-error" id=${`${id}-error`} role="alert">${error ?? ''}</p>
    </div>`;
  }

  #countryField() {
    const error = this.#error(addressPath('countryId'));
    const chosen = this.#form.address.countryId;
    return html`<div part="field">
      <label part="field-label" for="address-countryId">${this.#t('delivery.country')}</label>
      <select
        id="address-countryId"
        name="countryId"
        autocomplete="country"
        required
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby="address-countryId-error"
        @change=${(event: Event) => this.#setAddressField('countryId', (event.target as HTMLSelectElement).value)}
      >
        <option value="" .selected=${chosen === null}>${this.#t('delivery.chooseCountry')}</option>
        ${this.options!.countries.map(
          (country) =>
            html`<option .value=${this.#countryValue(country)} .selected=${country.id === chosen}>
              ${country.name ?? country.code ?? String(country.id)}
            </option>`,
        )}
      </select>
      <p part="field-error" id="address-countryId-error" role="alert">${error ?? ''}</p>
    </div>`;
  }

  #addressForm() {
    if (this.#savedAddress) return nothing;
    const hasSaved = this.options!.addresses.length > 0;
    const zipRequired = this.#zipRequired;
    return html`<fieldset class="address-form">
      <legend class=${hasSaved ? 'visually-hidden' : ''}>
        ${this.#t(hasSaved ? 'delivery.newAddress' : 'delivery.addresses')}
      </legend>
      <div class="pair">
        ${this.#addressField('firstName', 'delivery.firstName', true)}
        ${this.#addressField('lastName', 'delivery.lastName', true)}
      </div>
      ${this.#addressField('addressOne', 'delivery.addressOne', true)}
      ${this.#addressField('addressTwo', 'delivery.addressTwo', false)}
      <div class="pair">
        ${this.#addressField('city', 'delivery.city', true)}
        ${this.#addressField('zip', zipRequired ? 'delivery.zip' : 'delivery.zipOptional', zipRequired)}
      </div>
      ${this.#countryField()} ${this.#addressField('phone', 'delivery.phone', false)}
    </fieldset>`;
  }

  #methodsStatus(): string | null {
    switch (this.methodsState) {
      case 'waiting':
        return this.#t('delivery.methodsWaiting');
      case 'loading':
        return this.#t('delivery.methodsLoading');
      case 'failed':
        return this.methodsError;
      case 'ready':
        return this.methods?.length ? null : this.#t('delivery.noMethods');
    }
  }

  #methods() {
    const form = this.#form;
    const status = this.#methodsStatus();
    const error = this.#error('shippingMethodId');
    return html`<fieldset aria-describedby="methods-error" aria-busy=${this.methodsState === 'loading'}>
      <legend>${this.#t('delivery.methods')}</legend>
      ${(this.methods ?? []).map((method) => {
        const note = typeof method.freeOver === 'number' && method.price !== 0 ? method.freeOver : null;
        const days = this.#days(method);
        return html`<label part="option method">
          <input
            type="radio"
            name="method"
            .value=${String(method.id)}
            .checked=${form.shippingMethodId === method.id}
            @change=${() => this.#chooseMethod(method.id)}
          />
          <span class="method-text">
            <span part="method-name">${method.name ?? ''}</span>
            ${days ? html`<span part="method-time" class="muted">${days}</span>` : nothing}
            ${
              note !== null
                ? html`<span part="method-note" class="muted">
                    ${this.#t('delivery.freeOver', { amount: this.money(note) })}
                  </span>`
                : nothing
            }
          </span>
          <span part="method-price" class="price">${this.#price(method.price)}</span>
        </label>`;
      })}
      ${
        status && status !== error
          ? html`<p part="methods-status" class="status muted" role="status">
              ${this.methodsState === 'loading' ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
              <span>${status}</span>
            </p>`
          : nothing
      }
      ${
        this.methodsState === 'failed' && this.methodsError
          ? html`<button class="secondary retry" type="button" @click=${() => this.#refreshMethods(true)}>
              ${this.#t('delivery.retry')}
            </button>`
          : nothing
      }
      ${this.#groupError('methods-error', 'shippingMethodId')}
    </fieldset>`;
  }

  #giftStart() {
    const startsAt = this.store?.svcCart.cart?.giftInfo?.startsAt;
    if (!isCalendarDate(startsAt)) return nothing;
    return html`<p part="gift-start">
      ${this.#t('delivery.giftStarts', { date: this.l10n.date(startsAt) })}
    </p>`;
  }

  #hours(pickup: ShippingMethodPickup): string {
    const hours = pickup.hours;
    if (typeof hours === 'string') return hours;
    if (Array.isArray(hours)) return hours.filter((entry) => typeof entry === 'string').join(', ');
    return '';
  }

  #pickups() {
    const form = this.#form;
    return html`<fieldset aria-describedby="pickups-error">
      <legend>${this.#t('delivery.pickups')}</legend>
      ${this.options!.pickups.map((pickup) => {
        const hours = this.#hours(pickup);
        return html`<label part="option pickup">
          <input
            type="radio"
            name="pickup"
            .value=${String(pickup.id)}
            .checked=${form.pickupId === pickup.id}
            @change=${() => this.#choosePickup(pickup.id)}
          />
          <span class="lines">
            <span part="pickup-name">${pickup.name ?? ''}</span>
            ${pickup.address ? html`<span part="pickup-address" class="muted">${pickup.address}</span>` : nothing}
            ${hours ? html`<span part="pickup-hours" class="muted">${hours}</span>` : nothing}
          </span>
          <span class="price">${this.#price(pickup.price)}</span>
        </label>`;
      })}
      ${this.#groupError('pickups-error', 'shippingMethodId')}
    </fieldset>`;
  }

  #personField(field: PersonField, label: DeliveryMessageKey) {
    const id = `pickup-${field}`;
    const error = this.#error(personPath(field));
    const phone = field === 'phone';
    return html`<div part="field">
      <label part="field-label" for=${id}>${this.#t(label)}</label>
      <input
        id=${id}
        name=${`pickup${field[0]!.toUpperCase()}${field.slice(1)}`}
        type=${phone ? 'tel' : 'text'}
        inputmode=${phone ? 'tel' : nothing}
        autocomplete=${AUTOCOMPLETE[field]}
        spellcheck="false"
        required
        .value=${this.store!.pickupPerson[field]}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${`${id}-error`}
        @input=${(event: Event) => this.#setPersonField(field, (event.target as HTMLInputElement).value)}
      />
      <p part="field-error" id=${`${id}-error`} role="alert">${error ?? ''}</p>
    </div>`;
  }

  #people() {
    const form = this.#form;
    if (form.pickupId === null) return nothing;
    if (this.peopleState === 'loading' || this.peopleState === null)
      return html`<p class="status muted" role="status">
        <span class="spinner" aria-hidden="true"></span
        ><span>${this.#t('delivery.pickupPersonLoading')}</span>
      </p>`;
    const people = this.people ?? [];
    const personForm = html`<div class="pair">
        ${this.#personField('firstName', 'delivery.firstName')}
        ${this.#personField('lastName', 'delivery.lastName')}
      </div>
      ${this.#personField('phone', 'delivery.pickupPhone')}`;
    return html`<fieldset aria-describedby="people-error">
      <legend>${this.#t('delivery.pickupPerson')}</legend>
      ${
        this.peopleState === 'failed'
          ? html`<p class="muted">${this.#t('delivery.pickupPersonFailed')}</p>`
          : nothing
      }
      ${people.map(
        (person) =>
          html`<label part="option pickup-person">
            <input
              type="radio"
              name="pickup-person"
              .value=${String(person.id)}
              .checked=${form.pickupInfoId === person.id}
              @change=${() => this.#choosePerson(person.id ?? null)}
            />
            <span class="lines">
              <span>${[person.firstName, person.lastName].filter(Boolean).join(' ')}</span>
              ${person.phone ? html`<span class="muted">${person.phone}</span>` : nothing}
            </span>
          </label>`,
      )}
      ${
        people.length
          ? html`<label part="option">
              <input
                type="radio"
                name="pickup-person"
                value="new"
                .checked=${form.pickupInfoId === null}
                @change=${() => this.#choosePerson(null)}
              />
              <span>${this.#t('delivery.newPickupPerson')}</span>
            </label>`
          : nothing
      }
      ${form.pickupInfoId === null ? personForm : nothing} ${this.#groupError('people-error', 'pickupInfoId')}
    </fieldset>`;
  }

  #content() {
    if (this.loadState === 'failed')
      return html`<p part="view-error" role="alert">
          ${this.#t('delivery.loadFailed')} ${this.loadError ?? ''}
        </p>
        <button class="secondary retry" type="button" @click=${() => void this.#load()}>
          ${this.#t('delivery.retry')}
        </button>`;
    if (!this.options)
      return html`<p class="status muted" role="status">
        <span class="spinner" aria-hidden="true"></span><span>${this.#t('delivery.loading')}</span>
      </p>`;
    const pickup = this.#form.kind === 'pickup';
    return html`${this.options.pickups.length ? this.#kinds() : nothing}
    ${
      pickup
        ? html`${this.#pickups()} ${this.#giftStart()} ${this.#people()}`
        : html`${this.#addresses()} ${this.#addressForm()} ${this.#methods()} ${this.#giftStart()}`
    }`;
  }

  override render() {
    const store = this.store;
    if (!store) return nothing;
    const busy = store.busy.has('delivery');
    const failure = store.errors.delivery;
    const showFailure = failure?.message && !this.#serverErrorShown();
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        <h4 part="step-title" tabindex="-1">${this.#t('delivery.title')}</h4>
        ${this.#content()}
      </div>
      <div part="view-actions">
        ${showFailure ? html`<p part="view-error" role="alert">${failure.message}</p>` : nothing}
        <button
          part="submit-button"
          class="primary"
          type="submit"
          ?disabled=${!this.options}
          aria-busy=${busy ? 'true' : 'false'}
        >
          ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.#t('delivery.continue')}
        </button>
      </div>
    </form>`;
  }
}
