/** The out-of-stock view's messages (`out-of-stock.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'out-of-stock.soldOut': 'Sold out',
  'out-of-stock.intro': 'Leave your email and we will let you know as soon as it is back in stock.',
  'out-of-stock.email': 'Email',
  'out-of-stock.emailRequired': 'Enter your email address.',
  'out-of-stock.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'out-of-stock.quantity': 'How many would you like?',
  'out-of-stock.quantityInvalid': 'Enter a whole number of at least 1.',
  'out-of-stock.notify': 'Notify me',
  'out-of-stock.done': 'Thank you. We will email {email} as soon as {product} is back in stock.',
  'out-of-stock.back': 'Back to cart',
} as const;

export type OutOfStockMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'out-of-stock.soldOut': 'Ausverkauft',
    'out-of-stock.intro':
      'Hinterlassen Sie Ihre E-Mail-Adresse, und wir melden uns, sobald der Artikel wieder vorrätig ist.',
    'out-of-stock.email': 'E-Mail',
    'out-of-stock.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    'out-of-stock.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    'out-of-stock.quantity': 'Wie viele möchten Sie?',
    'out-of-stock.quantityInvalid': 'Geben Sie eine ganze Zahl ab 1 ein.',
    'out-of-stock.notify': 'Benachrichtigen',
    'out-of-stock.done': 'Vielen Dank. Wir schreiben an {email}, sobald {product} wieder vorrätig ist.',
    'out-of-stock.back': 'Zurück zum Warenkorb',
  },
  fr: {
    'out-of-stock.soldOut': 'Épuisé',
    'out-of-stock.intro':
      'Laissez votre adresse e-mail et nous vous préviendrons dès que l’article sera de nouveau disponible.',
    'out-of-stock.email': 'E-mail',
    'out-of-stock.emailRequired': 'Saisissez votre adresse e-mail.',
    'out-of-stock.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
    'out-of-stock.quantity': 'Combien en voulez-vous ?',
    'out-of-stock.quantityInvalid': 'Saisissez un nombre entier d’au moins 1.',
    'out-of-stock.notify': 'Me prévenir',
    'out-of-stock.done': 'Merci. Nous écrirons à {email} dès que {product} sera de nouveau disponible.',
    'out-of-stock.back': 'Retour au panier',
  },
});
