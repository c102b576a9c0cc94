// Spanish: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Spanish is in use.
import bundle from './bundle.es.js';
import bundlePlan from './bundle-plan.es.js';
import checkout from './checkout.es.js';
import contact from './contact.es.js';
import delivery from './delivery.es.js';
import error from './error.es.js';
import gateways from './gateways.es.js';
import gift from './gift.es.js';
import offers from './offers.es.js';
import outOfStock from './out-of-stock.es.js';
import payment from './payment.es.js';
import portal from './portal.es.js';
import portalAccount from './portal-account.es.js';
import portalSubscriptions from './portal-subscriptions.es.js';
import pricing from './pricing.es.js';
import purchase from './purchase.es.js';
import receipt from './receipt.es.js';
import review from './review.es.js';
import start from './start.es.js';
import storefrontBuilder from './storefront-builder.es.js';
import storefrontContext from './storefront-context.es.js';
import storefrontList from './storefront-list.es.js';
import storefrontPicker from './storefront-picker.es.js';
import subscriptionReplacement from './subscription-replacement.es.js';
import survey from './survey.es.js';
import surveyFlow from './survey-flow.es.js';
import variant from './variant.es.js';
import voucher from './voucher.es.js';

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
