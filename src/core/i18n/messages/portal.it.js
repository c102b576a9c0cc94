// The portal messages in Italian (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Italian is in use.
export default {
  'portal.title': 'Il tuo account',
  'portal.loading': 'Caricamento del tuo account…',
  'portal.signedInAs': 'Accesso effettuato come {email}',
  'portal.signOut': 'Esci',
  'portal.signingOut': 'Uscita in corso…',
  'portal.sections': 'Sezioni dell’account',
  'portal.tab.subscriptions': 'Abbonamenti',
  'portal.tab.addresses': 'Indirizzi',
  'portal.tab.cards': 'Metodi di pagamento',
  'portal.tab.profile': 'Profilo',
  'portal.contact.title': 'Metti in pausa, salta o annulla',
  'portal.contact.text':
    'Per mettere in pausa, saltare una consegna o annullare, contattaci e ce ne occuperemo noi.',
  'portal.notFound': 'Non abbiamo trovato questo abbonamento.',
  'portal.unavailable': 'Impossibile caricare il tuo account. Riprova più tardi.',
  'portal.retry': 'Riprova',
};
