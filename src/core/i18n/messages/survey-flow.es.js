// The survey-flow messages in Spanish (the English: src/views/svc-view-survey-flow/messages.ts). Loaded only when Spanish is in use.
export default {
  'survey-flow.progress': 'Pregunta {current} de {total}',
  'survey-flow.back': 'Atrás',
  'survey-flow.next': 'Siguiente',
  'survey-flow.add': 'Añadir al carrito',
  'survey-flow.noProduct': 'Esta encuesta no lleva a ningún plan que se pueda añadir al carrito.',
};
