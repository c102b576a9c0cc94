// The payment messages in Czech (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Czech is in use.
export default {
  'payment.heading': 'Způsob platby',
  'payment.saved': 'Vaše uložené karty',
  'payment.loading': 'Načítání uložených karet…',
  'payment.cardLabel': '{brand} končící na {last4}',
  'payment.expires': 'Platnost do {date}',
  'payment.default': 'Výchozí',
  'payment.add': 'Přidat novou kartu',
  'payment.newCard': 'Nová karta',
  'payment.gateway': 'Zaplatit přes',
  'payment.loadingForm': 'Načítání formuláře karty…',
  'payment.cancel': 'Zrušit',
  'payment.continue': 'Pokračovat',
  'payment.retry': 'Zkusit znovu',
  'payment.chooseMethod': 'Zvolte způsob platby, nebo přidejte novou kartu.',
  'payment.signIn': 'Přihlaste se, abyste mohli platit uloženou kartou nebo přidat novou.',
  'payment.backToContact': 'Zpět ke kontaktu',
  'payment.noGateways': 'Tento obchod zde nové karty nepřijímá.',
  'payment.returnFailed':
    'Vaše banka novou kartu nepotvrdila. Přidejte ji znovu, nebo zvolte jiný způsob platby.',
  'payment.returnMissing':
    'Právě přidanou kartu se nám nepodařilo najít. Přidejte ji znovu, nebo zvolte jiný způsob platby.',
};
