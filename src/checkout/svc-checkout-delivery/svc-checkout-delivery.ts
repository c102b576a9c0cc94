import { html } from 'lit';
import { CheckoutStepElement } from '../step-kit.js';

/** @summary The checkout's delivery step. (Scaffold: replaced by the step's real element.) */
export class SvcCheckoutDelivery extends CheckoutStepElement {
  override render() {
    return html`<div part="view-body"><p>delivery</p></div>`;
  }
}
