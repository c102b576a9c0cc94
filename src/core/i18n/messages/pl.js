// Polish: every messages file of the language, gathered by file (written by scripts/messages.mjs;
// the build makes one file of them). Loaded only when Polish is in use.
import bundle from './bundle.pl.js';
import bundlePlan from './bundle-plan.pl.js';
import checkout from './checkout.pl.js';
import contact from './contact.pl.js';
import delivery from './delivery.pl.js';
import error from './error.pl.js';
import gateways from './gateways.pl.js';
import gift from './gift.pl.js';
import offers from './offers.pl.js';
import outOfStock from './out-of-stock.pl.js';
import payment from './payment.pl.js';
import portal from './portal.pl.js';
import portalAccount from './portal-account.pl.js';
import portalSubscriptions from './portal-subscriptions.pl.js';
import pricing from './pricing.pl.js';
import purchase from './purchase.pl.js';
import receipt from './receipt.pl.js';
import review from './review.pl.js';
import start from './start.pl.js';
import storefrontBuilder from './storefront-builder.pl.js';
import storefrontContext from './storefront-context.pl.js';
import storefrontList from './storefront-list.pl.js';
import storefrontPicker from './storefront-picker.pl.js';
import subscriptionReplacement from './subscription-replacement.pl.js';
import survey from './survey.pl.js';
import surveyFlow from './survey-flow.pl.js';
import variant from './variant.pl.js';
import voucher from './voucher.pl.js';

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
