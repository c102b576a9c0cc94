/** Payloads several sandbox tests send, written once. */

/** Answers to the required questions of survey 1 (Tea Club): caffeinated, fruity, monthly plan. */
export const TEA_ANSWERS = [
  { questionId: 3, answers: [{ id: 31 }] },
  { questionId: 4, answers: [{ id: 41 }] },
  { questionId: 7, answers: [{ id: 71 }] },
];

/** The test customer's US delivery address, as a shipping address payload. */
export const US_ADDRESS = {
  firstName: 'Sam',
  lastName: 'Shopper',
  addressOne: '100 Main Street',
  city: 'Portland',
  zip: '97201',
  countryId: 840,
};

/** Bundle 1 "Build Your Box": plan 501 (bundle plan 1, monthly) and variant 511 (bundle plan 2, one box). */
export const MONTHLY = 501;
export const ONE_BOX = 511;
