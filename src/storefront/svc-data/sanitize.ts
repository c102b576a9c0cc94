/**
 * Product descriptions are HTML from the server: this module, the only one that imports DOMPurify,
 * turns one into DOM nodes a shadow root can hold. `<svc-data>` imports it with `import()` the
 * first time it shows a description, so DOMPurify is a lazy chunk of its own and a page without a
 * description never fetches it.
 *
 * The answer is a `DocumentFragment` (`RETURN_DOM_FRAGMENT`), never a string: no markup string is
 * ever written into the page, so the result needs no Trusted Types sink. DOMPurify itself parses
 * the string with `DOMParser` in an inert document (no scripts, no image loads), through its own
 * pass-through Trusted Types policy named `dompurify` when the page has Trusted Types.
 */
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  RETURN_DOM_FRAGMENT: true,
  // HTML only: no SVG or MathML, whose parsing quirks are where sanitizer bypasses come from.
  USE_PROFILES: { html: true },
  // A description describes: no forms or fields that could ask for a password on a shop's
  // page, no style sheet or inline style that could cover the page, no media that plays.
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'option',
    'label',
    'fieldset',
    'template',
    'dialog',
    'audio',
    'video',
  ],
  // A removed element's text stays, except a control's, which would read as stray words.
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea'],
  FORBID_ATTR: ['style', 'tabindex', 'popover', 'popovertarget', 'popovertargetaction'],
  ADD_ATTR: ['target'],
};

/** After DOMPurify's own checks: new tabs cannot reach back, other targets go, images load lazily. */
function harden(node: Node): void {
  // By node type, not `instanceof`: the nodes may belong to another window's documents.
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const element = node as Element;
  if (element.hasAttribute('target')) {
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    else element.removeAttribute('target');
  }
  if (element.localName === 'img') {
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  }
}

/**
 * A sanitizer of descriptions into nodes of `view`'s documents: the page's by default; a test gives
 * another window (a frame under a strict content security policy).
 */
export function descriptionSanitizer(view?: Window & typeof globalThis): (html: string) => DocumentFragment {
  const purify = view ? DOMPurify(view) : DOMPurify;
  purify.addHook('afterSanitizeAttributes', harden);
  return (source) => purify.sanitize(source, CONFIG);
}

/** A description as safe DOM nodes for a shadow root. */
export const sanitizeDescription = descriptionSanitizer();
