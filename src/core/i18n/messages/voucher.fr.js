// The voucher messages in French (the English: src/views/svc-view-voucher/messages.ts). Loaded only when French is in use.
export default {
  'voucher.amount': 'Montant',
  'voucher.amountRequired': 'Choisissez un montant.',
  'voucher.delivery': 'Une carte cadeau, envoyée par e-mail à son destinataire.',
  'voucher.expires': {
    one: 'Valable {count} mois.',
    many: 'Valable {count} de mois.',
    other: 'Valable {count} mois.',
  },
  'voucher.email': 'E-mail du destinataire',
  'voucher.emailRequired': 'Saisissez l’adresse e-mail du destinataire.',
  'voucher.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  'voucher.name': 'Nom du destinataire (facultatif)',
  'voucher.message': 'Message (facultatif)',
  'voucher.add': 'Ajouter au panier',
  'voucher.addPrice': 'Ajouter au panier · {price}',
};
