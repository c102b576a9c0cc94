import { html } from 'lit';
import { CheckoutStepElement } from '../step-kit.js';

/** @summary The checkout's receipt step. (Scaffold: replaced by the step's real element.) */
export class SvcCheckoutReceipt extends CheckoutStepElement {
  override render() {
    return html`<div part="view-body"><p>receipt</p></div>`;
  }
}
