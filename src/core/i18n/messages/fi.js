// Finnish: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Finnish is in use.
import bundle from './bundle.fi.js';
import bundlePlan from './bundle-plan.fi.js';
import checkout from './checkout.fi.js';
import contact from './contact.fi.js';
import delivery from './delivery.fi.js';
import error from './error.fi.js';
import gateways from './gateways.fi.js';
import gift from './gift.fi.js';
import offers from './offers.fi.js';
import outOfStock from './out-of-stock.fi.js';
import payment from './payment.fi.js';
import portal from './portal.fi.js';
import portalAccount from './portal-account.fi.js';
import portalSubscriptions from './portal-subscriptions.fi.js';
import pricing from './pricing.fi.js';
import purchase from './purchase.fi.js';
import receipt from './receipt.fi.js';
import review from './review.fi.js';
import start from './start.fi.js';
import storefrontBuilder from './storefront-builder.fi.js';
import storefrontContext from './storefront-context.fi.js';
import storefrontList from './storefront-list.fi.js';
import storefrontPicker from './storefront-picker.fi.js';
import subscriptionReplacement from './subscription-replacement.fi.js';
import survey from './survey.fi.js';
import surveyFlow from './survey-flow.fi.js';
import variant from './variant.fi.js';
import voucher from './voucher.fi.js';

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
