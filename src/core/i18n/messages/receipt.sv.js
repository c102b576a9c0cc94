// The receipt messages in Swedish (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Swedish is in use.
export default {
  'receipt.title': 'Tack för din order!',
  'receipt.email': 'En bekräftelse är på väg till {email}.',
  'receipt.details': 'Orderuppgifter',
  'receipt.order': { one: 'Ordernummer', other: 'Ordernummer' },
  'receipt.paid': 'Betalt i dag',
  'receipt.items': 'Det här köpte du',
  'receipt.later': 'Debiteras senare',
  'receipt.laterNote': 'Din prenumeration förnyas automatiskt tills du avslutar den.',
  'receipt.nextCharge': 'Nästa dragning',
  'receipt.nextChargeOf': 'Nästa dragning, {name}',
  'receipt.manage': { one: 'Hantera din prenumeration', other: 'Hantera dina prenumerationer' },
  'receipt.continue': 'Fortsätt handla',
};
