// German: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when German is in use.
import bundle from './bundle.de.js';
import bundlePlan from './bundle-plan.de.js';
import checkout from './checkout.de.js';
import contact from './contact.de.js';
import delivery from './delivery.de.js';
import error from './error.de.js';
import gateways from './gateways.de.js';
import gift from './gift.de.js';
import offers from './offers.de.js';
import outOfStock from './out-of-stock.de.js';
import payment from './payment.de.js';
import portal from './portal.de.js';
import portalAccount from './portal-account.de.js';
import portalSubscriptions from './portal-subscriptions.de.js';
import pricing from './pricing.de.js';
import purchase from './purchase.de.js';
import receipt from './receipt.de.js';
import review from './review.de.js';
import start from './start.de.js';
import storefrontBuilder from './storefront-builder.de.js';
import storefrontContext from './storefront-context.de.js';
import storefrontList from './storefront-list.de.js';
import storefrontPicker from './storefront-picker.de.js';
import subscriptionReplacement from './subscription-replacement.de.js';
import survey from './survey.de.js';
import surveyFlow from './survey-flow.de.js';
import variant from './variant.de.js';
import voucher from './voucher.de.js';

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
