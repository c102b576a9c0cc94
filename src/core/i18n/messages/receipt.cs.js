// The receipt messages in Czech (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Czech is in use.
export default {
  'receipt.title': 'Děkujeme za vaši objednávku!',
  'receipt.email': 'Potvrzení jsme poslali na {email}.',
  'receipt.details': 'Podrobnosti objednávky',
  'receipt.order': {
    one: 'Číslo objednávky',
    few: 'Čísla objednávek',
    many: 'Čísla objednávek',
    other: 'Čísla objednávek',
  },
  'receipt.paid': 'Zaplaceno dnes',
  'receipt.items': 'Co jste koupili',
  'receipt.later': 'Účtováno později',
  'receipt.laterNote': 'Vaše předplatné se automaticky obnovuje, dokud ho nezrušíte.',
  'receipt.nextCharge': 'Další platba',
  'receipt.nextChargeOf': 'Další platba, {name}',
  'receipt.manage': {
    one: 'Spravovat předplatné',
    few: 'Spravovat předplatná',
    many: 'Spravovat předplatná',
    other: 'Spravovat předplatná',
  },
  'receipt.continue': 'Pokračovat v nákupu',
};
