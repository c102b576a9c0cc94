/**
 * The customer portal's data work (`svcCart.portal()`): a chunk of its own, loaded when a page
 * shows `<svc-customer-portal>`. Every call goes through the widget's SDK, so the portal and the
 * drawer share one sign-in (cookie, `svcCart.customer`, `SIGN_IN`/`SIGN_OUT`). Every change of a
 * subscription emits `SUBSCRIPTION_UPDATED` with `{ subscription }` (the server's answer).
 */
import {
  preloadNamespaces,
  type Customer,
  type Product,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionListParams,
  type SvcClient,
} from '@svc/sdk';
import { shopGateways } from '../../core/checkout.js';
import { socialProviders } from '../../core/checkout.js';
import { assertNonEmptyString, typeError } from '../../core/errors.js';
import { adoptSignIn, watchSignIn, type AccountWidget } from '../account.js';
import { requestSocialToken } from '../social-sign-in.js';
import type { Customization } from '../types.js';
import { sdkOf, type StartingFields, type Widget } from '../widget.js';
import {
  PREFETCH_FRESH_MS,
  SUBSCRIPTIONS_PER_PAGE,
  type PortalData,
  type SubscriptionPage,
  type SubscriptionQuery,
} from './portal-types.js';
import { portalOrder } from './subscription-order.js';

/** What the customer portal's data reads and calls of the controller: nothing else. */
export type PortalWidget = Pick<
  Widget,
  'customer' | 'events' | 'ready' | 'sdk' | 'setCustomer' | 'shop' | 'signOut' | 'state' | 'subscribe'
> &
  AccountWidget;

/** What a listed or loaded subscription carries: its plan with the plan's product, and its items' products. */
const EXPAND = ['product.parent', 'items.product.parent'];

/** The shop's default currency (saved cards are listed for it). */
function shopCurrency(widget: PortalWidget): string {
  const currencies = widget.shop.currencies ?? [];
  return (
    currencies.find((currency) => currency.default)?.abbreviation ??
    currencies[0]?.abbreviation ??
    widget.state.currencyCode
  );
}

/** How many subscriptions one request of the whole list asks for (the service's cap). */
const LIST_PAGE = 100;

/** The bundle a subscription's plan belongs to, when its answer carries the plan's parent. */
const bundleOf = (subscription: Subscription): number | null | undefined =>
  subscription.product?.parent?.bundleId ?? mainItem(subscription)?.product?.parent?.bundleId;

/** The subscription with `products` set on its box's items (by their product IDs). */
function withProducts(subscription: Subscription, products: ReadonlyMap<number, Product>): Subscription {
  const main = mainItem(subscription);
  const bundle = main?.bundle;
  if (!main || !bundle) return subscription;
  const items = bundle.items.map((item) => {
    const product = products.get(item.productId);
    return product ? { ...item, product } : item;
  });
  return {
    ...subscription,
    items: subscription.items.map((line) =>
      line === main ? { ...line, bundle: { ...bundle, items } } : line,
    ),
  };
}

/** The subscription line itself (not an add-on). */
const mainItem = (subscription: Subscription): SubscriptionItem | undefined =>
  subscription.items.find((item) => !item.addon) ?? subscription.items[0];

function assertQuantity(method: string, quantity: unknown): void {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
    throw typeError(method, 'quantity', 'a whole number of 1 or more', quantity);
}

function assertSubscription(method: string, subscription: unknown): asserts subscription is Subscription {
  if (typeof (subscription as Subscription | null)?.id !== 'number')
    throw typeError(method, 'subscription', 'a subscription with a numeric id', subscription);
}

/**
 * The API names a refused answer by `preferences.N…`; the survey view shows errors by the cart
 * payload's `options.N…`, so each lands by its question.
 */
function asAnswerErrors(error: unknown): unknown {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  if (!fields || typeof fields !== 'object') return error;
  const renamed = Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field.replace(/^preferences(?=\.|$)/, 'options'),
      messages,
    ]),
  );
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, {
    fieldErrors: renamed,
    message: (error as Error).message,
    stack: (error as Error).stack,
  });
}

export function portalData(widget: PortalWidget, starting: StartingFields): PortalData {
  const sdk = (): SvcClient => {
    // A token the server refuses for one of the portal's requests signs the customer out. The
    // widget's SDK may not be there yet when this chunk loads, so each request makes sure.
    watchSignIn(widget);
    return sdkOf(widget);
  };
  // The SDK's code for subscriptions, addresses and the wallet loads now, often before the
  // start-up's requests go out, so the first list is sent the moment it may be.
  preloadNamespaces().catch(() => undefined);

  /** After a sign-in: as `authenticate` (the customer, `SIGN_IN`, the page's external ID). */
  const signedIn = () => adoptSignIn(widget, sdk());

  /** The server's subscription, announced to the page. */
  function updated(subscription: Subscription): Subscription {
    widget.events.emit('SUBSCRIPTION_UPDATED', null, { subscription });
    return subscription;
  }

  /** Reads the subscription again with its products: change answers do not expand them. */
  const reload = async (id: number) => {
    const client = sdk();
    const [subscription] = await withBoxNames(
      [await client.subscriptions.load(id, { expand: EXPAND })],
      client,
    );
    return subscription!;
  };

  /**
   * Every subscription of `statuses` (all when empty): the service's order is not the portal's, so
   * the whole list is asked for, 100 a page (the cap), and ordered here.
   */
  async function listAll(
    statuses: SubscriptionQuery['statuses'],
    client: SvcClient,
  ): Promise<Subscription[]> {
    const ask = (page: number) => {
      const params: SubscriptionListParams = { page, perPage: LIST_PAGE, expand: EXPAND };
      if (statuses.length) params.statuses = [...statuses];
      return client.subscriptions.list(params);
    };
    const first = await ask(1);
    const rest = Array.from({ length: Math.max(0, (first.pagination.lastPage ?? 1) - 1) }, (_, index) =>
      ask(index + 2),
    );
    return [first, ...(await Promise.all(rest))].flatMap((answer) => answer.data);
  }

  /** One page of the portal's list: live subscriptions first, newest first, with the boxes' contents named. */
  async function list({ page, statuses }: SubscriptionQuery, client = sdk()): Promise<SubscriptionPage> {
    const all = portalOrder(await listAll(statuses, client));
    const total = all.length;
    const from = (page - 1) * SUBSCRIPTIONS_PER_PAGE;
    const data = await withBoxNames(all.slice(from, from + SUBSCRIPTIONS_PER_PAGE), client);
    return {
      data,
      pagination: {
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PER_PAGE)),
        total,
        perPage: SUBSCRIPTIONS_PER_PAGE,
        from: data.length ? from + 1 : 0,
        to: from + data.length,
      },
    };
  }

  /**
   * The products of each box's items (a subscription answer names them by ID only), from the
   * bundle's item list: one `bundles.loadItems` per bundle, for the IDs its boxes hold. A failure
   * leaves the box as it was (the card then counts its items).
   */
  async function withBoxNames(subscriptions: Subscription[], client: SvcClient): Promise<Subscription[]> {
    const wanted = new Map<number, Set<number>>();
    for (const subscription of subscriptions) {
      const bundleId = bundleOf(subscription);
      const items = mainItem(subscription)?.bundle?.items ?? [];
      if (!bundleId || !items.length) continue;
      const ids = wanted.get(bundleId) ?? new Set<number>();
      for (const item of items) ids.add(item.productId);
      wanted.set(bundleId, ids);
    }
    if (!wanted.size) return subscriptions;
    const products = new Map<number, Product>();
    await Promise.all(
      [...wanted].map(async ([bundleId, ids]) => {
        const answer = await client.bundles
          .loadItems(bundleId, { productIds: [...ids], perPage: LIST_PAGE, expand: ['product.parent'] })
          .catch(() => null);
        for (const item of answer?.data ?? []) if (item.product) products.set(item.productId, item.product);
      }),
    );
    return subscriptions.map((subscription) => withProducts(subscription, products));
  }

  /** The owner of a page asked for during a signed-in start-up, until its check answered. */
  const STARTING = Symbol('starting');
  /** Who a customer is: the object changes with every answer that carries it. */
  const who = (customer: Customer): unknown => customer.id ?? customer.email;

  /** The prefetched first page of one customer's subscriptions, until it is taken or too old. */
  let prefetched: { who: unknown; at: number; answer: Promise<SubscriptionPage>; taken: boolean } | undefined;
  let prefetching = false;

  /** On every change of the widget: a newly signed-in customer's first page is asked for at once. */
  function prefetchFirstPage(): void {
    if (!widget.ready) {
      // A start-up with a stored sign-in is under way: the first page goes out beside it, with
      // the token being checked; it is the subscriber's if the check accepts it.
      const client = starting.signingIn && starting.starting;
      if (client && !prefetched) ask(STARTING, list({ page: 1, statuses: [] }, client));
      return;
    }
    const customer = widget.customer;
    if (!customer) prefetched = undefined;
    else if (prefetched?.who === STARTING) prefetched.who = who(customer);
    else if (prefetched?.who !== who(customer)) ask(who(customer), list({ page: 1, statuses: [] }));
  }

  function ask(whose: unknown, answer: Promise<SubscriptionPage>): void {
    // Its failure reaches the list that takes it; untaken, it is dropped quietly.
    answer.catch(() => undefined);
    prefetched = { who: whose, at: performance.now(), answer, taken: false };
  }

  /** The prefetched page for `query`, once, while fresh and still the signed-in customer's. */
  function takePrefetched({ page, statuses }: SubscriptionQuery): Promise<SubscriptionPage> | undefined {
    const first = prefetched;
    if (!first || first.taken || page !== 1 || statuses.length) return undefined;
    first.taken = true;
    const fresh = performance.now() - first.at <= PREFETCH_FRESH_MS;
    return fresh && widget.customer && first.who === who(widget.customer) ? first.answer : undefined;
  }

  /** The plan of a subscription's line, with its parent product. */
  async function planOf(subscription: Subscription): Promise<Product> {
    const item = mainItem(subscription);
    const known = subscription.product;
    const productId = item?.productId ?? subscription.productId;
    if (known?.id === productId && known.parent) return known;
    return sdk().products.loadVariant(productId, { expand: ['parent'] });
  }

  return {
    isRegistered: async (email) => (await sdk().auth.registered({ email })).registered === true,
    async signInWithPassword(email, password) {
      await sdk().auth.login({ email, password });
      await signedIn();
    },
    sendCode: async (email) => void (await sdk().auth.otp({ email })),
    async signInWithCode(email, code) {
      await sdk().auth.otpLogin({ email, token: code });
      await signedIn();
    },
    async register({ email, firstName, lastName, password }) {
      await sdk().auth.register({ email, firstName, lastName, ...(password ? { password } : {}) });
      await signedIn();
    },
    async signInWithSocial(provider) {
      const token = await requestSocialToken(provider);
      await sdk().auth.social({ token, provider });
      await signedIn();
    },
    get socialProviders() {
      return socialProviders(widget.shop);
    },
    signOut: () => widget.signOut(),

    get quantityChangeAllowed() {
      return widget.shop.settings?.subscriptionQuantitySelector === true;
    },
    listSubscriptions: (query) => takePrefetched(query) ?? list(query),
    prefetchSubscriptions() {
      if (prefetching) return;
      prefetching = true;
      widget.subscribe(prefetchFirstPage);
      prefetchFirstPage();
    },
    loadSubscription: (id) => reload(id),
    async changeQuantity(subscription, quantity) {
      assertSubscription('changeQuantity', subscription);
      assertQuantity('changeQuantity', quantity);
      return updated(await sdk().subscriptions.update(subscription.id, { quantity }, { expand: EXPAND }));
    },
    async changeAddon(subscription, itemId, quantity) {
      assertSubscription('changeAddon', subscription);
      assertQuantity('changeAddon', quantity);
      if (!subscription.items.some((item) => item.id === itemId))
        throw typeError('changeAddon', 'itemId', 'an id of subscription.items', itemId);
      const item = await sdk().subscriptions.updateItem(
        subscription.id,
        itemId,
        { quantity },
        { expand: ['product'] },
      );
      return updated({
        ...subscription,
        items: subscription.items.map((line) => (line.id === itemId ? { ...line, ...item } : line)),
      });
    },
    async boxCustomization(subscription, submit): Promise<Customization | null> {
      assertSubscription('boxCustomization', subscription);
      const item = mainItem(subscription);
      if (!item?.bundle) return null;
      const plan = await planOf(subscription);
      if (!plan.parent?.bundleId) return null;
      return {
        view: 'bundle',
        payload: {
          productId: plan.id,
          quantity: subscription.quantity,
          bundle: { items: item.bundle.items, preferences: item.bundle.preferences },
        },
        product: plan.parent,
        edit: {
          label: '',
          submit: (payload) =>
            submit({
              productId: payload.productId,
              ...(payload.quantity !== undefined && payload.quantity !== subscription.quantity
                ? { quantity: payload.quantity }
                : {}),
              bundle: {
                items: payload.bundle?.items ?? [],
                preferences: payload.bundle?.preferences ?? [],
              },
            }),
        },
      };
    },
    async changeBox(subscription, change) {
      assertSubscription('changeBox', subscription);
      await sdk().subscriptions.updateBundle(subscription.id, {
        productId: change.productId,
        ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
        bundle: change.bundle,
      });
      return updated(await reload(subscription.id));
    },
    async answersCustomization(subscription, submit): Promise<Customization | null> {
      assertSubscription('answersCustomization', subscription);
      const plan = await planOf(subscription);
      if (!plan.survey) return null;
      return {
        view: 'survey',
        payload: { productId: plan.id, options: mainItem(subscription)?.preferences ?? [] },
        product: plan,
        edit: { label: '', submit: (payload) => submit(payload.options ?? []) },
      };
    },
    async changeAnswers(subscription, answers, updateOrders) {
      assertSubscription('changeAnswers', subscription);
      if (!Array.isArray(answers)) throw typeError('changeAnswers', 'answers', 'an array', answers);
      try {
        await sdk().subscriptions.updatePreferences(subscription.id, {
          preferences: answers,
          ...(updateOrders ? { updateOrders: true } : {}),
        });
      } catch (error) {
        throw asAnswerErrors(error);
      }
      return updated(await reload(subscription.id));
    },

    listAddresses: () => sdk().addresses.list(),
    listCountries: () => sdk().countries.list(),
    storeAddress: (payload) => sdk().addresses.store(payload),

    get gateways() {
      return shopGateways(widget.shop);
    },
    listCards: () => sdk().wallet.list(shopCurrency(widget)),
    async setupCard(gatewayId) {
      return (await sdk().wallet.setup({ gatewayId })).token;
    },
    storeCard(gatewayId, token) {
      assertNonEmptyString('storeCard', 'token', token);
      return sdk().wallet.store({ gatewayId, token });
    },

    async updateConsents(changes) {
      const customer = await sdk().customers.update(changes);
      widget.setCustomer(customer);
      return customer;
    },
  };
}
