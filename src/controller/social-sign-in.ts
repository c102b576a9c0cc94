/**
 * The page's part of a Google or Facebook sign-in: the widget asks the page for the provider's ID
 * token (`svc-cart:social-sign-in`), then the API checks it. Shared by the checkout's contact step
 * and the customer portal.
 */
import type { SocialProvider } from '@svc/sdk';
import { SOCIAL_SIGN_IN_EVENT, type SocialSignInDetail } from '../core/checkout.js';

/** A failure of the page's part of a social sign-in, with a `code` the step has words for. */
export class SocialSignInError extends Error {
  readonly code: 'social_unavailable' | 'social_failed';

  constructor(code: 'social_unavailable' | 'social_failed', provider: SocialProvider, cause?: unknown) {
    super(
      code === 'social_unavailable'
        ? `Cart Widget: no listener of ${SOCIAL_SIGN_IN_EVENT} answered for ${provider}`
        : `Cart Widget: the page did not hand over a ${provider} ID token`,
      { cause },
    );
    this.name = 'SocialSignInError';
    this.code = code;
  }
}

/** Asks the page for the provider's ID token (see `SOCIAL_SIGN_IN_EVENT`). */
export function requestSocialToken(provider: SocialProvider): Promise<string> {
  let answer: Promise<string> | undefined;
  const detail: SocialSignInDetail = {
    provider,
    respondWith: (token) => {
      answer ??= Promise.resolve(token);
    },
  };
  window.dispatchEvent(new CustomEvent<SocialSignInDetail>(SOCIAL_SIGN_IN_EVENT, { detail }));
  if (!answer) return Promise.reject(new SocialSignInError('social_unavailable', provider));
  return answer.then(
    (token) => {
      if (typeof token !== 'string' || token === '') throw new SocialSignInError('social_failed', provider);
      return token;
    },
    (error: unknown) => {
      throw new SocialSignInError('social_failed', provider, error);
    },
  );
}
