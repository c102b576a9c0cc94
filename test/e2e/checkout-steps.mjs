// Shared steps of the end-to-end checks: the embedded checkout as a shopper goes through it.

const WAIT = { timeout: 15_000 };

/**
 * With the embedded checkout showing its contact step: registers a new customer (`email`,
 * `password`, `firstName`, `lastName`, terms accepted), ships to a new US address with Standard
 * delivery, types `card` in the sandbox's card form and continues to the review (the payment step's
 * Continue uses the typed card). Returns the review's pay button, not pressed.
 */
export async function checkoutAsNewCustomer(page, { email, password, firstName, lastName, card }) {
  const contact = page.locator('svc-checkout-contact');
  await contact.locator('input[name="email"]').fill(email);
  await contact.getByRole('button', { name: 'Continue', exact: true }).click();
  await contact.getByText('Create your account').waitFor(WAIT);
  await contact.locator('input[name="firstName"]').fill(firstName);
  await contact.locator('input[name="lastName"]').fill(lastName);
  await contact.locator('input[name="password"]').fill(password);
  await contact.locator('input[name="tosConsent"]').check();
  await contact.getByRole('button', { name: 'Create account', exact: true }).click();

  const delivery = page.locator('svc-checkout-delivery');
  await delivery.locator('input[name="addressOne"]').waitFor(WAIT);
  // The country first: it decides the fields (a US address has a state).
  await delivery.locator('select[name="countryId"]').selectOption('US');
  await delivery.locator('input[name="addressOne"]').fill('1 Elm Street');
  await delivery.locator('input[name="city"]').fill('Austin');
  await delivery.locator('input[name="province"]').fill('TX');
  await delivery.locator('input[name="zip"]').fill('73301');
  await delivery.locator('label', { hasText: 'Standard' }).click();
  await delivery.locator('[part~="submit-button"]').click();

  const payment = page.locator('svc-checkout-payment');
  const cardForm = page.locator('svc-gateway-card-form');
  await cardForm.locator('#card-number').waitFor(WAIT);
  await cardForm.locator('#card-number').fill(card);
  await cardForm.locator('#card-expiry').fill('12/34');
  await cardForm.locator('#card-cvc').fill('123');
  // The typed card is used by the step's one primary action.
  await payment.getByRole('button', { name: 'Continue', exact: true }).click();

  const pay = page.locator('svc-checkout-review [part~="submit-button"]');
  await pay.waitFor(WAIT);
  return pay;
}
