/**
 * The delivery step's rules, as pure functions of what the shopper chose and typed: which fields a
 * new address needs (a country without ZIPs needs none), the country and ZIP its delivery methods
 * depend on, what is chosen for the shopper when the data arrives, the step's own checks before
 * anything is sent, the faults' names and order, and the payloads the API takes. The shapes here
 * are the checkout store's forms (`AddressForm`, `PickupPersonForm`, the `delivery` form).
 */
import type {
  CartShippingAddressInput,
  Country,
  CustomerAddress,
  CustomerPickupInfo,
  PickupInfoStorePayload,
  ShippingMethodDelivery,
  ShippingMethodPickup,
} from '@svc/sdk';

/** A new address as the shopper types it. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo: string;
  city: string;
  zip: string;
  /** The state, province or prefecture, where the country's addresses have one (`province`). */
  province: string;
  countryId: number | null;
  phone: string;
}

/** New pick-up details as the shopper types them. */
export interface PersonFields {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The shopper's delivery choice: an address (saved or new) with a method, or a pick-up. */
export interface DeliveryFields {
  /** Shipping to an address, or picking up at one of the shop's local pick-ups. */
  kind: 'ship' | 'pickup';
  /** A saved address of the customer; `null` with a new address. */
  addressId: number | null;
  address: AddressFields;
  shippingMethodId: number | null;
  /** The chosen local pick-up (a shipping method of type pickup). */
  pickupId: number | null;
  /** The customer's pick-up details (`pickupInfo`) chosen or stored for it. */
  pickupInfoId: number | null;
}

/** What the shop offers the step: the customer's saved addresses, the countries, the pick-ups. */
export interface DeliveryOffer {
  /** The signed-in customer's saved addresses (none for a guest). */
  addresses: CustomerAddress[];
  /** The countries the shop delivers to. */
  countries: Country[];
  /** The shop's local pick-ups for this cart (none: no "Pick up" choice). */
  pickups: ShippingMethodPickup[];
}

/** The cart change of the step: a saved address or a new one with a delivery method, or a pick-up. */
export type DeliveryPayload =
  | { shippingAddressId: number; shippingMethodId: number }
  | { shippingAddress: CartShippingAddressInput & { phone?: string }; shippingMethodId: number }
  | { shippingMethodId: number };

/** A field of a new address. */
export type AddressField = keyof AddressFields;
/** A field of new pick-up details. */
export type PersonField = keyof PersonFields;
/** The new address's fields that can be required. */
export type RequiredAddressField = Exclude<AddressField, 'addressTwo' | 'phone'>;
/** The fields of an address's place line (after the street), which countries order differently. */
export type PlaceField = 'city' | 'zip' | 'province';
/** What a country calls the region of its addresses. */
export type RegionKind = 'state' | 'province' | 'prefecture';

/** How a country writes an address: its place line's fields in order, and its region, if any. */
export interface AddressFormat {
  place: readonly PlaceField[];
  /** The region's name; none: the country's addresses have no region field. */
  region?: RegionKind;
}

/** The country and ZIP the delivery methods are asked for. */
export interface MethodsKey {
  country: number;
  zip: string;
}

/** What the delivery methods section shows. */
export type MethodsState = 'waiting' | 'loading' | 'ready' | 'failed';

/** The messages of the step's own checks (keys of the step's catalog). */
export type DeliveryFaultKey =
  | 'delivery.choosePickup'
  | 'delivery.pickupPersonLoading'
  | 'delivery.noMethods'
  | 'delivery.chooseMethod'
  | `delivery.required.${Exclude<RequiredAddressField, 'province'> | PersonField}`
  | `delivery.required.region.${RegionKind}`;

/** City, then postcode: the United Kingdom's order, and the one of a country not listed below. */
const CITY_FIRST: AddressFormat = { place: ['city', 'zip'] };
/** Postcode, then city: most of continental Europe. */
const POSTCODE_FIRST: AddressFormat = { place: ['zip', 'city'] };

/**
 * The address formats of the countries whose order or region differs from `CITY_FIRST`, by ISO
 * code, as their postal services (and Shopify's checkout) write them: the United States, Canada and
 * Australia put the region between city and ZIP; Japan writes postcode, prefecture, city.
 */
export const ADDRESS_FORMATS: Readonly<Record<string, AddressFormat>> = {
  US: { place: ['city', 'province', 'zip'], region: 'state' },
  CA: { place: ['city', 'province', 'zip'], region: 'province' },
  AU: { place: ['city', 'province', 'zip'], region: 'state' },
  JP: { place: ['zip', 'province', 'city'], region: 'prefecture' },
  GB: CITY_FIRST,
  IE: CITY_FIRST,
  DE: POSTCODE_FIRST,
  AT: POSTCODE_FIRST,
  CH: POSTCODE_FIRST,
  FR: POSTCODE_FIRST,
  BE: POSTCODE_FIRST,
  NL: POSTCODE_FIRST,
  LU: POSTCODE_FIRST,
  ES: POSTCODE_FIRST,
  IT: POSTCODE_FIRST,
  PT: POSTCODE_FIRST,
  PL: POSTCODE_FIRST,
  CZ: POSTCODE_FIRST,
  SE: POSTCODE_FIRST,
  DK: POSTCODE_FIRST,
  NO: POSTCODE_FIRST,
  FI: POSTCODE_FIRST,
};

/** The address format of the country `id` among those offered (`CITY_FIRST` when unknown). */
export function addressFormat(offer: DeliveryOffer | null, id: number | null | undefined): AddressFormat {
  const code = findCountry(offer, id)?.code;
  return (typeof code === 'string' && ADDRESS_FORMATS[code.toUpperCase()]) || CITY_FIRST;
}

/**
 * The new address's fields in the order they are shown (and checked, and focused) for a country's
 * format: the country first (it decides the rest), the names, the street, the place line in the
 * country's order, the phone.
 */
export function addressFieldOrder(format: AddressFormat): AddressField[] {
  const place = format.region ? format.place : format.place.filter((field) => field !== 'province');
  return ['countryId', 'firstName', 'lastName', 'addressOne', 'addressTwo', ...place, 'phone'];
}

/** The new address's fields that must be filled (the ZIP only where the country has ZIPs, the region where it has one). */
export const REQUIRED_ADDRESS_FIELDS: readonly RequiredAddressField[] = [
  'countryId',
  'firstName',
  'lastName',
  'addressOne',
  'city',
  'zip',
  'province',
];

/** The pick-up details' fields in the order they are shown; all of them are required. */
export const PERSON_FIELDS: readonly PersonField[] = ['firstName', 'lastName', 'phone'];

/** Autofill tokens of the address fields. */
export const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressOne: 'address-line1',
  addressTwo: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  province: 'address-level1',
  countryId: 'country',
  phone: 'tel',
};

/**
 * The faults of the step are named by the payload field at fault, as the server names them:
 * `shippingAddressId`, `shippingAddress.zip`, `shippingMethodId` (a delivery method or a pick-up),
 * `pickupInfo.phone` (the details of `pickupInfo.store`, prefixed here) and `pickupInfoId`.
 */
export const addressPath = (field: AddressField): string => `shippingAddress.${field}`;

/** The fault name of a pick-up details field (`pickupInfo.phone`). */
export const personPath = (field: PersonField): string => `pickupInfo.${field}`;

/** Whether `value` is a calendar date (`YYYY-MM-DD…`). */
export const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/** The offered country with the ID `id`. */
export function findCountry(offer: DeliveryOffer | null, id: number | null | undefined): Country | undefined {
  return offer?.countries.find((country) => country.id === id);
}

/** The option value of a country: its ISO code, which the browser's autofill matches. */
export function countryValue(country: Country): string {
  return typeof country.code === 'string' && country.code ? country.code : String(country.id);
}

/** The ID of the offered country whose option value is `value` (`null`: none chosen). */
export function countryFromValue(offer: DeliveryOffer | null, value: string): number | null {
  const country = offer?.countries.find((candidate) => countryValue(candidate) === value);
  return country?.id ?? null;
}

/** The saved address chosen, when it is offered. */
export function savedAddress(form: DeliveryFields, offer: DeliveryOffer | null): CustomerAddress | undefined {
  const id = form.addressId;
  return id === null ? undefined : offer?.addresses.find((address) => address.id === id);
}

/** Whether the new address's country needs a ZIP (unknown country: yes). */
export function zipRequired(form: DeliveryFields, offer: DeliveryOffer | null): boolean {
  return findCountry(offer, form.address.countryId)?.zipRequired !== false;
}

/** The country and ZIP the delivery methods depend on, once both are known. */
export function methodsKey(form: DeliveryFields, offer: DeliveryOffer | null): MethodsKey | null {
  const saved = savedAddress(form, offer);
  if (saved) return saved.countryId ? { country: saved.countryId, zip: (saved.zip ?? '').trim() } : null;
  const { countryId, zip } = form.address;
  if (countryId === null) return null;
  if (!zip.trim() && zipRequired(form, offer)) return null;
  return { country: countryId, zip: zip.trim() };
}

/** A methods key as one string (`country|zip`), to compare lookups; `null` without a key. */
export const methodsKeyId = (key: MethodsKey | null): string | null =>
  key ? `${key.country}|${key.zip}` : null;

/** A saved address as the fields of a new one. */
export function addressFields(source: CustomerAddress): AddressFields {
  return {
    firstName: source.firstName ?? '',
    lastName: source.lastName ?? '',
    addressOne: source.addressOne ?? '',
    addressTwo: source.addressTwo ?? '',
    city: source.city ?? '',
    zip: source.zip ?? '',
    province: source.province ?? '',
    countryId: source.countryId ?? null,
    phone: source.phone ?? '',
  };
}

/** What the step starts from the first time it has its data. */
export interface DeliveryStart {
  /** The cart's delivery method or pick-up. */
  cartMethodId: number | null;
  /** The cart's saved address. */
  cartAddressId: unknown;
  /** The cart's address (a new one, when it is none of the saved ones). */
  cartAddress: CustomerAddress | null | undefined;
  /** The names to start the forms with: the contact step's, else the customer's. */
  firstName: string;
  lastName: string;
  /** The customer's phone, for new pick-up details. */
  phone: string;
  /** The browser's languages (`navigator.languages`), whose regions suggest the shopper's country. */
  languages: readonly string[];
}

/**
 * What is chosen once the step has its data. The first time (`start`): the cart's current choice
 * (a pick-up, a saved address, a new address, a method), else the default address; the names for
 * both forms. Every time: what the shop no longer offers is not chosen, a lone pick-up is, and a
 * shop without pick-ups ships. Returns the changed copies of `form` and `person`.
 */
export function preselectDelivery(
  form: DeliveryFields,
  person: PersonFields,
  offer: DeliveryOffer,
  start: DeliveryStart | null,
): { form: DeliveryFields; person: PersonFields } {
  const next: DeliveryFields = {
    kind: form.kind,
    addressId: form.addressId,
    address: { ...form.address },
    shippingMethodId: form.shippingMethodId,
    pickupId: form.pickupId,
    pickupInfoId: form.pickupInfoId,
  };
  const who: PersonFields = { ...person };
  if (start) {
    const cartMethod = start.cartMethodId;
    const pickup = offer.pickups.find((candidate) => candidate.id === cartMethod);
    if (pickup && next.pickupId === null) {
      next.kind = 'pickup';
      next.pickupId = pickup.id;
    } else if (cartMethod !== null && next.shippingMethodId === null) next.shippingMethodId = cartMethod;
    const saved = offer.addresses.find((address) => address.id === start.cartAddressId);
    if (next.addressId === null) {
      if (saved) next.addressId = saved.id ?? null;
      else if (start.cartAddress) next.address = addressFields(start.cartAddress);
      else {
        const fallback = offer.addresses.find((address) => address.default) ?? offer.addresses[0];
        next.addressId = fallback?.id ?? null;
      }
    }
    next.address.firstName ||= start.firstName;
    next.address.lastName ||= start.lastName;
    who.firstName ||= start.firstName;
    who.lastName ||= start.lastName;
    who.phone ||= start.phone;
    if (!findCountry(offer, next.address.countryId))
      next.address.countryId = preferredCountry(offer.countries, start.languages);
  }
  // What the shop no longer offers cannot stay chosen.
  if (next.addressId !== null && !offer.addresses.some((address) => address.id === next.addressId))
    next.addressId = null;
  if (!offer.pickups.some((pickup) => pickup.id === next.pickupId)) next.pickupId = null;
  if (next.pickupId === null && offer.pickups.length === 1) next.pickupId = offer.pickups[0]!.id;
  if (!offer.pickups.length) next.kind = 'ship';
  return { form: next, person: who };
}

/**
 * The regions the browser's languages name, in their order (`en-GB` → GB), then the regions they
 * most likely mean (`de` → DE, as `Intl.Locale#maximize` says); a malformed tag is skipped.
 */
export function browserRegions(languages: readonly string[]): string[] {
  const locales: Intl.Locale[] = [];
  for (const tag of languages) {
    try {
      locales.push(new Intl.Locale(tag));
    } catch {
      // Not a language tag: it suggests nothing.
    }
  }
  const named = locales.map((locale) => locale.region);
  const likely = locales.map((locale) => locale.maximize().region);
  return [...new Set([...named, ...likely].filter((region): region is string => Boolean(region)))];
}

/**
 * The country preselected for a new address, among the shop's only: its one country, else the
 * first the browser's languages point to, else none (the shopper chooses).
 */
export function preferredCountry(countries: readonly Country[], languages: readonly string[]): number | null {
  if (countries.length === 1) return countries[0]!.id;
  for (const region of browserRegions(languages)) {
    const country = countries.find((candidate) => candidate.code?.toUpperCase() === region);
    if (country) return country.id;
  }
  return null;
}

/**
 * The method chosen once the methods arrive: the one chosen if offered, else a lone method, else
 * the cheapest (the first of equal ones, so a free Standard wins over a free Express listed after
 * it). Methods without a price are never the cheapest; with none priced, nothing is chosen.
 */
export function methodAfterLoad(methods: ShippingMethodDelivery[], chosen: number | null): number | null {
  if (methods.some((method) => method.id === chosen)) return chosen;
  if (methods.length === 1) return methods[0]!.id;
  let cheapest: { id: number; price: number } | null = null;
  for (const { id, price } of methods)
    if (typeof price === 'number' && (!cheapest || price < cheapest.price)) cheapest = { id, price };
  return cheapest?.id ?? null;
}

/**
 * The pick-up details chosen once they arrive: the ones chosen if still there; the first time for
 * a pick-up (`first`), else the first saved ones.
 */
export function personAfterLoad(
  people: CustomerPickupInfo[],
  chosen: number | null,
  first: boolean,
): number | null {
  if (people.some((person) => person.id === chosen)) return chosen;
  return first ? (people[0]?.id ?? null) : null;
}

/**
 * A methods lookup's refusal of a new address's ZIP or country (its field errors `zip`,
 * `country`), as the step's messages for those fields; `null` when it named neither, or the
 * address is a saved one.
 */
export function lookupRefusal(
  fields: Record<string, string[]> | undefined,
  saved: boolean,
): Record<string, string> | null {
  const zip = fields?.zip?.[0];
  const country = fields?.country?.[0];
  if (saved || !(zip || country)) return null;
  return {
    ...(zip ? { [addressPath('zip')]: zip } : {}),
    ...(country ? { [addressPath('countryId')]: country } : {}),
  };
}

/** The faults in the order they are shown. */
export function faultOrder(form: DeliveryFields, offer: DeliveryOffer | null): string[] {
  if (form.kind === 'pickup') return ['shippingMethodId', 'pickupInfoId', ...PERSON_FIELDS.map(personPath)];
  const fields = addressFieldOrder(addressFormat(offer, form.address.countryId));
  return ['shippingAddressId', ...fields.map(addressPath), 'shippingMethodId'];
}

/** Whether the fault `path` has a place on the step as it is now. */
export function hasPlace(path: string, form: DeliveryFields, offer: DeliveryOffer | null): boolean {
  if (path === 'shippingAddressId') return form.kind === 'ship' && Boolean(offer?.addresses.length);
  if (path.startsWith('shippingAddress.')) return form.kind === 'ship' && !savedAddress(form, offer);
  if (path.startsWith('pickupInfo.')) return form.kind === 'pickup' && form.pickupInfoId === null;
  return faultOrder(form, offer).includes(path);
}

/** Whether one of the server's field errors is shown next to its field (not repeated above the button). */
export function serverErrorShown(
  fields: Record<string, string[]>,
  form: DeliveryFields,
  offer: DeliveryOffer | null,
): boolean {
  return faultOrder(form, offer).some((path) => fields[path]?.length && hasPlace(path, form, offer));
}

/** What the step's own checks look at. */
export interface DeliveryCheck {
  form: DeliveryFields;
  person: PersonFields;
  offer: DeliveryOffer;
  /** The step's messages so far: a lookup's refusal of the ZIP or the country stays. */
  formErrors: Record<string, string>;
  /** Whether the customer's pick-up details are on their way. */
  peopleLoading: boolean;
  methods: ShippingMethodDelivery[] | null;
  methodsState: MethodsState;
  methodsError: string | null;
}

/** The step's own checks before anything is sent: the messages by fault (none: all is well). */
export function validateDelivery(
  check: DeliveryCheck,
  text: (key: DeliveryFaultKey) => string,
): Record<string, string> {
  const { form, offer } = check;
  const errors: Record<string, string> = {};
  if (form.kind === 'pickup') {
    if (form.pickupId === null) errors.shippingMethodId = text('delivery.choosePickup');
    if (form.pickupInfoId === null) {
      if (check.peopleLoading) errors.pickupInfoId = text('delivery.pickupPersonLoading');
      else
        for (const field of PERSON_FIELDS)
          if (!check.person[field].trim()) errors[personPath(field)] = text(`delivery.required.${field}`);
    }
    return errors;
  }
  if (!savedAddress(form, offer)) {
    const region = addressFormat(offer, form.address.countryId).region;
    for (const field of REQUIRED_ADDRESS_FIELDS) {
      if (field === 'zip' && !zipRequired(form, offer)) continue;
      const value = form.address[field];
      if (value !== null && (typeof value !== 'string' || value.trim())) continue;
      if (field !== 'province') errors[addressPath(field)] = text(`delivery.required.${field}`);
      else if (region) errors[addressPath(field)] = text(`delivery.required.region.${region}`);
    }
    for (const field of ['zip', 'countryId'] as const) {
      const lookup = check.formErrors[addressPath(field)];
      if (lookup && !errors[addressPath(field)]) errors[addressPath(field)] = lookup;
    }
  }
  const chosen = check.methods?.some((method) => method.id === form.shippingMethodId);
  if (!chosen) {
    errors.shippingMethodId =
      check.methodsState === 'ready' && check.methods?.length === 0
        ? text('delivery.noMethods')
        : check.methodsState === 'failed' && check.methodsError
          ? check.methodsError
          : text('delivery.chooseMethod');
  }
  return errors;
}

/**
 * The cart change for the choice (checked first: what it needs is chosen). A new address carries
 * its region (`province`) only where its country's addresses have one.
 */
export function deliveryPayload(form: DeliveryFields, offer: DeliveryOffer | null): DeliveryPayload {
  if (form.kind === 'pickup') return { shippingMethodId: form.pickupId! };
  const shippingMethodId = form.shippingMethodId!;
  if (form.addressId !== null) return { shippingAddressId: form.addressId, shippingMethodId };
  const address = form.address;
  const addressTwo = address.addressTwo.trim();
  const phone = address.phone.trim();
  const province = addressFormat(offer, address.countryId).region ? address.province.trim() : '';
  return {
    shippingAddress: {
      firstName: address.firstName.trim(),
      lastName: address.lastName.trim(),
      addressOne: address.addressOne.trim(),
      addressTwo: addressTwo || null,
      city: address.city.trim(),
      zip: address.zip.trim(),
      countryId: address.countryId!,
      ...(province ? { province } : {}),
      ...(phone ? { phone } : {}),
    },
    shippingMethodId,
  };
}

/** New pick-up details as `pickupInfo.store` takes them. */
export function personPayload(person: PersonFields): PickupInfoStorePayload {
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    phone: person.phone.trim(),
  };
}

/** The field errors of a refused `pickupInfo.store` (`phone`) named as the step's (`pickupInfo.phone`). */
export function personFaults(fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([name, texts]) => [`pickupInfo.${name}`, texts]));
}

/** A pick-up's opening hours as one line, when the shop gives them. */
export function pickupHours(pickup: ShippingMethodPickup): string {
  const hours = pickup.hours;
  if (typeof hours === 'string') return hours;
  if (Array.isArray(hours)) return hours.filter((entry) => typeof entry === 'string').join(', ');
  return '';
}

/** `record` without `key` (the same object when it has none). */
export function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
