/**
 * The delivery step's messages (`delivery.*`), in English; each other language the widget ships
 * has them in `src/core/i18n/messages/delivery.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'delivery.title': 'Delivery',
  'delivery.loading': 'Loading delivery options…',
  'delivery.loadFailed': 'We could not load the delivery options.',
  'delivery.retry': 'Try again',
  'delivery.kind': 'How would you like to get your order?',
  'delivery.kind.ship': 'Ship to an address',
  'delivery.kind.pickup': 'Pick up',
  'delivery.addresses': 'Ship to',
  'delivery.newAddress': 'A new address',
  'delivery.place': '{city} {zip}',
  'delivery.placeRegion': '{city}, {region} {zip}',
  'delivery.firstName': 'First name',
  'delivery.lastName': 'Last name',
  'delivery.addressOne': 'Address',
  'delivery.addressTwo': 'Apartment, suite, etc. (optional)',
  'delivery.city': 'City',
  'delivery.zip': 'ZIP / postal code',
  'delivery.zipOptional': 'ZIP / postal code (optional)',
  'delivery.country': 'Country',
  'delivery.chooseCountry': 'Choose a country',
  'delivery.phone': 'Phone (optional)',
  'delivery.required.firstName': 'Enter a first name.',
  'delivery.required.lastName': 'Enter a last name.',
  'delivery.required.addressOne': 'Enter the street and house number.',
  'delivery.required.city': 'Enter a city.',
  'delivery.required.zip': 'Enter a ZIP or postal code.',
  'delivery.required.countryId': 'Choose a country.',
  'delivery.required.phone': 'Enter a phone number.',
  'delivery.methods': 'Delivery method',
  'delivery.methodsWaiting': 'Enter the address to see the delivery methods.',
  'delivery.methodsLoading': 'Finding delivery methods…',
  'delivery.methodsFailed': 'We could not load the delivery methods.',
  'delivery.noMethods': 'We do not deliver to this address.',
  'delivery.chooseMethod': 'Choose a delivery method.',
  'delivery.free': 'Free',
  'delivery.freeOver': 'Free over {amount}',
  'delivery.days': { one: '{count} day', other: '{count} days' },
  'delivery.daysRange': '{min}–{max} days',
  'delivery.daysUpTo': { one: 'Up to {count} day', other: 'Up to {count} days' },
  'delivery.daysFrom': { one: 'From {count} day', other: 'From {count} days' },
  'delivery.giftStarts': 'The gift starts on {date}.',
  'delivery.pickups': 'Pick-up point',
  'delivery.choosePickup': 'Choose where to pick up your order.',
  'delivery.pickupPerson': 'Who picks it up?',
  'delivery.pickupPersonLoading': 'Loading your pick-up details…',
  'delivery.pickupPersonFailed': 'We could not load your pick-up details.',
  'delivery.newPickupPerson': 'Someone else',
  'delivery.pickupPhone': 'Phone',
  'delivery.continue': 'Continue',
} as const;

export type DeliveryMessageKey = keyof typeof en;

defineMessages('delivery', en);
