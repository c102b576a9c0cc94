// The portal messages in Polish (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Polish is in use.
export default {
  'portal.title': 'Twoje konto',
  'portal.loading': 'Ładowanie konta…',
  'portal.signedInAs': 'Zalogowano jako {email}',
  'portal.signOut': 'Wyloguj się',
  'portal.signingOut': 'Wylogowywanie…',
  'portal.sections': 'Sekcje konta',
  'portal.tab.subscriptions': 'Subskrypcje',
  'portal.tab.addresses': 'Adresy',
  'portal.tab.cards': 'Metody płatności',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Wstrzymaj, pomiń lub anuluj',
  'portal.contact.text':
    'Aby wstrzymać subskrypcję, pominąć dostawę lub anulować, skontaktuj się z nami – zajmiemy się tym.',
  'portal.notFound': 'Nie znaleźliśmy tej subskrypcji.',
  'portal.unavailable': 'Nie udało się wczytać Twojego konta. Spróbuj ponownie później.',
  'portal.retry': 'Spróbuj ponownie',
};
