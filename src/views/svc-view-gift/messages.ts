/** The gift view's messages (`gift.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'gift.intro': 'Send your subscription as a gift: choose when it starts and how many orders it covers.',
  'gift.for': 'Gift: {products}',
  'gift.unavailable':
    'Only a subscription can be sent as a gift. Add one to your cart first, then come back here.',
  'gift.loading': 'Loading the start dates…',
  'gift.retry': 'Try again',
  'gift.dates': 'When should the gift start?',
  'gift.noDates': 'No start dates are available right now.',
  'gift.dateRequired': 'Please choose a start date.',
  'gift.orders': 'Number of orders',
  'gift.ordersHint': 'How many orders the gift covers.',
  'gift.ordersInvalid': 'Enter a whole number of at least 1.',
  'gift.message': 'Message for the recipient (optional)',
  'gift.email': 'Recipient’s email (optional)',
  'gift.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'gift.save': 'Save gift details',
  'gift.back': 'Back to cart',
} as const;

export type GiftMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'gift.intro':
      'Verschenken Sie Ihr Abo: Wählen Sie, wann es beginnt und wie viele Bestellungen es umfasst.',
    'gift.for': 'Geschenk: {products}',
    'gift.unavailable':
      'Nur ein Abo kann verschenkt werden. Legen Sie zuerst eines in den Warenkorb und kommen Sie dann hierher zurück.',
    'gift.loading': 'Startdaten werden geladen …',
    'gift.retry': 'Erneut versuchen',
    'gift.dates': 'Wann soll das Geschenk beginnen?',
    'gift.noDates': 'Im Moment sind keine Startdaten verfügbar.',
    'gift.dateRequired': 'Bitte wählen Sie ein Startdatum.',
    'gift.orders': 'Anzahl der Bestellungen',
    'gift.ordersHint': 'So viele Bestellungen umfasst das Geschenk.',
    'gift.ordersInvalid': 'Geben Sie eine ganze Zahl ab 1 ein.',
    'gift.message': 'Nachricht an die beschenkte Person (optional)',
    'gift.email': 'E-Mail-Adresse der beschenkten Person (optional)',
    'gift.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    'gift.save': 'Geschenkangaben speichern',
    'gift.back': 'Zurück zum Warenkorb',
  },
  fr: {
    'gift.intro':
      'Offrez votre abonnement : choisissez quand il commence et combien de commandes il comprend.',
    'gift.for': 'Cadeau : {products}',
    'gift.unavailable':
      'Seul un abonnement peut être offert. Ajoutez-en un à votre panier, puis revenez ici.',
    'gift.loading': 'Chargement des dates de début…',
    'gift.retry': 'Réessayer',
    'gift.dates': 'Quand le cadeau doit-il commencer ?',
    'gift.noDates': 'Aucune date de début n’est disponible pour le moment.',
    'gift.dateRequired': 'Veuillez choisir une date de début.',
    'gift.orders': 'Nombre de commandes',
    'gift.ordersHint': 'Le nombre de commandes que comprend le cadeau.',
    'gift.ordersInvalid': 'Saisissez un nombre entier d’au moins 1.',
    'gift.message': 'Message pour le destinataire (facultatif)',
    'gift.email': 'E-mail du destinataire (facultatif)',
    'gift.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
    'gift.save': 'Enregistrer le cadeau',
    'gift.back': 'Retour au panier',
  },
});
