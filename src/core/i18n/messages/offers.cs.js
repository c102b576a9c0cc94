// The offers messages in Czech (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Czech is in use.
export default {
  'offers.label': 'Speciální nabídka',
  'offers.title': 'Mohlo by se vám líbit',
  'offers.was': 'Původně',
  'offers.now': 'nyní',
  'offers.discount': 'Sleva {percent} %',
  'offers.add': 'Přidat k objednávce',
  'offers.buy': 'Koupit nyní',
  'offers.reject': 'Ne, děkuji',
  'offers.chargeNote': 'Bude účtováno na právě použitý způsob platby, včetně případné dopravy a daně.',
  'offers.added': 'Přidáno k vaší objednávce: {name}.',
  'offers.charged': 'Přidáno k vaší objednávce: {name}. Účtováno: {total}.',
};
