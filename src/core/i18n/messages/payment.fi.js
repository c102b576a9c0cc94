// The payment messages in Finnish (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Finnish is in use.
export default {
  'payment.heading': 'Maksutapa',
  'payment.saved': 'Tallennetut korttisi',
  'payment.loading': 'Ladataan tallennettuja korttejasi…',
  'payment.cardLabel': '{brand}, päättyy numeroihin {last4}',
  'payment.expires': 'Voimassa {date} asti',
  'payment.default': 'Oletus',
  'payment.add': 'Lisää uusi kortti',
  'payment.newCard': 'Uusi kortti',
  'payment.gateway': 'Maksupalvelu',
  'payment.loadingForm': 'Ladataan korttilomaketta…',
  'payment.cancel': 'Peruuta',
  'payment.continue': 'Jatka',
  'payment.retry': 'Yritä uudelleen',
  'payment.chooseMethod': 'Valitse maksutapa tai lisää uusi kortti.',
  'payment.signIn': 'Kirjaudu sisään, niin voit maksaa tallennetulla kortilla tai lisätä uuden.',
  'payment.backToContact': 'Takaisin yhteystietoihin',
  'payment.noGateways': 'Tämä kauppa ei ota täällä vastaan uusia kortteja.',
  'payment.returnFailed':
    'Pankkisi ei vahvistanut uutta korttia. Lisää se uudelleen tai valitse toinen maksutapa.',
  'payment.returnMissing':
    'Juuri lisäämääsi korttia ei löytynyt. Lisää se uudelleen tai valitse toinen maksutapa.',
};
