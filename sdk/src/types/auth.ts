import type { Customer } from './customer.js';

export interface AuthResourceLoginPayload {
  email: string;
  password: string;
}

export interface AuthResourceRegisterPayload {
  /** Must not already have an account. */
  email: string;
  firstName: string;
  lastName: string;
  /** Omitted: one is generated and emailed. */
  password?: string;
}

export interface AuthResourceRegisteredPayload {
  email: string;
}

export interface AuthResourceRegisteredResponse {
  registered: boolean;
}

export interface AuthResourceOtpPayload {
  email: string;
}

export interface AuthResourceOtpLoginPayload {
  email: string;
  /** The one-time password (six digits). */
  token: string;
}

export type SocialProvider = 'google' | 'facebook';

export interface AuthResourceSocialPayload {
  /** ID token issued by the provider. */
  token: string;
  provider: SocialProvider;
}

export interface AuthResourceLoginResponse {
  accessToken: string;
  tokenType?: string;
  expiresAt?: string;
  customer?: Customer;
  [key: string]: unknown;
}
