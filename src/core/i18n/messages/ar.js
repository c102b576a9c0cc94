// Arabic: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Arabic is in use.
import bundle from './bundle.ar.js';
import bundlePlan from './bundle-plan.ar.js';
import checkout from './checkout.ar.js';
import contact from './contact.ar.js';
import delivery from './delivery.ar.js';
import error from './error.ar.js';
import gateways from './gateways.ar.js';
import gift from './gift.ar.js';
import offers from './offers.ar.js';
import outOfStock from './out-of-stock.ar.js';
import payment from './payment.ar.js';
import portal from './portal.ar.js';
import portalAccount from './portal-account.ar.js';
import portalSubscriptions from './portal-subscriptions.ar.js';
import pricing from './pricing.ar.js';
import purchase from './purchase.ar.js';
import receipt from './receipt.ar.js';
import review from './review.ar.js';
import start from './start.ar.js';
import storefrontBuilder from './storefront-builder.ar.js';
import storefrontContext from './storefront-context.ar.js';
import storefrontList from './storefront-list.ar.js';
import storefrontPicker from './storefront-picker.ar.js';
import subscriptionReplacement from './subscription-replacement.ar.js';
import survey from './survey.ar.js';
import surveyFlow from './survey-flow.ar.js';
import variant from './variant.ar.js';
import voucher from './voucher.ar.js';

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
