// The portal messages in Spanish (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Spanish is in use.
export default {
  'portal.title': 'Tu cuenta',
  'portal.loading': 'Cargando tu cuenta…',
  'portal.signedInAs': 'Sesión iniciada como {email}',
  'portal.signOut': 'Cerrar sesión',
  'portal.signingOut': 'Cerrando sesión…',
  'portal.sections': 'Secciones de la cuenta',
  'portal.tab.subscriptions': 'Suscripciones',
  'portal.tab.addresses': 'Direcciones',
  'portal.tab.cards': 'Métodos de pago',
  'portal.tab.profile': 'Perfil',
  'portal.contact.title': 'Pausar, saltar o cancelar',
  'portal.contact.text':
    'Para pausar, saltar una entrega o cancelar, contacta con nosotros y nos encargamos.',
  'portal.notFound': 'No hemos encontrado esta suscripción.',
  'portal.unavailable': 'No se ha podido cargar tu cuenta. Inténtalo de nuevo más tarde.',
  'portal.retry': 'Reintentar',
};
