/**
 * `DeliveryLoader`: the delivery step's data, loaded through the checkout store as `DataTask`s —
 * the delivery options (saved addresses, countries, pick-ups) once, the delivery methods for the
 * country and ZIP shown (at once for a saved address, after a pause in typing for a new one), and
 * the customer's pick-up details for the chosen pick-up. Only the latest answer of each counts.
 * When data arrives it chooses for the shopper what the delivery rules say (`applyDefaults`,
 * `methodAfterLoad`, `personAfterLoad`); the step renders its states (loading, failed with
 * "Try again", ready) from the getters.
 */
import type { CustomerPickupInfo, ShippingMethodDelivery } from '@svc/sdk';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CheckoutView, StepError } from '../../controller/checkout/checkout-store.js';
import type { DeliveryOptions } from '../../controller/checkout/delivery-actions.js';
import {
  methodAfterLoad,
  methodsKey,
  methodsKeyId,
  personAfterLoad,
  type MethodsKey,
  type MethodsState,
} from '../../core/delivery-form.js';
import { DataTask, type DataTaskOptions, type TaskStatus } from '../../ui/data-task.js';

/** How long typing in the country or ZIP rests before the delivery methods are asked for. */
export const METHODS_DEBOUNCE_MS = 400;

/** What the options and the pick-up details show. */
export type LoadState = 'loading' | 'ready' | 'failed';

/** The element the loader works for: it has the checkout store. */
export interface DeliveryLoaderHost extends ReactiveControllerHost {
  readonly store?: CheckoutView;
}

/** What the loader asks of the step. */
export interface DeliveryLoaderOptions {
  /** A failure in the shopper's words (and the server's field errors). */
  describe(error: unknown): StepError;
  /** A new methods lookup starts (or none is possible yet): the step's message about the method goes. */
  onMethodsAsked(): void;
  /** A methods lookup failed: the message shown with "Try again" (`null`: it is said next to a field). */
  onMethodsFailed(error: unknown): string | null;
}

const LOAD_STATES: Record<TaskStatus, LoadState | null> = {
  initial: null,
  pending: 'loading',
  complete: 'ready',
  error: 'failed',
};

/**
 * The delivery step's data as a reactive controller of the step: `start()` when the step shows (or
 * gets its store), `refreshMethods`/`refreshPeople` when the shopper's choice changes. Each answer
 * re-renders the step; a newer request, or the step leaving the page, drops an older one.
 */
export class DeliveryLoader implements ReactiveController {
  readonly #host: DeliveryLoaderHost;
  readonly #options: DeliveryLoaderOptions;
  readonly #offer: DataTask<[CheckoutView], DeliveryOptions>;
  /** The methods asked for at once: a saved address, "Try again", the step shown again. */
  readonly #methodsNow: DataTask<[CheckoutView, MethodsKey], ShippingMethodDelivery[]>;
  /** The methods asked for after a pause in typing a new address's country or ZIP. */
  readonly #methodsTyped: DataTask<[CheckoutView, MethodsKey], ShippingMethodDelivery[]>;
  readonly #people: DataTask<[CheckoutView, number], CustomerPickupInfo[]>;
  #loadError: string | null = null;
  /** The methods task asked last (its answer is the one shown). */
  #methodsTask: DataTask<[CheckoutView, MethodsKey], ShippingMethodDelivery[]>;
  /** The country and ZIP of the methods shown or asked for, as `country|zip`. */
  #methodsFor: string | null = null;
  /** Whether the typed lookup still waits for the pause in typing. */
  #methodsPausing = false;
  #methodsError: string | null = null;
  /** The pick-up whose details are shown or asked for. */
  #peopleFor: number | null = null;
  #peopleShown: CustomerPickupInfo[] | null = null;

  constructor(host: DeliveryLoaderHost, options: DeliveryLoaderOptions) {
    this.#host = host;
    this.#options = options;
    // Added before its tasks: it sees them still under way when the step leaves the page.
    host.addController(this);
    this.#offer = new DataTask(host, {
      task: ([store]) => store.delivery.loadDeliveryOptions(),
      onComplete: (offer, [store]) => {
        store.delivery.applyDefaults(offer);
        this.refreshMethods(true);
        this.refreshPeople();
      },
      onError: (error) => {
        this.#loadError = this.#options.describe(error).message;
      },
    });
    const methods: DataTaskOptions<[CheckoutView, MethodsKey], ShippingMethodDelivery[]> = {
      task: ([store, key]) => {
        this.#methodsPausing = false;
        return store.delivery.loadShippingMethods(key.country, key.zip);
      },
      onComplete: (found, [store]) => {
        store.editDelivery({ shippingMethodId: methodAfterLoad(found, store.delivery.shippingMethodId) });
      },
      onError: (error) => {
        this.#methodsError = this.#options.onMethodsFailed(error);
      },
    };
    this.#methodsNow = new DataTask(host, methods);
    this.#methodsTyped = new DataTask(host, { ...methods, debounce: METHODS_DEBOUNCE_MS });
    this.#methodsTask = this.#methodsNow;
    this.#people = new DataTask(host, {
      task: ([store, id]) =>
        store.signedIn ? store.delivery.loadPickupDetails(id) : Promise.resolve<CustomerPickupInfo[]>([]),
      onComplete: (people, [store, id]) => {
        const first = store.delivery.firstTime(`pickup:${id}`);
        store.choosePickup(personAfterLoad(people, store.delivery.pickupInfoId, first));
        this.#peopleShown = people;
      },
      onError: (_error, [store]) => {
        // The shopper can still enter new details.
        store.choosePickup(null);
        this.#peopleShown = [];
      },
    });
  }

  /** Saved addresses, countries and pick-ups, once loaded. */
  get options(): DeliveryOptions | null {
    return this.#offer.value ?? null;
  }

  /** The options' loading: `null` before it starts. */
  get loadState(): LoadState | null {
    return LOAD_STATES[this.#offer.status];
  }

  /** Why the options could not be loaded (the shopper's words). */
  get loadError(): string | null {
    return this.#offer.status === 'error' ? this.#loadError : null;
  }

  /** The delivery methods for the address shown (`null` until they are known). */
  get methods(): ShippingMethodDelivery[] | null {
    if (this.#methodsFor === null || this.#methodsTask.status !== 'complete') return null;
    return this.#methodsTask.value ?? null;
  }

  /** What the methods section shows: waiting for the address, loading, ready or failed. */
  get methodsState(): MethodsState {
    if (this.#methodsFor === null) return 'waiting';
    const state = LOAD_STATES[this.#methodsTask.status];
    return state === 'ready' || state === 'failed' ? state : 'loading';
  }

  /** Why the methods could not be loaded, with "Try again" (`null` when said next to a field). */
  get methodsError(): string | null {
    return this.methodsState === 'failed' ? this.#methodsError : null;
  }

  /** The customer's saved pick-up details for the chosen pick-up. */
  get people(): CustomerPickupInfo[] | null {
    return this.#peopleShown;
  }

  /** The pick-up details' loading: `null` before a pick-up asked for them. */
  get peopleState(): LoadState | null {
    return this.#peopleFor === null ? null : LOAD_STATES[this.#people.status];
  }

  /** Loads what the step needs once; when shown again, refreshes what the shopper's choice needs. */
  start(): void {
    if (!this.#host.store) return;
    if (this.loadState === null || this.loadState === 'failed') this.load();
    else if (this.options) {
      this.refreshMethods(true);
      this.refreshPeople();
    }
  }

  /** Loads the delivery options (again, after a failure). */
  load(): void {
    const store = this.#host.store;
    if (store) void this.#offer.run(store);
  }

  /**
   * Asks for the methods of the address now shown, unless they are shown or on their way: at once
   * (`immediate`) or after a pause in typing. Only the latest request's answer is shown.
   */
  refreshMethods(immediate: boolean): void {
    const store = this.#host.store;
    const offer = this.options;
    if (!store || !offer || store.delivery.kind !== 'ship') return;
    const key = methodsKey(store.delivery, offer);
    const id = methodsKeyId(key);
    if (id === this.#methodsFor && this.methodsState !== 'failed') return;
    this.#methodsNow.abort();
    this.#methodsTyped.abort();
    this.#methodsPausing = false;
    this.#methodsFor = id;
    this.#methodsError = null;
    this.#options.onMethodsAsked();
    this.#host.requestUpdate();
    if (!key) return;
    this.#methodsTask = immediate ? this.#methodsNow : this.#methodsTyped;
    this.#methodsPausing = !immediate;
    void this.#methodsTask.run(store, key);
  }

  /** Sends a lookup that waits for the pause in typing now (Continue pressed meanwhile). */
  flushMethods(): void {
    const store = this.#host.store;
    if (!this.#methodsPausing || !store) return;
    this.#methodsPausing = false;
    this.#methodsTyped.abort();
    const key = methodsKey(store.delivery, this.options);
    if (!key) return;
    this.#methodsTask = this.#methodsNow;
    void this.#methodsNow.run(store, key);
  }

  /** Loads the customer's pick-up details for the chosen pick-up (only the latest answer counts). */
  refreshPeople(): void {
    const store = this.#host.store;
    const form = store?.delivery;
    const id = form?.kind === 'pickup' ? form.pickupId : null;
    if (!store || id === null || (id === this.#peopleFor && this.peopleState !== 'failed')) return;
    this.#peopleFor = id;
    this.#peopleShown = null;
    void this.#people.run(store, id);
  }

  /** Shows pick-up details just stored among the saved ones. */
  addPerson(person: CustomerPickupInfo): void {
    this.#peopleShown = [...(this.#peopleShown ?? []), person];
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    // What is on its way is dropped with the step; it is asked for afresh when the step shows again.
    if (this.#methodsTask.status === 'pending') this.#methodsFor = null;
    this.#methodsPausing = false;
    if (this.#people.status === 'pending') this.#peopleFor = null;
  }
}
