/**
 * The delivery step's pure rules (src/core/delivery-form.ts) by themselves: what is chosen for the
 * shopper when the data arrives, the step's own checks, and the payloads that leave the client.
 */
import { expect } from '@open-wc/testing';
import type { CustomerAddress } from '@svc/sdk';
import {
  addressFieldOrder,
  addressFormat,
  browserRegions,
  countryFromValue,
  countryValue,
  deliveryPayload,
  faultOrder,
  lookupRefusal,
  methodAfterLoad,
  methodsKey,
  personAfterLoad,
  personFaults,
  personPayload,
  pickupHours,
  preferredCountry,
  preselectDelivery,
  serverErrorShown,
  validateDelivery,
  withoutKey,
  type AddressFields,
  type DeliveryCheck,
  type DeliveryFields,
  type DeliveryOffer,
  type DeliveryStart,
  type PersonFields,
} from '../../src/core/delivery-form.js';

const US = { id: 1, code: 'US', zipRequired: true };
const HK = { id: 2, code: 'HK', zipRequired: false };
const home: CustomerAddress = { id: 5, firstName: 'Ann', countryId: 1, zip: ' 97201 ' };
const office: CustomerAddress = { id: 6, countryId: 1, zip: '10001', default: true };
const offer: DeliveryOffer = { addresses: [home, office], countries: [US, HK], pickups: [] };
const guestOffer: DeliveryOffer = { addresses: [], countries: [US, HK], pickups: [] };

const blankAddress = (): AddressFields => ({
  firstName: '',
  lastName: '',
  addressOne: '',
  addressTwo: '',
  city: '',
  zip: '',
  province: '',
  countryId: null,
  phone: '',
});
const form = (change: Partial<DeliveryFields> = {}): DeliveryFields => ({
  kind: 'ship',
  addressId: null,
  address: blankAddress(),
  shippingMethodId: null,
  pickupId: null,
  pickupInfoId: null,
  ...change,
});
const nobody = (): PersonFields => ({ firstName: '', lastName: '', phone: '' });
const start = (change: Partial<DeliveryStart> = {}): DeliveryStart => ({
  cartMethodId: null,
  cartAddressId: null,
  cartAddress: null,
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '555-0100',
  languages: [],
  ...change,
});
const check = (change: Partial<DeliveryCheck>): DeliveryCheck => ({
  form: form(),
  person: nobody(),
  offer: guestOffer,
  formErrors: {},
  peopleLoading: false,
  methods: null,
  methodsState: 'waiting',
  methodsError: null,
  ...change,
});
/** The step's messages as their keys, so each assertion names the message shown. */
const key = (name: string) => name;

describe('core/delivery-form: what the methods are asked for', () => {
  it('asks for a saved address’s country and trimmed ZIP', () => {
    expect(methodsKey(form({ addressId: 5 }), offer)).to.deep.equal({ country: 1, zip: '97201' });
  });

  it('waits for a ZIP where the country needs one, not where it has none', () => {
    const typed = blankAddress();
    typed.countryId = 1;
    expect(methodsKey(form({ address: typed }), guestOffer)).to.equal(null);
    typed.countryId = 2;
    expect(methodsKey(form({ address: typed }), guestOffer)).to.deep.equal({ country: 2, zip: '' });
  });

  it('names a country by its ISO code, which autofill matches, and back', () => {
    expect(countryValue(US)).to.equal('US');
    expect(countryValue({ id: 9 })).to.equal('9');
    expect(countryFromValue(offer, 'HK')).to.equal(2);
    expect(countryFromValue(offer, 'FR')).to.equal(null);
  });
});

describe('core/delivery-form: what is chosen when the data arrives', () => {
  it('starts a signed-in customer on the default address, with the contact names on both forms', () => {
    const { form: next, person } = preselectDelivery(form(), nobody(), offer, start());
    expect(next.addressId).to.equal(6);
    expect([next.address.firstName, next.address.lastName]).to.deep.equal(['Ann', 'Lee']);
    expect(person).to.deep.equal({ firstName: 'Ann', lastName: 'Lee', phone: '555-0100' });
  });

  it('starts on the cart’s own address and method when it has them', () => {
    const { form: next } = preselectDelivery(
      form(),
      nobody(),
      offer,
      start({ cartAddressId: 5, cartMethodId: 3 }),
    );
    expect(next.addressId).to.equal(5);
    expect(next.shippingMethodId).to.equal(3);
  });

  it('chooses the one country of a shop that delivers to one, and leaves the form given unchanged', () => {
    const given = form();
    const { form: next } = preselectDelivery(given, nobody(), { ...guestOffer, countries: [US] }, start());
    expect(next.address.countryId).to.equal(1);
    expect(given.address.countryId).to.equal(null);
  });

  it('chooses the cart’s pick-up, and a lone pick-up for a shopper who has none', () => {
    const pickups = [{ id: 8 }, { id: 9 }];
    const fromCart = preselectDelivery(
      form(),
      nobody(),
      { ...guestOffer, pickups },
      start({ cartMethodId: 9 }),
    );
    expect([fromCart.form.kind, fromCart.form.pickupId]).to.deep.equal(['pickup', 9]);
    const lone = preselectDelivery(form(), nobody(), { ...guestOffer, pickups: [{ id: 8 }] }, null);
    expect(lone.form.pickupId).to.equal(8);
  });

  it('drops what the shop no longer offers and ships when there is no pick-up', () => {
    const { form: next } = preselectDelivery(
      form({ kind: 'pickup', addressId: 77, pickupId: 8 }),
      nobody(),
      offer,
      null,
    );
    expect([next.kind, next.addressId, next.pickupId]).to.deep.equal(['ship', null, null]);
  });

  it('keeps the method chosen if offered, else chooses a lone one', () => {
    expect(methodAfterLoad([{ id: 1 }, { id: 2 }], 2)).to.equal(2);
    expect(methodAfterLoad([{ id: 1 }, { id: 2 }], 7)).to.equal(null);
    expect(methodAfterLoad([{ id: 3 }], 7)).to.equal(3);
  });

  it('chooses the cheapest method when none is chosen, the first of equal ones, never an unpriced one', () => {
    const standard = { id: 1, name: 'Standard', price: 599 };
    const express = { id: 2, name: 'Express', price: 1499 };
    expect(methodAfterLoad([express, standard], null)).to.equal(1);
    expect(
      methodAfterLoad(
        [
          { ...standard, price: 0 },
          { ...express, price: 0 },
        ],
        null,
      ),
    ).to.equal(1);
    expect(methodAfterLoad([{ id: 5 }, express], null)).to.equal(2);
    expect(methodAfterLoad([express, standard], 2)).to.equal(2);
  });

  it('chooses the first saved pick-up details the first time only', () => {
    expect(personAfterLoad([{ id: 4 }, { id: 5 }], null, true)).to.equal(4);
    expect(personAfterLoad([{ id: 4 }, { id: 5 }], null, false)).to.equal(null);
    expect(personAfterLoad([{ id: 4 }, { id: 5 }], 5, false)).to.equal(5);
  });
});

describe('core/delivery-form: the step’s own checks', () => {
  it('asks for every required field of a new address, the ZIP only where the country has ZIPs', () => {
    const errors = validateDelivery(check({}), key);
    expect(Object.keys(errors)).to.deep.equal([
      'shippingAddress.countryId',
      'shippingAddress.firstName',
      'shippingAddress.lastName',
      'shippingAddress.addressOne',
      'shippingAddress.city',
      'shippingAddress.zip',
      'shippingMethodId',
    ]);
    expect(errors['shippingAddress.zip']).to.equal('delivery.required.zip');
    const hongKong = { ...blankAddress(), countryId: 2 };
    expect(validateDelivery(check({ form: form({ address: hongKong }) }), key)).not.to.have.property(
      'shippingAddress.zip',
    );
  });

  it('asks for the state of a US address, and for no region where the country’s addresses have none', () => {
    const us = { ...blankAddress(), countryId: 1 };
    expect(validateDelivery(check({ form: form({ address: us }) }), key)).to.include({
      'shippingAddress.province': 'delivery.required.region.state',
    });
    const hongKong = { ...blankAddress(), countryId: 2 };
    expect(validateDelivery(check({ form: form({ address: hongKong }) }), key)).not.to.have.property(
      'shippingAddress.province',
    );
  });

  it('keeps a lookup’s refusal of the ZIP under that field', () => {
    const typed = { ...blankAddress(), zip: '00000', countryId: 1 };
    const errors = validateDelivery(
      check({
        form: form({ address: typed }),
        formErrors: { 'shippingAddress.zip': 'No delivery to 00000' },
      }),
      key,
    );
    expect(errors['shippingAddress.zip']).to.equal('No delivery to 00000');
  });

  it('says there are no methods, the lookup’s own failure, or to choose one', () => {
    const saved = form({ addressId: 5 });
    const shown = (change: Partial<DeliveryCheck>) =>
      validateDelivery(check({ form: saved, offer, ...change }), key).shippingMethodId;
    expect(shown({ methods: [], methodsState: 'ready' })).to.equal('delivery.noMethods');
    expect(shown({ methodsState: 'failed', methodsError: 'Network down' })).to.equal('Network down');
    expect(shown({ methods: [{ id: 1 }], methodsState: 'ready' })).to.equal('delivery.chooseMethod');
    expect(
      validateDelivery(check({ form: { ...saved, shippingMethodId: 1 }, offer, methods: [{ id: 1 }] }), key),
    ).to.deep.equal({});
  });

  it('asks a pick-up for its place and the new details, or to wait while they load', () => {
    const pickup = form({ kind: 'pickup' });
    expect(validateDelivery(check({ form: pickup }), key)).to.deep.equal({
      shippingMethodId: 'delivery.choosePickup',
      'pickupInfo.firstName': 'delivery.required.firstName',
      'pickupInfo.lastName': 'delivery.required.lastName',
      'pickupInfo.phone': 'delivery.required.phone',
    });
    expect(validateDelivery(check({ form: pickup, peopleLoading: true }), key)).to.deep.equal({
      shippingMethodId: 'delivery.choosePickup',
      pickupInfoId: 'delivery.pickupPersonLoading',
    });
  });

  it('shows faults in the order of the form, and a server fault by its field only where it has a place', () => {
    expect(faultOrder(form({ kind: 'pickup' }), offer)).to.deep.equal([
      'shippingMethodId',
      'pickupInfoId',
      'pickupInfo.firstName',
      'pickupInfo.lastName',
      'pickupInfo.phone',
    ]);
    const zipFault = { 'shippingAddress.zip': ['is invalid'] };
    expect(serverErrorShown(zipFault, form(), offer)).to.equal(true);
    expect(serverErrorShown(zipFault, form({ addressId: 5 }), offer)).to.equal(false);
  });

  it('reads a lookup’s refusal of a new address’s ZIP or country, never of a saved one', () => {
    expect(lookupRefusal({ zip: ['Unknown ZIP'], country: ['Not served'] }, false)).to.deep.equal({
      'shippingAddress.zip': 'Unknown ZIP',
      'shippingAddress.countryId': 'Not served',
    });
    expect(lookupRefusal({ zip: ['Unknown ZIP'] }, true)).to.equal(null);
    expect(lookupRefusal({ city: ['?'] }, false)).to.equal(null);
  });
});

describe('core/delivery-form: the payloads', () => {
  it('sends a saved address by its ID with the method', () => {
    expect(deliveryPayload(form({ addressId: 5, shippingMethodId: 3 }), offer)).to.deep.equal({
      shippingAddressId: 5,
      shippingMethodId: 3,
    });
  });

  it('sends a new address trimmed, an empty second line as null, and no blank phone', () => {
    const typed: AddressFields = {
      firstName: ' Ann ',
      lastName: 'Lee',
      addressOne: '1 Main St ',
      addressTwo: '  ',
      city: 'Portland',
      zip: ' 97201',
      province: ' OR ',
      countryId: 1,
      phone: ' ',
    };
    expect(deliveryPayload(form({ address: typed, shippingMethodId: 3 }), guestOffer)).to.deep.equal({
      shippingAddress: {
        firstName: 'Ann',
        lastName: 'Lee',
        addressOne: '1 Main St',
        addressTwo: null,
        city: 'Portland',
        zip: '97201',
        countryId: 1,
        province: 'OR',
      },
      shippingMethodId: 3,
    });
    // A region typed for the US is not sent for a country whose addresses have none.
    const abroad = deliveryPayload(
      form({ address: { ...typed, countryId: 2 }, shippingMethodId: 3 }),
      guestOffer,
    );
    expect('shippingAddress' in abroad && 'province' in abroad.shippingAddress).to.equal(false);
  });

  it('sends a pick-up as its method, and new pick-up details trimmed', () => {
    expect(deliveryPayload(form({ kind: 'pickup', pickupId: 8 }), offer)).to.deep.equal({
      shippingMethodId: 8,
    });
    expect(personPayload({ firstName: ' Ann', lastName: 'Lee ', phone: ' 555 ' })).to.deep.equal({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '555',
    });
  });

  it('names a refused pick-up’s field errors as the step’s fields', () => {
    expect(personFaults({ phone: ['is invalid'] })).to.deep.equal({ 'pickupInfo.phone': ['is invalid'] });
  });

  it('writes a pick-up’s hours as one line', () => {
    expect(pickupHours({ id: 1, hours: ['Mon 9–5', 3, 'Tue 9–5'] })).to.equal('Mon 9–5, Tue 9–5');
    expect(pickupHours({ id: 1, hours: 'Daily 8–8' })).to.equal('Daily 8–8');
    expect(pickupHours({ id: 1 })).to.equal('');
  });

  it('drops a key from a record, keeping the same object when it has none', () => {
    const record = { a: 1, b: 2 };
    expect(withoutKey(record, 'a')).to.deep.equal({ b: 2 });
    expect(withoutKey(record, 'c')).to.equal(record);
  });
});

describe('core/delivery-form: the address as the country writes it', () => {
  const countries = [
    { id: 840, code: 'US' },
    { id: 276, code: 'DE' },
    { id: 250, code: 'FR' },
    { id: 826, code: 'GB' },
    { id: 752, code: 'SE' },
    { id: 392, code: 'JP' },
    { id: 344, code: 'HK' },
  ];
  const shop: DeliveryOffer = { addresses: [], countries, pickups: [] };
  const order = (id: number) => addressFieldOrder(addressFormat(shop, id));

  it('puts the country first, and the place line in each country’s order', () => {
    const start = ['countryId', 'firstName', 'lastName', 'addressOne', 'addressTwo'];
    expect(order(840)).to.deep.equal([...start, 'city', 'province', 'zip', 'phone']);
    for (const postcodeFirst of [276, 250, 752])
      expect(order(postcodeFirst)).to.deep.equal([...start, 'zip', 'city', 'phone']);
    expect(order(826)).to.deep.equal([...start, 'city', 'zip', 'phone']);
    expect(order(392)).to.deep.equal([...start, 'zip', 'province', 'city', 'phone']);
    // A country not listed, and no country yet: city, then postcode, no region.
    expect(order(344)).to.deep.equal([...start, 'city', 'zip', 'phone']);
    expect(addressFieldOrder(addressFormat(shop, null))).to.deep.equal([...start, 'city', 'zip', 'phone']);
  });

  it('names the region as the country does: a state in the US, a prefecture in Japan, none in Germany', () => {
    expect([
      addressFormat(shop, 840).region,
      addressFormat(shop, 392).region,
      addressFormat(shop, 276).region,
    ]).to.deep.equal(['state', 'prefecture', undefined]);
  });

  it('reads the browser’s regions: the named ones in order, then the likely ones, malformed tags skipped', () => {
    expect(browserRegions(['en-GB', 'de', 'fr-FR', 'x-!!'])).to.deep.equal(['GB', 'FR', 'DE']);
    expect(browserRegions([])).to.deep.equal([]);
  });

  it('preselects the shop’s one country, else the first the browser points to, among the shop’s only', () => {
    expect(preferredCountry([{ id: 276, code: 'DE' }], ['en-US'])).to.equal(276);
    expect(preferredCountry(countries, ['en-GB', 'en'])).to.equal(826);
    expect(preferredCountry(countries, ['de'])).to.equal(276);
    expect(preferredCountry(countries, ['pt-BR'])).to.equal(null);
    expect(preferredCountry(countries, [])).to.equal(null);
  });

  it('keeps the cart’s country when the shop offers it, else takes the browser’s', () => {
    const cartAddress = { countryId: 250, zip: '75001' };
    const { form: kept } = preselectDelivery(
      form(),
      nobody(),
      shop,
      start({ cartAddress, languages: ['de-DE'] }),
    );
    expect(kept.address.countryId).to.equal(250);
    const { form: moved } = preselectDelivery(
      form(),
      nobody(),
      shop,
      start({ cartAddress: { countryId: 36 }, languages: ['de-DE'] }),
    );
    expect(moved.address.countryId).to.equal(276);
  });
});
