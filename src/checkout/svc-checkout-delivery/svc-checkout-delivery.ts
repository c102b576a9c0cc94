import { html, nothing, type PropertyValues } from 'lit';
import type { CheckoutView, StepError } from '../../controller/checkout/checkout-store.js';
import {
  addressPath,
  countryFromValue,
  deliveryPayload,
  faultOrder,
  lookupRefusal,
  personFaults,
  personPath,
  personPayload,
  savedAddress,
  serverErrorShown,
  validateDelivery,
  withoutKey,
  type AddressField,
  type PersonField,
} from '../../core/delivery-form.js';
import { CheckoutStepElement } from '../step-kit.js';
import { DeliveryLoader } from './delivery-loader.js';
import { deliveryContent, type DeliveryHandlers, type DeliveryView } from './delivery-templates.js';
import type { DeliveryMessageKey } from './messages.js';
import { deliveryStyles } from './svc-checkout-delivery.styles.js';

export { METHODS_DEBOUNCE_MS } from './delivery-loader.js';

/**
 * @summary The checkout's delivery step: "Ship to an address" (a saved address or a new one, then
 * a delivery method for its country and ZIP) or "Pick up" (one of the shop's local pick-ups, then
 * who collects it: saved pick-up details or new ones). "Continue" writes the choice to the cart in
 * one queued change and moves on. Everything typed lives in the checkout store (`delivery`,
 * `pickupPerson`), so going back or a failure loses nothing.
 *
 * @csspart view-body - The step's content.
 * @csspart step-title - The step's heading (focused when the step appears).
 * @csspart option - A card to choose: a way to get the order, an address, a method, a pick-up, pick-up details.
 * @csspart address - A saved address's card.
 * @csspart method - A delivery method's card.
 * @csspart method-name - A delivery method's name.
 * @csspart method-time - How long a delivery method takes.
 * @csspart method-price - A delivery method's price ("Free" when nothing).
 * @csspart method-note - A delivery method's rule ("Free over $50.00").
 * @csspart methods-status - What the delivery methods wait for, or why there are none.
 * @csspart pickup - A local pick-up's card.
 * @csspart pickup-name - A pick-up's name.
 * @csspart pickup-address - A pick-up's address.
 * @csspart pickup-hours - A pick-up's opening hours, when the shop gives them.
 * @csspart pickup-person - Saved pick-up details' card.
 * @csspart gift-start - When a gift starts, near the delivery choice.
 * @csspart field - A field of the new address or of the pick-up details.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to a field or a group of cards (the form's or the server's).
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Continue".
 */
export class SvcCheckoutDelivery extends CheckoutStepElement<DeliveryMessageKey> {
  static override styles = [...CheckoutStepElement.styles, deliveryStyles];
  static override properties = {
    ...CheckoutStepElement.properties,
    formErrors: { state: true },
  };

  /** The step's own messages (required fields, a choice missing, a ZIP the lookup refused), by fault. */
  declare formErrors: Record<string, string>;

  /** The step's data: the options, the delivery methods and the pick-up details, with their states. */
  readonly #loader = new DeliveryLoader(this, {
    describe: (error) => this.stepError(error),
    onMethodsAsked: () => this.#dropFormError('shippingMethodId'),
    onMethodsFailed: (error) => this.#methodsFailed(error),
  });
  readonly #handlers: DeliveryHandlers = {
    setKind: (kind) => this.#setKind(kind),
    chooseAddress: (id) => this.#chooseAddress(id),
    setAddressField: (field, value) => this.#setAddressField(field, value),
    chooseMethod: (id) => this.#chooseMethod(id),
    choosePickup: (id) => this.#choosePickup(id),
    choosePerson: (id) => this.#choosePerson(id),
    setPersonField: (field, value) => this.#setPersonField(field, value),
    retryLoad: () => this.#loader.load(),
    retryMethods: () => this.#loader.refreshMethods(true),
  };
  /** Set when the step appears: focus goes to its heading (or the field at fault) once drawn. */
  #focusNext: 'appear' | null = null;

  constructor() {
    super();
    this.formErrors = {};
  }

  get #form() {
    return this.store!.delivery;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#focusNext = 'appear';
    this.#loader.start();
    this.requestUpdate();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('store')) this.#loader.start();
  }

  override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // A step shown again with a failure (a later step sent the shopper back) focuses the field at
    // fault once the fields are drawn; otherwise the heading.
    if (this.#focusNext !== 'appear') return;
    const fields = this.store?.errors.delivery?.fields;
    if (fields && !this.#loader.options && this.#loader.loadState !== 'failed') return;
    this.#focusNext = null;
    if (!(fields && this.#focusFault()))
      this.renderRoot.querySelector<HTMLElement>('[part~="step-title"]')?.focus();
  }

  override render() {
    const store = this.store;
    if (!store) return nothing;
    const busy = store.busy.has('delivery');
    const failure = store.errors.delivery;
    const showFailure =
      failure?.message && !serverErrorShown(failure.fields ?? {}, store.delivery, this.#loader.options);
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">
        <h4 part="step-title" tabindex="-1">${this.t('delivery.title')}</h4>
        ${deliveryContent(this.#view(store))}
      </div>
      <div part="view-actions">
        ${showFailure ? html`<p part="view-error" role="alert">${failure.message}</p>` : nothing}
        <button
          part="submit-button"
          class="primary"
          type="submit"
          ?disabled=${!this.#loader.options}
          aria-busy=${busy ? 'true' : 'false'}
        >
          ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.t('delivery.continue')}
        </button>
      </div>
    </form>`;
  }

  // ---------------------------------------------------------------- rendering

  /** What the templates render. */
  #view(store: CheckoutView): DeliveryView {
    return {
      t: (key, params) => this.t(key, params),
      money: (minor) => this.money(minor),
      date: (value) => this.l10n.date(value),
      error: (path) => this.#error(path),
      form: store.delivery,
      person: store.pickupPerson,
      data: this.#loader,
      giftStartsAt: store.svcCart.cart?.giftInfo?.startsAt,
      on: this.#handlers,
    };
  }

  // ---------------------------------------------------------------- errors

  /** The message for `path`: the step's own, else the server's. */
  #error(path: string): string | undefined {
    return this.formErrors[path] ?? this.store?.errors.delivery?.fields?.[path]?.[0];
  }

  #dropFormError(path: string): void {
    this.formErrors = withoutKey(this.formErrors, path);
  }

  /** A failed methods lookup: a ZIP or country it refused is said next to that field of a new address. */
  #methodsFailed(error: unknown): string | null {
    const saved = Boolean(savedAddress(this.#form, this.#loader.options));
    const refused = lookupRefusal(this.stepError(error).fields, saved);
    if (!refused) return this.t('delivery.methodsFailed');
    this.formErrors = { ...this.formErrors, ...refused };
    return null;
  }

  /** Forgets the messages about `path` once the shopper changes it. */
  #forget(path: string): void {
    this.#dropFormError(path);
    this.store!.forgetFieldError('delivery', path);
  }

  #faultTarget(path: string): HTMLElement | null {
    const root = this.renderRoot;
    const radio = (name: string) =>
      root.querySelector<HTMLElement>(`input[name="${name}"]:checked`) ??
      root.querySelector<HTMLElement>(`input[name="${name}"]`);
    if (path === 'shippingAddressId') return radio('address');
    if (path.startsWith('shippingAddress.'))
      return root.querySelector<HTMLElement>(`#address-${path.slice('shippingAddress.'.length)}`);
    if (path === 'shippingMethodId')
      return this.#form.kind === 'pickup'
        ? radio('pickup')
        : (radio('method') ?? root.querySelector<HTMLElement>('#methods-error'));
    if (path === 'pickupInfoId') return radio('pickup-person') ?? root.querySelector('#people-error');
    if (path.startsWith('pickupInfo.'))
      return root.querySelector<HTMLElement>(`#pickup-${path.slice('pickupInfo.'.length)}`);
    return null;
  }

  /** Moves focus to the first field at fault and shows it with its message; false when none is shown (focus stays). */
  #focusFault(): boolean {
    for (const path of faultOrder(this.#form, this.#loader.options)) {
      if (!this.#error(path)) continue;
      if (this.revealFault(this.#faultTarget(path))) return true;
    }
    return false;
  }

  // ---------------------------------------------------------------- continue

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const store = this.store;
    const loader = this.#loader;
    const offer = loader.options;
    if (!store || !offer || store.busy.has('delivery')) return;
    loader.flushMethods();
    const errors = validateDelivery(
      {
        form: store.delivery,
        person: store.pickupPerson,
        offer,
        formErrors: this.formErrors,
        peopleLoading: loader.peopleState === 'loading',
        methods: loader.methods,
        methodsState: loader.methodsState,
        methodsError: loader.methodsError,
      },
      (key) => this.t(key),
    );
    this.formErrors = errors;
    if (Object.keys(errors).length) {
      await this.updateComplete;
      this.#focusFault();
      return;
    }
    store.showStepError('delivery', null);
    const form = store.delivery;
    const choice = deliveryPayload(form, offer);
    let failed = false;
    await store.run('delivery', async () => {
      if (form.kind === 'pickup' && form.pickupInfoId === null) {
        try {
          await this.#storePerson(store);
        } catch (error) {
          failed = true;
          store.fail('delivery', this.#personError(error));
          return;
        }
      }
      try {
        await form.saveDelivery(choice);
        const tier =
          form.kind === 'pickup'
            ? loader.options?.pickups.find((pickup) => pickup.id === form.pickupId)
            : loader.methods?.find((method) => method.id === form.shippingMethodId);
        store.complete('delivery', { shippingTier: tier?.name });
      } catch (error) {
        failed = true;
        store.fail('delivery', this.stepError(error));
      }
    });
    if (failed) {
      await this.updateComplete;
      this.#focusFault();
    }
  }

  /** Stores new pick-up details and chooses them (a retry after a failed cart change does not store them twice). */
  async #storePerson(store: CheckoutView): Promise<void> {
    const stored = await store.delivery.storePickupDetails(personPayload(store.pickupPerson));
    this.#loader.addPerson(stored);
    store.choosePickup(stored.id ?? null);
  }

  /** A refusal of `pickupInfo.store`: its field errors (`phone`) named as the step's (`pickupInfo.phone`). */
  #personError(error: unknown): StepError {
    const { message, fields } = this.stepError(error);
    if (!fields) return { message };
    return { message, fields: personFaults(fields) };
  }

  // ---------------------------------------------------------------- changes

  #setKind(kind: 'ship' | 'pickup'): void {
    this.formErrors = {};
    this.store!.showStepError('delivery', null);
    this.store!.editDelivery({ kind });
    if (kind === 'ship') this.#loader.refreshMethods(true);
    else this.#loader.refreshPeople();
    this.requestUpdate();
  }

  #chooseAddress(id: number | null): void {
    this.store!.editDelivery({ addressId: id });
    this.#forget('shippingAddressId');
    this.#loader.refreshMethods(id !== null);
    this.requestUpdate();
  }

  #setAddressField(field: AddressField, value: string): void {
    const typed = field === 'countryId' ? countryFromValue(this.#loader.options, value) : value;
    this.store!.editDelivery({ address: { [field]: typed } });
    this.#forget(addressPath(field));
    if (field === 'zip' || field === 'countryId') {
      // A new country may change whether the ZIP is required, and what the lookup said about it.
      this.#forget(addressPath(field === 'zip' ? 'countryId' : 'zip'));
      this.#loader.refreshMethods(false);
    }
    this.requestUpdate();
  }

  #chooseMethod(id: number): void {
    this.store!.editDelivery({ shippingMethodId: id });
    this.#forget('shippingMethodId');
    this.requestUpdate();
  }

  #choosePickup(id: number): void {
    this.store!.editDelivery({ pickupId: id });
    this.#forget('shippingMethodId');
    this.#loader.refreshPeople();
    this.requestUpdate();
  }

  #choosePerson(id: number | null): void {
    this.store!.choosePickup(id);
    this.#forget('pickupInfoId');
    this.requestUpdate();
  }

  #setPersonField(field: PersonField, value: string): void {
    this.store!.editDelivery({}, { [field]: value });
    this.#forget(personPath(field));
    this.requestUpdate();
  }
}
