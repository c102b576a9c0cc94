// French: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when French is in use.
import bundle from './bundle.fr.js';
import bundlePlan from './bundle-plan.fr.js';
import checkout from './checkout.fr.js';
import contact from './contact.fr.js';
import delivery from './delivery.fr.js';
import error from './error.fr.js';
import gateways from './gateways.fr.js';
import gift from './gift.fr.js';
import offers from './offers.fr.js';
import outOfStock from './out-of-stock.fr.js';
import payment from './payment.fr.js';
import portal from './portal.fr.js';
import portalAccount from './portal-account.fr.js';
import portalSubscriptions from './portal-subscriptions.fr.js';
import pricing from './pricing.fr.js';
import purchase from './purchase.fr.js';
import receipt from './receipt.fr.js';
import review from './review.fr.js';
import start from './start.fr.js';
import storefrontBuilder from './storefront-builder.fr.js';
import storefrontContext from './storefront-context.fr.js';
import storefrontList from './storefront-list.fr.js';
import storefrontPicker from './storefront-picker.fr.js';
import subscriptionReplacement from './subscription-replacement.fr.js';
import survey from './survey.fr.js';
import surveyFlow from './survey-flow.fr.js';
import variant from './variant.fr.js';
import voucher from './voucher.fr.js';

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
