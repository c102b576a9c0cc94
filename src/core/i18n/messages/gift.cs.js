// The gift messages in Czech (the English: src/views/svc-view-gift/messages.ts). Loaded only when Czech is in use.
export default {
  'gift.intro': 'Darujte své předplatné: vyberte, kdy začne a kolik objednávek pokryje.',
  'gift.for': 'Dárek: {products}',
  'gift.unavailable': 'Darovat lze jen předplatné. Nejprve ho přidejte do košíku a pak se sem vraťte.',
  'gift.loading': 'Načítání termínů zahájení…',
  'gift.retry': 'Zkusit znovu',
  'gift.dates': 'Kdy má dárek začít?',
  'gift.noDates': 'Momentálně nejsou k dispozici žádné termíny zahájení.',
  'gift.dateRequired': 'Vyberte prosím datum zahájení.',
  'gift.orders': 'Počet objednávek',
  'gift.ordersHint': 'Kolik objednávek dárek pokryje.',
  'gift.ordersInvalid': 'Zadejte celé číslo od 1.',
  'gift.message': 'Vzkaz pro příjemce (nepovinné)',
  'gift.email': 'E-mail příjemce (nepovinné)',
  'gift.emailInvalid': 'Zadejte platnou e-mailovou adresu, např. jmeno@example.com.',
  'gift.save': 'Uložit údaje o dárku',
  'gift.back': 'Zpět do košíku',
};
