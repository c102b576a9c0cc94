// The offers messages in Swedish (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Swedish is in use.
export default {
  'offers.label': 'Specialerbjudande',
  'offers.title': 'Du kanske också gillar',
  'offers.was': 'Tidigare',
  'offers.now': 'nu',
  'offers.discount': '{percent} % rabatt',
  'offers.add': 'Lägg till i ordern',
  'offers.buy': 'Köp nu',
  'offers.reject': 'Nej tack',
  'offers.chargeNote': 'Debiteras det betalsätt du just använde, inklusive eventuell frakt och moms.',
  'offers.added': 'Tillagd i din order: {name}.',
  'offers.charged': 'Tillagd i din order: {name}. Debiterat: {total}.',
};
