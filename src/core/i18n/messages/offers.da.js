// The offers messages in Danish (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Danish is in use.
export default {
  'offers.label': 'Særligt tilbud',
  'offers.title': 'Du vil måske også kunne lide',
  'offers.was': 'Før',
  'offers.now': 'nu',
  'offers.discount': '{percent} % rabat',
  'offers.add': 'Føj til ordren',
  'offers.buy': 'Køb nu',
  'offers.reject': 'Nej tak',
  'offers.chargeNote': 'Opkræves via den betalingsmetode, du lige har brugt, inkl. eventuel fragt og moms.',
  'offers.added': 'Føjet til din ordre: {name}.',
  'offers.charged': 'Føjet til din ordre: {name}. Opkrævet: {total}.',
};
