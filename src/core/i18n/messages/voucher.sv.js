// The voucher messages in Swedish (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Swedish is in use.
export default {
  'voucher.amount': 'Belopp',
  'voucher.amountRequired': 'Välj ett belopp.',
  'voucher.delivery': 'Ett presentkort som skickas till mottagaren via e-post.',
  'voucher.expires': { one: 'Giltigt i {count} månad.', other: 'Giltigt i {count} månader.' },
  'voucher.email': 'Mottagarens e-post',
  'voucher.emailRequired': 'Ange mottagarens e-postadress.',
  'voucher.emailInvalid': 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
  'voucher.name': 'Mottagarens namn (valfritt)',
  'voucher.message': 'Meddelande (valfritt)',
  'voucher.add': 'Lägg i varukorgen',
  'voucher.addPrice': 'Lägg i varukorgen · {price}',
};
