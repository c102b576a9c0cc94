import { html } from 'lit';
import { CheckoutStepElement } from '../step-kit.js';

/** @summary The checkout's contact step. (Scaffold: replaced by the step's real element.) */
export class SvcCheckoutContact extends CheckoutStepElement {
  override render() {
    return html`<div part="view-body"><p>contact</p></div>`;
  }
}
