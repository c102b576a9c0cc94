/** Focus through shadow roots, for the drawer (svc-cart-panel.ts) and what keeps focus in it (drawer-focus.ts). */

/** The focused element, looked up through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
