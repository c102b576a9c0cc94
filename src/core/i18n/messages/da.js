// Danish: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Danish is in use.
import bundle from './bundle.da.js';
import bundlePlan from './bundle-plan.da.js';
import checkout from './checkout.da.js';
import contact from './contact.da.js';
import delivery from './delivery.da.js';
import error from './error.da.js';
import gateways from './gateways.da.js';
import gift from './gift.da.js';
import offers from './offers.da.js';
import outOfStock from './out-of-stock.da.js';
import payment from './payment.da.js';
import portal from './portal.da.js';
import portalAccount from './portal-account.da.js';
import portalSubscriptions from './portal-subscriptions.da.js';
import pricing from './pricing.da.js';
import purchase from './purchase.da.js';
import receipt from './receipt.da.js';
import review from './review.da.js';
import start from './start.da.js';
import storefrontBuilder from './storefront-builder.da.js';
import storefrontContext from './storefront-context.da.js';
import storefrontList from './storefront-list.da.js';
import storefrontPicker from './storefront-picker.da.js';
import subscriptionReplacement from './subscription-replacement.da.js';
import survey from './survey.da.js';
import surveyFlow from './survey-flow.da.js';
import variant from './variant.da.js';
import voucher from './voucher.da.js';

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
