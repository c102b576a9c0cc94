// The portal messages in Portuguese (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Portuguese is in use.
export default {
  'portal.title': 'Sua conta',
  'portal.loading': 'Carregando sua conta…',
  'portal.signedInAs': 'Conectado como {email}',
  'portal.signOut': 'Sair',
  'portal.signingOut': 'Saindo…',
  'portal.sections': 'Seções da conta',
  'portal.tab.subscriptions': 'Assinaturas',
  'portal.tab.addresses': 'Endereços',
  'portal.tab.cards': 'Formas de pagamento',
  'portal.tab.profile': 'Perfil',
  'portal.contact.title': 'Pausar, pular ou cancelar',
  'portal.contact.text': 'Para pausar, pular uma entrega ou cancelar, fale conosco e nós cuidamos disso.',
  'portal.notFound': 'Não encontramos esta assinatura.',
  'portal.unavailable': 'Não foi possível carregar sua conta. Tente novamente mais tarde.',
  'portal.retry': 'Tentar novamente',
};
