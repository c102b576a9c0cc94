// The portal messages in Czech (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Czech is in use.
export default {
  'portal.title': 'Váš účet',
  'portal.loading': 'Načítání účtu…',
  'portal.signedInAs': 'Přihlášeno jako {email}',
  'portal.signOut': 'Odhlásit se',
  'portal.signingOut': 'Odhlašování…',
  'portal.sections': 'Sekce účtu',
  'portal.tab.subscriptions': 'Předplatná',
  'portal.tab.addresses': 'Adresy',
  'portal.tab.cards': 'Způsoby platby',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pozastavit, vynechat nebo zrušit',
  'portal.contact.text':
    'Chcete-li předplatné pozastavit, vynechat dodávku nebo ho zrušit, kontaktujte nás a vše vyřídíme.',
  'portal.notFound': 'Toto předplatné se nám nepodařilo najít.',
  'portal.unavailable': 'Váš účet se nepodařilo načíst. Zkuste to prosím později.',
  'portal.retry': 'Zkusit znovu',
};
