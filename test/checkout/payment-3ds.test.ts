/**
 * 3-D Secure with a new card typed on the payment step: the sandbox's 3DS test card
 * 4000 0027 6000 3184, used by Continue, asks for the bank's check when the review's Pay is
 * pressed; Confirm buys the cart, Fail verification comes back to the payment step with the
 * message, which goes once another card is chosen (docs/3d-secure.md).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonNamed, partText, stepRoot, until } from './checkout-helpers.js';
import {
  buttonIn,
  cardInput,
  cardRadios,
  challenge,
  EBOOK,
  flowsSuite,
  reached,
  RECEIPT_TITLE,
  submit,
} from './flows-suite.js';

describe('payment: 3-D Secure with a new card', () => {
  const { sandbox, signedInWith, continueSignedIn, changeOnReview, charges } = flowsSuite();

  /** shopper@example.com with the eBook (no delivery) on payment; the 3DS card typed and used by Continue. */
  async function reviewWithNew3dsCard() {
    const { svcCart, store } = await signedInWith([EBOOK]);
    await continueSignedIn(store);
    await changeOnReview(store, 'payment');
    await until(() => cardRadios().length === 3, 'the saved cards');
    buttonNamed(stepRoot('payment'), 'Add a new card').click();
    await until(() => cardInput('number') !== null, 'the card form');
    cardInput('number').focus();
    await sendKeys({ type: '4000002760003184' });
    cardInput('expiry').focus();
    await sendKeys({ type: '1234' });
    cardInput('cvc').focus();
    await sendKeys({ type: '123' });
    expect([cardInput('number').value, cardInput('expiry').value]).to.deep.equal([
      '4000 0027 6000 3184',
      '12/34',
    ]);
    sandbox().clearSent();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await reached(store, 'review');
    const stored = (await sandbox().sent()).filter((r) => r.path === '/customers/me/payment-methods');
    expect(stored.map((r) => r.body)).to.deep.equal([{ gatewayId: 1, token: 'tok_3184' }]);
    return { svcCart, store };
  }

  it('Confirm in the bank’s check buys the cart', async function () {
    this.timeout(30_000);
    const { store } = await reviewWithNew3dsCard();
    sandbox().clearSent();
    submit('review').click();
    await until(() => challenge()?.open === true, 'the 3-D Secure challenge');
    buttonIn(challenge()!, 'Confirm').click();
    await reached(store, 'done');
    const sent = (await sandbox().sent()).filter((r) => r.method === 'POST');
    expect(
      sent.map((r) => r.path.replace(/pi_\w+/, 'pi').replace(/\/carts\/[^/]+/, '/carts/:cart')),
    ).to.deep.equal(['/carts/:cart/purchase', '/payment-intents/pi/confirm', '/carts/:cart/purchase']);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
    expect(charges().map((charge) => charge.kind)).to.deep.equal(['purchase']);
  });

  it('Fail verification comes back to payment with the message, which goes once another card is chosen', async function () {
    this.timeout(30_000);
    const { store } = await reviewWithNew3dsCard();
    submit('review').click();
    await until(() => challenge()?.open === true, 'the 3-D Secure challenge');
    buttonIn(challenge()!, 'Fail verification').click();
    const payment = await reached(store, 'payment');
    await until(() => partText(stepRoot('payment'), 'view-error') !== null, 'the message');
    expect(partText(payment, 'view-error')).to.equal(
      'The bank could not verify this payment. Choose another payment method or try again.',
    );
    // The new card is listed and still chosen.
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, false, true]);
    cardRadios()[0]!.click();
    await until(() => partText(stepRoot('payment'), 'view-error') === null, 'the message gone');
    expect(charges()).to.deep.equal([]);
  });
});
