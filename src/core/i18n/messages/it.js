// Italian: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Italian is in use.
import bundle from './bundle.it.js';
import bundlePlan from './bundle-plan.it.js';
import checkout from './checkout.it.js';
import contact from './contact.it.js';
import delivery from './delivery.it.js';
import error from './error.it.js';
import gateways from './gateways.it.js';
import gift from './gift.it.js';
import offers from './offers.it.js';
import outOfStock from './out-of-stock.it.js';
import payment from './payment.it.js';
import portal from './portal.it.js';
import portalAccount from './portal-account.it.js';
import portalSubscriptions from './portal-subscriptions.it.js';
import pricing from './pricing.it.js';
import purchase from './purchase.it.js';
import receipt from './receipt.it.js';
import review from './review.it.js';
import start from './start.it.js';
import storefrontBuilder from './storefront-builder.it.js';
import storefrontContext from './storefront-context.it.js';
import storefrontList from './storefront-list.it.js';
import storefrontPicker from './storefront-picker.it.js';
import subscriptionReplacement from './subscription-replacement.it.js';
import survey from './survey.it.js';
import surveyFlow from './survey-flow.it.js';
import variant from './variant.it.js';
import voucher from './voucher.it.js';

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
