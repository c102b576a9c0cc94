// The out-of-stock messages in Danish (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Danish is in use.
export default {
  'out-of-stock.soldOut': 'Udsolgt',
  'out-of-stock.intro': 'Skriv din e-mail, så giver vi dig besked, så snart varen er på lager igen.',
  'out-of-stock.email': 'E-mail',
  'out-of-stock.emailRequired': 'Indtast din e-mailadresse.',
  'out-of-stock.emailInvalid': 'Indtast en gyldig e-mailadresse, f.eks. navn@eksempel.dk.',
  'out-of-stock.quantity': 'Hvor mange vil du have?',
  'out-of-stock.quantityInvalid': 'Indtast et helt tal på mindst 1.',
  'out-of-stock.notify': 'Giv mig besked',
  'out-of-stock.done': 'Tak! Vi skriver til {email}, så snart {product} er på lager igen.',
  'out-of-stock.back': 'Tilbage til kurven',
};
