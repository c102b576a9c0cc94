export interface Customer {
  id?: number;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  externalId?: string | null;
  marketingConsent?: boolean;
  tosConsent?: boolean;
  createdAt?: string;
  [key: string]: unknown;
}

/** `marketingConsent` and `tosConsent` are the spec's fields; the rest are optional extras. */
export interface CustomerUpdatePayload {
  marketingConsent?: boolean;
  tosConsent?: boolean;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  externalId?: string | null;
}

export interface Country {
  id: number;
  name?: string;
  code?: string;
  zipRequired?: boolean;
  [key: string]: unknown;
}

export interface CustomerAddress {
  id?: number;
  firstName?: string;
  lastName?: string;
  company?: string | null;
  addressOne?: string;
  addressTwo?: string | null;
  city?: string;
  zip?: string;
  province?: string | null;
  phone?: string | null;
  countryId?: number;
  country?: Country;
  default?: boolean;
  [key: string]: unknown;
}

/** Fields are not shown in the spec; these follow the cart's shipping address. */
export interface AddressStorePayload {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo?: string | null;
  city: string;
  zip: string;
  countryId: number;
  company?: string | null;
  province?: string | null;
  phone?: string | null;
}

export interface CustomerPickupInfo {
  id?: number;
  firstName?: string;
  lastName?: string;
  phone?: string;
  shippingMethodId?: number | null;
  [key: string]: unknown;
}

export interface PickupInfoStorePayload {
  firstName: string;
  lastName: string;
  phone: string;
}

export interface PickupInfoFetchParams {
  /** Filters by the country of this delivery method. */
  shippingMethodId?: number;
}

export interface LeadSubscribePayload {
  email: string;
}

export interface LeadSubscribeResponse {
  id?: number;
  email?: string;
  [key: string]: unknown;
}

export interface StockSubscriptionPayload {
  email: string;
  productId: number;
  quantity: number;
}

export interface StockSubscriptionResponse {
  id?: number;
  email?: string;
  productId?: number;
  quantity?: number;
  [key: string]: unknown;
}
