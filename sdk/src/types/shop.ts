export interface ShopLanguage {
  code: string;
  name?: string;
  default?: boolean;
}

export interface ShopCurrency {
  abbreviation: string;
  symbol?: string;
  name?: string;
  default?: boolean;
}

export interface ShopApp {
  /** `google_login` / `facebook_login` switch social sign-in on. */
  name: string;
  [key: string]: unknown;
}

export interface ShopCartSettings {
  accentColor?: string;
  /** A web font name, loaded on demand. */
  fontStyle?: string;
  buttonStyle?: number;
  /** `close`: stay closed after adding; `checkout`: go to checkout. */
  afterItemAdded?: 'close' | 'checkout' | 'open' | (string & {});
  [key: string]: unknown;
}

export interface ShopSettings {
  subscriptionQuantitySelector?: boolean;
  cart?: ShopCartSettings;
  [key: string]: unknown;
}

export interface ShopLimit {
  name: string;
  value?: boolean | number | string | null;
}

/** Public shop information (`client.shop`, `svcCart.shop`). */
export interface Shop {
  id?: number;
  name?: string;
  url?: string;
  logoUrl?: string | null;
  checkoutUrl?: string;
  languages: ShopLanguage[];
  currencies: ShopCurrency[];
  apps: ShopApp[];
  settings: ShopSettings;
  /** Named limits; `checkoutWidget` and `embedCheckout` allow the embedded checkout. */
  limits?: ShopLimit[];
  [key: string]: unknown;
}
