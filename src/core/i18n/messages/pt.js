// Portuguese: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Portuguese is in use.
import bundle from './bundle.pt.js';
import bundlePlan from './bundle-plan.pt.js';
import checkout from './checkout.pt.js';
import contact from './contact.pt.js';
import delivery from './delivery.pt.js';
import error from './error.pt.js';
import gateways from './gateways.pt.js';
import gift from './gift.pt.js';
import offers from './offers.pt.js';
import outOfStock from './out-of-stock.pt.js';
import payment from './payment.pt.js';
import portal from './portal.pt.js';
import portalAccount from './portal-account.pt.js';
import portalSubscriptions from './portal-subscriptions.pt.js';
import pricing from './pricing.pt.js';
import purchase from './purchase.pt.js';
import receipt from './receipt.pt.js';
import review from './review.pt.js';
import start from './start.pt.js';
import storefrontBuilder from './storefront-builder.pt.js';
import storefrontContext from './storefront-context.pt.js';
import storefrontList from './storefront-list.pt.js';
import storefrontPicker from './storefront-picker.pt.js';
import subscriptionReplacement from './subscription-replacement.pt.js';
import survey from './survey.pt.js';
import surveyFlow from './survey-flow.pt.js';
import variant from './variant.pt.js';
import voucher from './voucher.pt.js';

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
