// Swedish: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Swedish is in use.
import bundle from './bundle.sv.js';
import bundlePlan from './bundle-plan.sv.js';
import checkout from './checkout.sv.js';
import contact from './contact.sv.js';
import delivery from './delivery.sv.js';
import error from './error.sv.js';
import gateways from './gateways.sv.js';
import gift from './gift.sv.js';
import offers from './offers.sv.js';
import outOfStock from './out-of-stock.sv.js';
import payment from './payment.sv.js';
import portal from './portal.sv.js';
import portalAccount from './portal-account.sv.js';
import portalSubscriptions from './portal-subscriptions.sv.js';
import pricing from './pricing.sv.js';
import purchase from './purchase.sv.js';
import receipt from './receipt.sv.js';
import review from './review.sv.js';
import start from './start.sv.js';
import storefrontBuilder from './storefront-builder.sv.js';
import storefrontContext from './storefront-context.sv.js';
import storefrontList from './storefront-list.sv.js';
import storefrontPicker from './storefront-picker.sv.js';
import subscriptionReplacement from './subscription-replacement.sv.js';
import survey from './survey.sv.js';
import surveyFlow from './survey-flow.sv.js';
import variant from './variant.sv.js';
import voucher from './voucher.sv.js';

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
