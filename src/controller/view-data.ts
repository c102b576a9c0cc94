/**
 * The customization views' data, asked of the API for them (only the controller uses the SDK): a
 * bundle with its plans, its groups and items page by page, live quotes of a box, surveys, the
 * dates a gift may start on, and "email me when it is back". A chunk of its own, loaded through
 * `svcCart.viewData()` as soon as a view is chosen, in parallel with the view's code. Prices come
 * in the SDK's currency, which follows the cart's.
 */
import type { Survey } from '@svc/sdk';
import { NOT_INITIALIZED } from '../core/errors.js';
import { BUNDLE_PAGE_SIZE, surveyCurrency } from '../core/views.js';
import type { BundleItemsQuery, ViewData } from './types.js';
import { sdkOf, type Widget } from './widget.js';

/** What the views' data reads of the controller: nothing else. */
export type ViewDataWidget = Pick<Widget, 'cart' | 'catalog' | 'sdk' | 'state'>;

export type { BundleItemsQuery, ViewData };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function viewData(svcCart: ViewDataWidget): ViewData {
  const sdk = () => sdkOf(svcCart);
  /** Survey loads by survey and currency: going back and forth does not ask again. */
  const surveys = new Map<string, Promise<Survey>>();
  return {
    loadBundle: (bundleId) => {
      // A bundle the storefront elements read (a box built on the page): no second request.
      const known = svcCart.catalog?.('bundle', bundleId);
      return known
        ? Promise.resolve(known)
        : sdk().bundles.load(bundleId, { expand: ['plans.plan.parent', 'plans.variant.parent'] });
    },
    loadBundleGroups: (bundleId, page) =>
      sdk().bundles.loadGroups(bundleId, {
        page,
        perPage: BUNDLE_PAGE_SIZE,
        expand: ['product', 'items.product'],
      }),
    loadBundleItems(bundleId, { page, filter, query, productIds }) {
      const text = query?.trim();
      return sdk().bundles.loadItems(bundleId, {
        page,
        perPage: BUNDLE_PAGE_SIZE,
        expand: ['product', 'product.parent'],
        ...(filter && filter.values.length ? { filters: [filter] } : {}),
        ...(text ? { query: text } : {}),
        ...(productIds?.length ? { productIds } : {}),
      });
    },
    quoteBundle: (bundleId, payload) => sdk().bundles.quote(bundleId, payload),
    loadSurvey(surveyId) {
      if (!svcCart.sdk) return Promise.reject(new Error(NOT_INITIALIZED));
      const currency = surveyCurrency(svcCart.state.currencyCode, svcCart.cart);
      const key = `${surveyId}:${currency}`;
      let load = surveys.get(key);
      if (!load) {
        load = sdk().surveys.load(
          surveyId,
          { expand: ['answers.product'] },
          currency ? { 'x-currency': currency } : undefined,
        );
        surveys.set(key, load);
        // A failed load is not kept: the next visit asks again.
        load.catch(() => {
          if (surveys.get(key) === load) surveys.delete(key);
        });
      }
      return load;
    },
    async loadGiftingDates() {
      const answer = await sdk().cart.getGiftingDates();
      const dates = Array.isArray(answer?.dates) ? answer.dates : [];
      return dates.filter((date): date is string => typeof date === 'string' && CALENDAR_DATE.test(date));
    },
    subscribeToStock: (payload) => sdk().stock.subscribe(payload),
  };
}
