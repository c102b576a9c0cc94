import { html } from 'lit';
import { CheckoutStepElement } from '../step-kit.js';

/** @summary The checkout's review step. (Scaffold: replaced by the step's real element.) */
export class SvcCheckoutReview extends CheckoutStepElement {
  override render() {
    return html`<div part="view-body"><p>review</p></div>`;
  }
}
