/**
 * The subscriptions part's messages (`portal.subs.*`), in English; each other language the widget
 * ships has them in `src/core/i18n/messages/portal-subscriptions.<lang>.js`, and the shopper's
 * words for the two refusals of subscription changes the start catalog does not know
 * (`error.subscription_not_editable`, `error.quantity_change_not_allowed`).
 */
import type { Message } from '../../core/i18n/catalogs/en.js';
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'portal.subs.title': 'Your subscriptions',
  'portal.subs.filter': 'Show',
  'portal.subs.all': 'All subscriptions',
  'portal.subs.status.active': 'Active',
  'portal.subs.status.trial': 'Trial',
  'portal.subs.status.trialUntil': 'Trial until {date}',
  'portal.subs.status.pre_order': 'Pre-order',
  'portal.subs.status.gift_waiting_to_start': 'Gift: waiting to start',
  'portal.subs.status.giftStarts': 'Gift: starts {date}',
  'portal.subs.status.cancelled': 'Cancelled',
  'portal.subs.status.switched': 'Switched',
  'portal.subs.status.expired': 'Expired',
  'portal.subs.loading': 'Loading your subscriptions…',
  'portal.subs.loadFailed': 'We could not load your subscriptions.',
  'portal.subs.retry': 'Try again',
  'portal.subs.empty': 'You have no subscriptions yet.',
  'portal.subs.emptyStatus': 'You have no subscriptions with the status “{status}”.',
  'portal.subs.notFound': 'We could not find this subscription.',
  'portal.subs.pages': 'Pages of subscriptions',
  'portal.subs.page': 'Page {page} of {pages}',
  'portal.subs.previous': 'Previous',
  'portal.subs.next': 'Next',
  'portal.subs.nextPayment': 'Next payment',
  'portal.subs.nextDelivery': 'Next delivery',
  'portal.subs.perDelivery': 'Per delivery',
  'portal.subs.shipsFrom': 'Ships from',
  'portal.subs.noDates': 'The dates are set when the subscription starts.',
  'portal.subs.ended': 'No further payments or deliveries.',
  'portal.subs.dateAmount': '{date} · {amount}',
  'portal.subs.quantity': 'Quantity',
  'portal.subs.quantityIs': 'Quantity: {count}',
  'portal.subs.effect': 'From your next delivery: {count} × {price} = {total}',
  'portal.subs.invalid': 'Enter a whole number of 1 or more.',
  'portal.subs.save': 'Save',
  'portal.subs.saving': 'Saving…',
  'portal.subs.saved': 'Saved',
  'portal.subs.noQuantity': 'This shop does not let you change quantities here. Contact us to change it.',
  'portal.subs.locked.cancelled': 'This subscription was cancelled, so it can no longer be changed.',
  'portal.subs.locked.switched':
    'This subscription was switched to another plan, so it can no longer be changed.',
  'portal.subs.locked.expired': 'This subscription has ended, so it can no longer be changed.',
  'portal.subs.addons': 'Add-ons',
  'portal.subs.addonEvery': 'Every delivery',
  'portal.subs.addonOnce': 'Next delivery only',
  'portal.subs.addonQuantity': 'Quantity of {name}',
  'portal.subs.box': 'In your box',
  'portal.subs.items': { one: '{count} item', other: '{count} items' },
  'portal.subs.changeBox': 'Change box',
  'portal.subs.saveBox': 'Save box',
  'portal.subs.answers': 'Your answers',
  'portal.subs.answered': { one: '{count} question answered', other: '{count} questions answered' },
  'portal.subs.changeAnswers': 'Change answers',
  'portal.subs.saveAnswers': 'Save answers',
  'portal.subs.updateOrders': 'Also apply to orders already generated',
  'portal.subs.opening': 'Opening…',
  'portal.subs.close': 'Close without saving',
  'error.subscription_not_editable': 'This subscription can no longer be changed.',
  'error.quantity_change_not_allowed':
    'This shop does not let you change quantities here. Contact us to change it.',
} satisfies Record<string, Message>;

defineMessages('portal-subscriptions', en);
