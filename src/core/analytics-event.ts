/** The GA4 ecommerce event of the analytics bridge (`settings.analytics`, docs/analytics.md). */

/** One line of an event's `items`, in the GA4 shape. */
export interface AnalyticsItem {
  item_id: string;
  item_name?: string;
  item_variant?: string;
  /** Unit price in major units. */
  price?: number;
  quantity: number;
}

/** The GA4 ecommerce events the bridge sends. */
export type AnalyticsEventName =
  | 'view_cart'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'select_item';

/** What `dataLayer.push` or `settings.analytics.push` receives. */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: {
    currency?: string;
    /** Major units. */
    value?: number;
    items: AnalyticsItem[];
    coupon?: string;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
  };
}
