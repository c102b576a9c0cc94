// The receipt messages in Polish (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Polish is in use.
export default {
  'receipt.title': 'Dziękujemy za zamówienie!',
  'receipt.email': 'Potwierdzenie jest już w drodze na adres {email}.',
  'receipt.details': 'Szczegóły zamówienia',
  'receipt.order': {
    one: 'Numer zamówienia',
    few: 'Numery zamówień',
    many: 'Numery zamówień',
    other: 'Numery zamówień',
  },
  'receipt.paid': 'Zapłacono dzisiaj',
  'receipt.items': 'Zakupione produkty',
  'receipt.later': 'Płatne później',
  'receipt.laterNote': 'Twoja subskrypcja odnawia się automatycznie, dopóki jej nie anulujesz.',
  'receipt.nextCharge': 'Następne obciążenie',
  'receipt.nextChargeOf': 'Następne obciążenie, {name}',
  'receipt.manage': {
    one: 'Zarządzaj subskrypcją',
    few: 'Zarządzaj subskrypcjami',
    many: 'Zarządzaj subskrypcjami',
    other: 'Zarządzaj subskrypcjami',
  },
  'receipt.continue': 'Kontynuuj zakupy',
};
