// Dutch: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Dutch is in use.
import bundle from './bundle.nl.js';
import bundlePlan from './bundle-plan.nl.js';
import checkout from './checkout.nl.js';
import contact from './contact.nl.js';
import delivery from './delivery.nl.js';
import error from './error.nl.js';
import gateways from './gateways.nl.js';
import gift from './gift.nl.js';
import offers from './offers.nl.js';
import outOfStock from './out-of-stock.nl.js';
import payment from './payment.nl.js';
import portal from './portal.nl.js';
import portalAccount from './portal-account.nl.js';
import portalSubscriptions from './portal-subscriptions.nl.js';
import pricing from './pricing.nl.js';
import purchase from './purchase.nl.js';
import receipt from './receipt.nl.js';
import review from './review.nl.js';
import start from './start.nl.js';
import storefrontBuilder from './storefront-builder.nl.js';
import storefrontContext from './storefront-context.nl.js';
import storefrontList from './storefront-list.nl.js';
import storefrontPicker from './storefront-picker.nl.js';
import subscriptionReplacement from './subscription-replacement.nl.js';
import survey from './survey.nl.js';
import surveyFlow from './survey-flow.nl.js';
import variant from './variant.nl.js';
import voucher from './voucher.nl.js';

export default {
  bundle,
  'bundle-plan': bundlePlan,
  checkout,
  contact,
  delivery,
  error,
  gateways,
  gift,
  offers,
  'out-of-stock': outOfStock,
  payment,
  portal,
  'portal-account': portalAccount,
  'portal-subscriptions': portalSubscriptions,
  pricing,
  purchase,
  receipt,
  review,
  start,
  'storefront-builder': storefrontBuilder,
  'storefront-context': storefrontContext,
  'storefront-list': storefrontList,
  'storefront-picker': storefrontPicker,
  'subscription-replacement': subscriptionReplacement,
  survey,
  'survey-flow': surveyFlow,
  variant,
  voucher,
};
