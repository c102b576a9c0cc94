/**
 * The server's errors of a refused request by payload field (`giftCard.customerEmail`, `email`, …),
 * as `SvcApiError.fieldErrors` carries them. The views, the checkout's steps, the portal and the
 * controller read them through here, so there is one idea of what a field error is.
 */
export type FieldErrors = Record<string, string[]>;

/** The field errors `error` carries; `undefined` when it carries none (or no object of them). */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return undefined;
  const fields = error.fieldErrors;
  return fields && typeof fields === 'object' ? (fields as FieldErrors) : undefined;
}
