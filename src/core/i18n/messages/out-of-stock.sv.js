// The out-of-stock messages in Swedish (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Swedish is in use.
export default {
  'out-of-stock.soldOut': 'Slutsåld',
  'out-of-stock.intro': 'Lämna din e-postadress så meddelar vi dig så snart den finns i lager igen.',
  'out-of-stock.email': 'E-post',
  'out-of-stock.emailRequired': 'Ange din e-postadress.',
  'out-of-stock.emailInvalid': 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
  'out-of-stock.quantity': 'Hur många vill du ha?',
  'out-of-stock.quantityInvalid': 'Ange ett heltal, minst 1.',
  'out-of-stock.notify': 'Meddela mig',
  'out-of-stock.done': 'Tack! Vi mejlar {email} så snart {product} finns i lager igen.',
  'out-of-stock.back': 'Tillbaka till varukorgen',
};
