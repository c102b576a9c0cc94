// Czech: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Czech is in use.
import bundle from './bundle.cs.js';
import bundlePlan from './bundle-plan.cs.js';
import checkout from './checkout.cs.js';
import contact from './contact.cs.js';
import delivery from './delivery.cs.js';
import error from './error.cs.js';
import gateways from './gateways.cs.js';
import gift from './gift.cs.js';
import offers from './offers.cs.js';
import outOfStock from './out-of-stock.cs.js';
import payment from './payment.cs.js';
import portal from './portal.cs.js';
import portalAccount from './portal-account.cs.js';
import portalSubscriptions from './portal-subscriptions.cs.js';
import pricing from './pricing.cs.js';
import purchase from './purchase.cs.js';
import receipt from './receipt.cs.js';
import review from './review.cs.js';
import start from './start.cs.js';
import storefrontBuilder from './storefront-builder.cs.js';
import storefrontContext from './storefront-context.cs.js';
import storefrontList from './storefront-list.cs.js';
import storefrontPicker from './storefront-picker.cs.js';
import subscriptionReplacement from './subscription-replacement.cs.js';
import survey from './survey.cs.js';
import surveyFlow from './survey-flow.cs.js';
import variant from './variant.cs.js';
import voucher from './voucher.cs.js';

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
