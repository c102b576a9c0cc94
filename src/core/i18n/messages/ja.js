// Japanese: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Japanese is in use.
import bundle from './bundle.ja.js';
import bundlePlan from './bundle-plan.ja.js';
import checkout from './checkout.ja.js';
import contact from './contact.ja.js';
import delivery from './delivery.ja.js';
import error from './error.ja.js';
import gateways from './gateways.ja.js';
import gift from './gift.ja.js';
import offers from './offers.ja.js';
import outOfStock from './out-of-stock.ja.js';
import payment from './payment.ja.js';
import portal from './portal.ja.js';
import portalAccount from './portal-account.ja.js';
import portalSubscriptions from './portal-subscriptions.ja.js';
import pricing from './pricing.ja.js';
import purchase from './purchase.ja.js';
import receipt from './receipt.ja.js';
import review from './review.ja.js';
import start from './start.ja.js';
import storefrontBuilder from './storefront-builder.ja.js';
import storefrontContext from './storefront-context.ja.js';
import storefrontList from './storefront-list.ja.js';
import storefrontPicker from './storefront-picker.ja.js';
import subscriptionReplacement from './subscription-replacement.ja.js';
import survey from './survey.ja.js';
import surveyFlow from './survey-flow.ja.js';
import variant from './variant.ja.js';
import voucher from './voucher.ja.js';

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
