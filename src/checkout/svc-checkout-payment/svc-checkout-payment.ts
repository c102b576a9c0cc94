import { html } from 'lit';
import { CheckoutStepElement } from '../step-kit.js';

/** @summary The checkout's payment step. (Scaffold: replaced by the step's real element.) */
export class SvcCheckoutPayment extends CheckoutStepElement {
  override render() {
    return html`<div part="view-body"><p>payment</p></div>`;
  }
}
