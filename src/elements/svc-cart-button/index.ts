import { SvcCartButton } from './svc-cart-button.js';
import { defineElement } from '../../ui/define.js';

export { SvcCartButton };

defineElement('svc-cart-button', SvcCartButton);

declare global {
  interface HTMLElementTagNameMap {
    'svc-cart-button': SvcCartButton;
  }
}
