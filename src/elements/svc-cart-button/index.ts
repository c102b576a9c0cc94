import { SvcCartButton } from './svc-cart-button.js';

export { SvcCartButton };

if (!customElements.get('svc-cart-button')) customElements.define('svc-cart-button', SvcCartButton);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-button': SvcCartButton;
  }
}
