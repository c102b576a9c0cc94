/**
 * The CSS parts the drawer forwards, one list each (as `exportparts` values: names joined by
 * `, `), so `exportparts` and the documentation cannot drift: `<svc-cart-root>` forwards
 * `PANEL_PARTS` from the panel, the panel forwards the pickers', the customization's and the
 * checkout's, and those forward `VIEW_PARTS` from the view or step they show.
 * test/e2e/80-references.check.mjs checks `<svc-cart-panel>`'s JSDoc (`@csspart`) against
 * `PANEL_OWN_PARTS`.
 */

/** The parts every customization view and checkout step may carry. */
export const VIEW_PARTS =
  'view-body, option, field, field-label, field-error, view-error, view-actions, submit-button';

/** The currency and language pickers' parts. */
export const PICKER_PARTS = 'currency-label, currency-select, language-label, language-select';

/** `<svc-cart-customization>`'s own parts (the header above the view), and the view's. */
export const CUSTOMIZATION_PARTS = `view-title, view-product, view-back-button, ${VIEW_PARTS}`;

/** `<svc-cart-checkout>`'s own parts: the header above the step. */
export const CHECKOUT_PARTS =
  'checkout-title, checkout-back-button, order-summary-toggle, order-summary-total, order-summary-details';

/** The parts `<svc-cart-panel>` documents: its own and those it forwards from its children. */
export const PANEL_OWN_PARTS = `panel, header, title, count, close-button, pickers, ${PICKER_PARTS}, body, loading, customization, view-title, view-product, view-back-button, checkout, ${CHECKOUT_PARTS}, error, summary, live-region`;

/** Every part the panel shows, the views' included: what `<svc-cart-root>` forwards. */
export const PANEL_PARTS = `${PANEL_OWN_PARTS}, ${VIEW_PARTS}`;
