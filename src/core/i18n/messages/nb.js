// Norwegian Bokmål: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Norwegian Bokmål is in use.
import bundle from './bundle.nb.js';
import bundlePlan from './bundle-plan.nb.js';
import checkout from './checkout.nb.js';
import contact from './contact.nb.js';
import delivery from './delivery.nb.js';
import error from './error.nb.js';
import gateways from './gateways.nb.js';
import gift from './gift.nb.js';
import offers from './offers.nb.js';
import outOfStock from './out-of-stock.nb.js';
import payment from './payment.nb.js';
import portal from './portal.nb.js';
import portalAccount from './portal-account.nb.js';
import portalSubscriptions from './portal-subscriptions.nb.js';
import pricing from './pricing.nb.js';
import purchase from './purchase.nb.js';
import receipt from './receipt.nb.js';
import review from './review.nb.js';
import start from './start.nb.js';
import storefrontBuilder from './storefront-builder.nb.js';
import storefrontContext from './storefront-context.nb.js';
import storefrontList from './storefront-list.nb.js';
import storefrontPicker from './storefront-picker.nb.js';
import subscriptionReplacement from './subscription-replacement.nb.js';
import survey from './survey.nb.js';
import surveyFlow from './survey-flow.nb.js';
import variant from './variant.nb.js';
import voucher from './voucher.nb.js';

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
