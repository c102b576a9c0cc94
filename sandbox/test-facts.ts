/**
 * Facts of the sandbox's fixtures that tests of the sandbox, the SDK and the widget assert on,
 * written once (sandbox/fixtures.ts is where they come from).
 */

/** Saved cards of the test customer by payment-method ID: 4242 pays, 3184 needs 3-D Secure, 0002 is declined. */
export const SAVED_CARD: Readonly<Record<'pays' | 'threeDSecure' | 'declined', number>> = {
  pays: 1,
  threeDSecure: 2,
  declined: 3,
};

/** Two Sand mugs (product 201) with Standard delivery to Portland: 2 × 1400 + 599 + tax round(3399 × 8%) 272. */
export const MUGS_TOTAL = 3671;
