/**
 * The gateways' messages (`gateway.*`: the card form, the 3-D Secure challenge) and the sentences
 * of their failures (`error.<code>` of `GatewayError`, also used by a step's `stepError`), in
 * every language the widget ships.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'gateway.cardDetails': 'Card details',
  'gateway.cardNumber': 'Card number',
  'gateway.expiry': 'Expiry date (MM/YY)',
  'gateway.cvc': 'Security code (CVC)',
  'gateway.cardName': 'Name on card (optional)',
  'gateway.testCards':
    'Test mode: 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002 is declined. Any future date and any CVC.',
  'gateway.numberRequired': 'Enter the card number.',
  'gateway.numberIncomplete': 'The card number is incomplete.',
  'gateway.numberInvalid': 'This card number is not valid. Check it and try again.',
  'gateway.expiryRequired': 'Enter the expiry date.',
  'gateway.expiryInvalid': 'Enter the expiry date as MM/YY, for example 08/29.',
  'gateway.expiryPast': 'This card has expired. Use another card.',
  'gateway.cvcRequired': 'Enter the security code.',
  'gateway.cvcInvalid': 'The security code has 3 or 4 digits.',
  'gateway.challengeTitle': 'Your bank wants to confirm this payment',
  'gateway.challengeAmount': 'Confirm the payment of {amount} to continue.',
  'gateway.challengeText': 'Confirm the payment to continue.',
  'gateway.confirm': 'Confirm',
  'gateway.fail': 'Fail verification',
  'gateway.cancel': 'Cancel',
  'gateway.providerTitle': 'Confirm the payment with {provider}',
  'error.verification_failed':
    'The bank could not verify this payment. Choose another payment method or try again.',
  'error.verification_cancelled':
    'The payment was not confirmed. Choose another payment method or try again.',
  'error.gateway_unavailable': 'The payment form could not be loaded. Check your connection and try again.',
  'error.gateway_not_supported': 'This payment method cannot be used here. Choose another one.',
  'error.card_invalid': 'Check the card details and try again.',
  'error.card_declined': 'The card was declined. Choose another payment method.',
  'error.approval_pending': 'Finish in the provider’s window first.',
};

export type GatewayMessageKey = keyof typeof en;

defineMessages('gateways', en);
