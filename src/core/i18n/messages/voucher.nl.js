// The voucher messages in Dutch (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Dutch is in use.
export default {
  'voucher.amount': 'Bedrag',
  'voucher.amountRequired': 'Kies een bedrag.',
  'voucher.delivery': 'Eén cadeaubon, per e-mail naar de ontvanger gestuurd.',
  'voucher.expires': { one: '{count} maand geldig.', other: '{count} maanden geldig.' },
  'voucher.email': 'E-mailadres van de ontvanger',
  'voucher.emailRequired': 'Voer het e-mailadres van de ontvanger in.',
  'voucher.emailInvalid': 'Voer een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  'voucher.name': 'Naam van de ontvanger (optioneel)',
  'voucher.message': 'Bericht (optioneel)',
  'voucher.add': 'In winkelwagen',
  'voucher.addPrice': 'In winkelwagen · {price}',
};
