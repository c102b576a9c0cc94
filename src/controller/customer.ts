/**
 * The shopper as a customer: the guest's checkout prefill (`setCustomerData`), signing in with a
 * token (its code loads on the first call, account.ts) and signing out on this page.
 */
import { assertNonEmptyString, assertPayload, typeError } from '../core/errors.js';
import type { CartPipeline } from './cart-pipeline.js';
import type { AccountWidget } from './account.js';
import type { Widget, WidgetFields } from './widget.js';

/** What the customer part reads and calls of the controller: nothing else. */
export type CustomerWidget = Pick<Widget, 'notify'> & AccountWidget;

export class CustomerPart {
  readonly #widget: CustomerWidget;
  readonly #fields: Pick<WidgetFields, 'customerData'>;
  readonly #pipeline: CartPipeline;

  constructor(widget: CustomerWidget, fields: Pick<WidgetFields, 'customerData'>, pipeline: CartPipeline) {
    this.#widget = widget;
    this.#fields = fields;
    this.#pipeline = pipeline;
  }

  setCustomerData(data: { email: string; marketingConsent?: boolean; tosConsent?: boolean }): void {
    assertPayload('setCustomerData', data);
    assertNonEmptyString('setCustomerData', 'email', data.email);
    for (const field of ['marketingConsent', 'tosConsent'] as const)
      if (data[field] !== undefined && typeof data[field] !== 'boolean')
        throw typeError('setCustomerData', field, 'true or false', data[field]);
    const widget = this.#widget;
    if (widget.sdk?.auth.isAuthenticated) return;
    this.#fields.customerData = { ...widget.customerData, ...data };
    widget.notify();
  }

  async authenticate(accessToken?: string): Promise<void> {
    const { authenticate } = await import('./account.js');
    await authenticate(this.#widget, this.#pipeline, accessToken);
  }

  signOut(): void {
    const widget = this.#widget;
    widget.sdk?.auth.logout();
    const customer = widget.customer;
    widget.setCustomer(null);
    widget.events.emit('SIGN_OUT', null, { customer });
  }
}
