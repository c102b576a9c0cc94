/**
 * The demo shop's "My account" page, built on `@svc/sdk` alone: sign-in by password or one-time
 * code, then the customer's subscriptions (quantities, add-ons, box contents and survey answers,
 * each editable where the service allows it), addresses and saved cards. Server text only ever
 * reaches the page through `textContent`.
 */
import Svc, {
  type Bundle,
  type BundleGroup,
  type BundleItemInput,
  type BundlePreferenceInput,
  type CustomerAddress,
  type PaymentMethod,
  type Product,
  type Subscription,
  type SubscriptionItem,
  type SubscriptionStatus,
  type SubscriptionSurveyOption,
  type Survey,
  type SurveyAnswerInput,
  type SurveyQuestion,
  type SvcClient,
} from '@svc/sdk';

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trial: 'Trial',
  pre_order: 'Pre-order',
  gift_waiting_to_start: 'Gift, not started',
  cancelled: 'Cancelled',
  switched: 'Switched',
  expired: 'Expired',
};

/** The statuses the service lets a customer change (quantities, box, preferences). */
const EDITABLE: readonly SubscriptionStatus[] = ['active', 'trial', 'pre_order', 'gift_waiting_to_start'];

const $ = <T extends HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;

const statusEl = $('#account-status');
const signedOutEl = $('#signed-out');
const signedInEl = $('#signed-in');
const passwordForm = $<HTMLFormElement>('#password-form');
const otpForm = $<HTMLFormElement>('#otp-form');
const emailInput = $<HTMLInputElement>('#sign-in-email');
const passwordInput = $<HTMLInputElement>('#sign-in-password');
const codeInput = $<HTMLInputElement>('#sign-in-code');
const otpButton = $<HTMLButtonElement>('#otp-request');
const signInNotice = $('#sign-in-notice');
const signInError = $('#sign-in-error');

type Child = Node | string | null | undefined | false;

/** Creates an element; `props` are element properties, `attrs` attributes. Text goes in as text. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { attrs?: Record<string, string> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const { attrs, ...rest } = props;
  const node = Object.assign(document.createElement(tag), rest);
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

let uid = 0;
const nextId = (prefix: string) => `${prefix}-${++uid}`;

/** What a shopper should read for a failed call: the server's words, else a plain sentence. */
function shopperMessage(error: unknown, fallback: string): string {
  if (Svc.isSvcApiError(error)) {
    const list = error.fieldErrors.items;
    if (Array.isArray(list) && list.length) return list.map(String).join(' ');
    return error.serverMessage || fallback;
  }
  if (Svc.isSvcNetworkError(error))
    return 'We could not reach the shop. Check your connection and try again.';
  console.error(error);
  return fallback;
}

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
}

/** Marks a button as busy for the duration of a call; it cannot be pressed twice. */
async function busy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

// ---------------------------------------------------------------- sign-in

let client: SvcClient;

function showSignedOut(focus: boolean): void {
  signedInEl.hidden = true;
  signedOutEl.hidden = false;
  statusEl.textContent = '';
  for (const id of ['#subscriptions', '#addresses', '#wallet']) $(id).replaceChildren();
  if (focus) $('#sign-in-heading').focus();
}

function setSignInError(message: string, field?: HTMLInputElement): void {
  signInError.textContent = message;
  for (const input of [emailInput, passwordInput, codeInput]) input.removeAttribute('aria-invalid');
  if (field) {
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }
}

function requireEmail(): string | null {
  const email = emailInput.value.trim();
  if (!email) {
    setSignInError('Enter your email.', emailInput);
    return null;
  }
  if (!/^(?=[^\s@]+@[^\s@]+$).+@.+\../.test(email)) {
    setSignInError('Enter an email address like name@example.com.', emailInput);
    return null;
  }
  return email;
}

async function signedIn(): Promise<void> {
  setSignInError('');
  signInNotice.textContent = '';
  passwordInput.value = '';
  codeInput.value = '';
  otpForm.hidden = true;
  window.svcCart?.authenticate().catch((error: unknown) => console.error(error));
  await showSignedIn(true);
}

passwordForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const email = requireEmail();
  if (!email) return;
  const password = passwordInput.value;
  if (!password) {
    setSignInError('Enter your password.', passwordInput);
    return;
  }
  const button = passwordForm.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  setSignInError('');
  void busy(button, async () => {
    try {
      await started; // a press before the shop has loaded waits for it
      await client.auth.login({ email, password });
    } catch (error) {
      const wrong = Svc.isSvcApiError(error) && error.status === 401;
      setSignInError(
        wrong
          ? error.serverMessage || 'That email and password do not match.'
          : shopperMessage(error, 'That email and password do not match.'),
        passwordInput,
      );
      return;
    }
    await signedIn();
  });
});

otpButton.addEventListener('click', () => {
  const email = requireEmail();
  if (!email) return;
  setSignInError('');
  void busy(otpButton, async () => {
    try {
      await started; // a press before the shop has loaded waits for it
      await client.auth.otp({ email });
    } catch (error) {
      setSignInError(shopperMessage(error, 'We could not send a code. Try again.'), emailInput);
      return;
    }
    otpForm.hidden = false;
    signInNotice.textContent = `We emailed a one-time code to ${email}. Enter it below.`;
    codeInput.focus();
  });
});

otpForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const email = requireEmail();
  if (!email) return;
  const token = codeInput.value.trim();
  if (!token) {
    setSignInError('Enter the code from the email.', codeInput);
    return;
  }
  const button = otpForm.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  setSignInError('');
  void busy(button, async () => {
    try {
      await started; // a press before the shop has loaded waits for it
      await client.auth.otpLogin({ email, token });
    } catch (error) {
      setSignInError(shopperMessage(error, 'That code did not work. Ask for a new one.'), codeInput);
      return;
    }
    await signedIn();
  });
});

$<HTMLButtonElement>('#sign-out').addEventListener('click', () => {
  client.auth.logout();
  window.svcCart?.signOut().catch((error: unknown) => console.error(error));
  signInNotice.textContent = 'You are signed out.';
  showSignedOut(true);
});

// ---------------------------------------------------------------- signed in

async function showSignedIn(focus: boolean): Promise<void> {
  signedOutEl.hidden = true;
  signedInEl.hidden = false;
  statusEl.textContent = '';
  const email = client.auth.customer?.email;
  $('#signed-in-as').textContent = email ? `Signed in as ${email}` : 'Signed in';
  if (focus) $('#account-heading').focus();
  await Promise.all([loadSubscriptions(), loadAddresses(), loadWallet()]);
}

/** Loads one section: "Loading…", then the items, the empty text, or the error with a retry. */
async function loadSection<T>(
  name: 'subscriptions' | 'addresses' | 'wallet',
  fetch: () => Promise<T[]>,
  render: (item: T) => HTMLLIElement | Promise<HTMLLIElement>,
  empty: string,
  failed: string,
): Promise<void> {
  const list = $(`#${name}`);
  const status = $(`#${name}-status`);
  status.replaceChildren('Loading…');
  status.setAttribute('role', 'status');
  list.replaceChildren();
  try {
    const items = await fetch();
    list.replaceChildren(...(await Promise.all(items.map(render))));
    status.replaceChildren(items.length ? '' : empty);
  } catch (error) {
    status.setAttribute('role', 'alert');
    const retry = el('button', { type: 'button', className: 'secondary', textContent: 'Try again' });
    retry.addEventListener('click', () => void loadSection(name, fetch, render, empty, failed));
    status.replaceChildren(`${failed} ${shopperMessage(error, '')}`.trim(), ' ', retry);
  }
}

const loadSubscriptions = () =>
  loadSection(
    'subscriptions',
    async () =>
      (
        await client.subscriptions.list({
          perPage: 50,
          expand: ['product.parent', 'items.product.parent'],
        })
      ).data,
    subscriptionCard,
    'No subscriptions yet.',
    'We could not load your subscriptions.',
  );

const loadAddresses = async () => {
  const countries = client.countries.list().catch(() => []);
  return loadSection(
    'addresses',
    () => client.addresses.list(),
    async (address) => addressCard(address, await countries),
    'No saved addresses.',
    'We could not load your addresses.',
  );
};

const shopCurrency = () => client.shop.currencies?.find((c) => c.default)?.abbreviation ?? 'USD';

const loadWallet = () =>
  loadSection(
    'wallet',
    () => client.wallet.list(shopCurrency()),
    paymentCard,
    'No saved cards.',
    'We could not load your payment methods.',
  );

// ---------------------------------------------------------------- subscriptions

/** "House Blend Subscription, Every 2 weeks": the product and the plan. */
function productName(product: Product | undefined, fallback: string): string {
  if (!product) return fallback;
  const parent = product.parent?.name;
  if (parent && product.name) return `${parent}, ${product.name}`;
  return parent ?? product.name ?? fallback;
}

const mainItem = (subscription: Subscription): SubscriptionItem | undefined =>
  subscription.items.find((item) => !item.addon);

/**
 * A quantity field with its own Save button, status and error. `save` resolves with the quantity the
 * service kept; the typed value stays when it fails.
 */
function quantityForm(
  label: string,
  current: number,
  buttonText: string,
  save: (quantity: number) => Promise<number>,
): HTMLFormElement {
  const id = nextId('quantity');
  const input = el('input', {
    id,
    type: 'number',
    min: '1',
    step: '1',
    value: String(current),
    attrs: { 'aria-label': `Quantity of ${label}`, inputmode: 'numeric' },
  });
  const button = el('button', { type: 'submit', className: 'secondary', textContent: buttonText });
  const status = el('p', { className: 'notice', attrs: { role: 'status' } });
  const alert = el('p', { className: 'error', attrs: { role: 'alert' } });
  const form = el(
    'form',
    { className: 'quantity-form', noValidate: true },
    el('label', { htmlFor: id, textContent: 'Quantity' }),
    input,
    button,
    status,
    alert,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = '';
    alert.textContent = '';
    input.removeAttribute('aria-invalid');
    const quantity = Number(input.value);
    if (!input.value.trim() || !Number.isInteger(quantity) || quantity < 1) {
      alert.textContent = 'Enter a whole number of 1 or more.';
      input.setAttribute('aria-invalid', 'true');
      input.focus();
      return;
    }
    void busy(button, async () => {
      try {
        input.value = String(await save(quantity));
        status.textContent = 'Quantity saved.';
      } catch (error) {
        alert.textContent = shopperMessage(error, 'The quantity could not be saved. Try again.');
        input.setAttribute('aria-invalid', 'true');
      }
    });
  });
  return form;
}

/** A button that shows and hides a region (`aria-expanded`). */
function disclosure(text: string, region: HTMLElement): HTMLButtonElement {
  region.id ||= nextId('region');
  region.hidden = true;
  const button = el('button', {
    type: 'button',
    className: 'secondary disclosure',
    textContent: text,
    attrs: { 'aria-expanded': 'false', 'aria-controls': region.id },
  });
  button.addEventListener('click', () => {
    const open = region.hidden;
    region.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) region.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  });
  return button;
}

function closeDisclosure(button: HTMLButtonElement, region: HTMLElement): void {
  region.hidden = true;
  button.setAttribute('aria-expanded', 'false');
  button.focus();
}

async function subscriptionCard(subscription: Subscription): Promise<HTMLLIElement> {
  const main = mainItem(subscription);
  const title = productName(subscription.product ?? main?.product, `Subscription ${subscription.id}`);
  const editable = EDITABLE.includes(subscription.status);
  const canChangeQuantity = editable && client.shop.settings?.subscriptionQuantitySelector === true;
  const currency = typeof subscription.currencyCode === 'string' ? subscription.currencyCode : 'USD';

  const quantityText = el('span', { className: 'quantity', textContent: String(subscription.quantity) });
  const price = el('span', { className: 'price' });
  const showPrice = (item: SubscriptionItem | undefined, quantity: number) => {
    price.textContent =
      typeof item?.price === 'number' && item.price > 0
        ? ` · ${money(item.price * quantity, currency)} per delivery`
        : '';
  };
  showPrice(main, subscription.quantity);

  const card = el(
    'li',
    { className: 'subscription', attrs: { 'data-subscription-id': String(subscription.id) } },
    el(
      'div',
      { className: 'subscription-head' },
      el('h3', { textContent: title }),
      el('span', {
        className: `badge badge-${subscription.status}`,
        textContent: STATUS_WORDS[subscription.status] ?? subscription.status,
      }),
    ),
    el('p', { className: 'meta' }, 'Quantity: ', quantityText, price),
  );

  if (canChangeQuantity) {
    card.append(
      quantityForm(title, subscription.quantity, 'Save quantity', async (quantity) => {
        const updated = await client.subscriptions.update(subscription.id, {
          quantity,
          ...(subscription.metadata ? { metadata: subscription.metadata } : {}),
        });
        subscription.quantity = updated.quantity;
        quantityText.textContent = String(updated.quantity);
        showPrice(mainItem(updated), updated.quantity);
        return updated.quantity;
      }),
    );
  }

  const addons = subscription.items.filter((item) => item.addon);
  if (addons.length) card.append(addonList(subscription, addons, canChangeQuantity, currency));
  if (main?.bundle) card.append(await bundleSection(subscription, main, editable));
  if (main?.preferences && main.product?.survey?.id)
    card.append(await surveySection(subscription, main, main.product.survey.id, editable));
  return card;
}

function addonList(
  subscription: Subscription,
  addons: SubscriptionItem[],
  canChange: boolean,
  currency: string,
): HTMLElement {
  const headingId = nextId('addons');
  const list = el('ul', { className: 'addons', attrs: { 'aria-labelledby': headingId } });
  for (const item of addons) {
    const name = productName(item.product, `Product ${item.productId}`);
    const quantity = el('span', { className: 'quantity', textContent: String(item.quantity ?? 1) });
    const price = el('span', { className: 'price' });
    const showPrice = (unit: unknown, count: number) => {
      price.textContent = typeof unit === 'number' && unit > 0 ? ` · ${money(unit * count, currency)}` : '';
    };
    showPrice(item.price, item.quantity ?? 1);
    const entry = el(
      'li',
      {},
      el('span', { className: 'addon-name', textContent: name }),
      ' × ',
      quantity,
      price,
    );
    if (canChange) {
      entry.append(
        quantityForm(name, item.quantity ?? 1, 'Save', async (next) => {
          const updated = await client.subscriptions.updateItem(subscription.id, item.id, { quantity: next });
          const kept = updated.quantity ?? next;
          quantity.textContent = String(kept);
          showPrice(updated.price, kept);
          return kept;
        }),
      );
    }
    list.append(entry);
  }
  return el('div', { className: 'addon-block' }, el('h4', { id: headingId, textContent: 'Add-ons' }), list);
}

// ---------------------------------------------------------------- bundle

interface BundleCatalog {
  bundle: Bundle;
  groups: BundleGroup[];
  names: Map<number, string>;
}

const bundleCatalogs = new Map<number, Promise<BundleCatalog>>();

function loadBundleCatalog(bundleId: number): Promise<BundleCatalog> {
  let found = bundleCatalogs.get(bundleId);
  if (!found) {
    found = Promise.all([
      client.bundles.load(bundleId),
      client.bundles.loadGroups(bundleId, { perPage: 50, expand: ['product', 'items.product'] }),
    ]).then(([bundle, groups]) => {
      const names = new Map<number, string>();
      for (const group of groups.data)
        for (const item of group.items)
          names.set(item.productId, item.product?.name ?? `Item ${item.productId}`);
      return { bundle, groups: groups.data, names };
    });
    found.catch(() => bundleCatalogs.delete(bundleId));
    bundleCatalogs.set(bundleId, found);
  }
  return found;
}

/** "Box of 4 or Box of 8": the sizes the bundle's rulesets allow. */
function boxSizes(bundle: Bundle): string {
  const sizes = (bundle.rulesets ?? [])
    .map((r) => (r.minQuantity === r.maxQuantity ? r.minQuantity : null))
    .filter((n): n is number => typeof n === 'number');
  return sizes.length ? `A box holds ${sizes.join(' or ')} items.` : '';
}

async function bundleSection(
  subscription: Subscription,
  main: SubscriptionItem,
  editable: boolean,
): Promise<HTMLElement> {
  const bundleId = main.product?.parent?.bundleId;
  const section = el('div', { className: 'box-block' });
  const headingId = nextId('box');
  section.append(el('h4', { id: headingId, textContent: 'In your box' }));
  if (typeof bundleId !== 'number') return section;
  let catalog: BundleCatalog;
  try {
    catalog = await loadBundleCatalog(bundleId);
  } catch (error) {
    section.append(
      el('p', { className: 'error', textContent: shopperMessage(error, 'The box could not be loaded.') }),
    );
    return section;
  }
  const { bundle, groups, names } = catalog;
  const contents = el('ul', { className: 'box-contents', attrs: { 'aria-labelledby': headingId } });
  const prefsText = el('p', { className: 'meta' });
  let selection = structuredClone(main.bundle!);

  const showContents = () => {
    contents.replaceChildren(
      ...selection.items.map((item) =>
        el('li', {
          textContent: `${names.get(item.productId) ?? `Item ${item.productId}`} × ${item.quantity}`,
        }),
      ),
    );
    const prefs = selection.preferences
      .map((pref) => {
        const known = bundle.preferences.find((p) => p.attributeId === pref.attributeId);
        // Storefronts render a value's `value`; `name` holds the same text.
        const values = pref.values.map((id) => {
          const value = known?.values.find((v) => v.id === id);
          return value?.value ?? value?.name ?? String(id);
        });
        return values.length ? `${known?.title ?? known?.name ?? 'Preference'}: ${values.join(', ')}` : '';
      })
      .filter(Boolean);
    prefsText.textContent = prefs.join('; ');
    prefsText.hidden = !prefs.length;
  };
  showContents();
  section.append(contents, prefsText);
  const saved = el('p', { className: 'notice', attrs: { role: 'status' } });

  if (editable) {
    const editor = boxEditor(bundle, groups, selection, async (items, preferences) => {
      const updated = await client.subscriptions.updateBundle(subscription.id, {
        productId: null,
        bundle: { items, preferences },
      });
      selection = structuredClone(mainItem(updated)?.bundle ?? { items, preferences });
      showContents();
      saved.textContent = 'Box saved.';
      closeDisclosure(toggle, editor);
    });
    const toggle = disclosure('Edit box', editor);
    toggle.addEventListener('click', () => (saved.textContent = ''));
    section.append(toggle, saved, editor);
  }
  return section;
}

function boxEditor(
  bundle: Bundle,
  groups: BundleGroup[],
  current: { items: BundleItemInput[]; preferences: BundlePreferenceInput[] },
  save: (items: BundleItemInput[], preferences: BundlePreferenceInput[]) => Promise<void>,
): HTMLFormElement {
  const form = el('form', { className: 'editor', noValidate: true });
  const inputs: { productId: number; input: HTMLInputElement }[] = [];
  const progress = el('p', { className: 'meta', attrs: { 'aria-live': 'polite' } });
  const sizes = boxSizes(bundle);

  for (const group of groups) {
    const limits = [
      group.minQuantity ? `at least ${group.minQuantity}` : '',
      group.maxQuantity !== null && group.maxQuantity !== undefined ? `at most ${group.maxQuantity}` : '',
    ].filter(Boolean);
    const fieldset = el(
      'fieldset',
      {},
      el('legend', {
        textContent: `${group.product?.name ?? 'Items'}${limits.length ? ` (${limits.join(', ')})` : ''}`,
      }),
    );
    for (const item of group.items) {
      const id = nextId('box-item');
      const picked = current.items.find((i) => i.productId === item.productId)?.quantity ?? 0;
      const soldOut = item.stockCount === 0;
      const caps = (item.settings ?? [])
        .filter((setting) => setting.maxQuantity !== null)
        .map((setting) => {
          const ruleset = bundle.rulesets?.find((r) => r.id === setting.rulesetId);
          return `at most ${setting.maxQuantity} in a ${ruleset?.name?.toLowerCase() ?? 'box'}`;
        });
      const notes = [soldOut ? 'sold out' : '', ...caps].filter(Boolean);
      const input = el('input', {
        id,
        type: 'number',
        min: '0',
        step: '1',
        value: String(picked),
        disabled: soldOut && picked === 0,
        attrs: { inputmode: 'numeric' },
      });
      inputs.push({ productId: item.productId, input });
      fieldset.append(
        el(
          'div',
          { className: 'field inline' },
          el('label', {
            htmlFor: id,
            textContent: `${item.product?.name ?? `Item ${item.productId}`}${notes.length ? ` (${notes.join(', ')})` : ''}`,
          }),
          input,
        ),
      );
    }
    form.append(fieldset);
  }

  const prefInputs: { attributeId: number; valueId: number; input: HTMLInputElement }[] = [];
  for (const preference of bundle.preferences ?? []) {
    const chosen = current.preferences.find((p) => p.attributeId === preference.attributeId)?.values ?? [];
    const fieldset = el(
      'fieldset',
      {},
      el('legend', { textContent: preference.title ?? preference.name ?? 'Preference' }),
    );
    for (const value of preference.values) {
      const input = el('input', { type: 'checkbox', checked: chosen.includes(value.id) });
      prefInputs.push({ attributeId: preference.attributeId, valueId: value.id, input });
      fieldset.append(
        el('label', { className: 'choice' }, input, ` ${value.value ?? value.name ?? value.id}`),
      );
    }
    form.append(fieldset);
  }

  const count = () =>
    inputs.reduce((sum, { input }) => sum + Math.max(0, Math.floor(Number(input.value) || 0)), 0);
  const showProgress = () => (progress.textContent = `${count()} items picked. ${sizes}`.trim());
  form.addEventListener('input', showProgress);
  showProgress();

  const button = el('button', { type: 'submit', className: 'primary', textContent: 'Save box' });
  const alert = el('p', { className: 'error', attrs: { role: 'alert' } });
  form.append(progress, el('div', { className: 'actions' }, button), alert);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    alert.textContent = '';
    const bad = inputs.find(({ input }) => {
      const n = Number(input.value || '0');
      return !Number.isInteger(n) || n < 0;
    });
    if (bad) {
      alert.textContent = 'Enter whole numbers of 0 or more.';
      bad.input.focus();
      return;
    }
    const items = inputs
      .map(({ productId, input }) => ({ productId, quantity: Number(input.value || '0') }))
      .filter((item) => item.quantity > 0);
    const preferences = (bundle.preferences ?? []).map((preference) => ({
      attributeId: preference.attributeId,
      values: prefInputs
        .filter((p) => p.attributeId === preference.attributeId && p.input.checked)
        .map((p) => p.valueId),
    }));
    void busy(button, async () => {
      try {
        await save(items, preferences);
      } catch (error) {
        alert.textContent = shopperMessage(error, 'The box could not be saved. Try again.');
      }
    });
  });
  return form;
}

// ---------------------------------------------------------------- survey

const surveys = new Map<number, Promise<Survey>>();

function loadSurvey(surveyId: number): Promise<Survey> {
  let found = surveys.get(surveyId);
  if (!found) {
    found = client.surveys.load(surveyId);
    found.catch(() => surveys.delete(surveyId));
    surveys.set(surveyId, found);
  }
  return found;
}

/** One question's answers in words: "Fruity, Floral", "Sampler tin × 2", the typed text. */
function answerText(question: SurveyQuestion, answers: SurveyAnswerInput[]): string {
  return answers
    .map((answer) => {
      if (question.type === 'text' || question.type === 'email') return answer.content ?? '';
      const known = question.answers?.find((a) => a.id === answer.id)?.content ?? `Answer ${answer.id}`;
      return question.type === 'quantity' ? `${known} × ${answer.quantity ?? 0}` : known;
    })
    .filter(Boolean)
    .join(', ');
}

async function surveySection(
  subscription: Subscription,
  main: SubscriptionItem,
  surveyId: number,
  editable: boolean,
): Promise<HTMLElement> {
  const section = el('div', { className: 'survey-block' });
  const headingId = nextId('prefs');
  section.append(el('h4', { id: headingId, textContent: 'Your preferences' }));
  let survey: Survey;
  try {
    survey = await loadSurvey(surveyId);
  } catch (error) {
    section.append(
      el('p', {
        className: 'error',
        textContent: shopperMessage(error, 'Your answers could not be loaded.'),
      }),
    );
    return section;
  }
  let answers: SubscriptionSurveyOption[] = structuredClone(main.preferences ?? []);
  const summary = el('dl', { className: 'answers', attrs: { 'aria-labelledby': headingId } });
  const showSummary = () => {
    const rows: Node[] = [];
    for (const question of survey.questions) {
      const text = answerText(question, answers.find((o) => o.questionId === question.id)?.answers ?? []);
      if (!text) continue;
      rows.push(
        el('dt', { textContent: question.title ?? `Question ${question.id}` }),
        el('dd', { textContent: text }),
      );
    }
    summary.replaceChildren(...rows);
  };
  showSummary();
  section.append(summary);

  if (editable) {
    const saved = el('p', { className: 'notice', attrs: { role: 'status' } });
    const editor = preferencesEditor(survey, answers, async (preferences) => {
      const updated = await client.subscriptions.updatePreferences(subscription.id, { preferences });
      answers = structuredClone(mainItem(updated)?.preferences ?? preferences);
      showSummary();
      saved.textContent = 'Preferences saved.';
      closeDisclosure(toggle, editor);
    });
    const toggle = disclosure('Edit preferences', editor);
    toggle.addEventListener('click', () => (saved.textContent = ''));
    section.append(toggle, saved, editor);
  }
  return section;
}

function preferencesEditor(
  survey: Survey,
  current: SubscriptionSurveyOption[],
  save: (preferences: SubscriptionSurveyOption[]) => Promise<void>,
): HTMLFormElement {
  const form = el('form', { className: 'editor', noValidate: true });
  const readers: (() => SubscriptionSurveyOption | null)[] = [];

  for (const question of survey.questions) {
    const given = current.find((o) => o.questionId === question.id)?.answers ?? [];
    const title = `${question.title ?? `Question ${question.id}`}${question.required ? ' (required)' : ''}`;
    const answers = question.answers ?? [];
    if (question.type === 'text' || question.type === 'email') {
      const id = nextId('answer');
      const input = el('input', {
        id,
        type: question.type,
        value: given[0]?.content ?? '',
        required: Boolean(question.required),
        attrs: question.type === 'email' ? { autocomplete: 'email' } : {},
      });
      form.append(el('div', { className: 'field' }, el('label', { htmlFor: id, textContent: title }), input));
      readers.push(() =>
        input.value.trim() ? { questionId: question.id, answers: [{ content: input.value.trim() }] } : null,
      );
      continue;
    }
    const fieldset = el('fieldset', {}, el('legend', { textContent: title }));
    if (question.type === 'quantity') {
      const fields = answers.map((answer) => {
        const id = nextId('answer');
        const input = el('input', {
          id,
          type: 'number',
          min: String(question.minAmount ?? 0),
          step: '1',
          value: String(given.find((g) => g.id === answer.id)?.quantity ?? 0),
          attrs: { inputmode: 'numeric' },
        });
        if (typeof question.maxAmount === 'number') input.max = String(question.maxAmount);
        fieldset.append(
          el(
            'div',
            { className: 'field inline' },
            el('label', { htmlFor: id, textContent: answer.content ?? `Answer ${answer.id}` }),
            input,
          ),
        );
        return { id: answer.id, input };
      });
      readers.push(() => {
        const picked = fields
          .map(({ id, input }) => ({ id, quantity: Number(input.value || '0') }))
          .filter((a) => a.quantity !== 0);
        return picked.length ? { questionId: question.id, answers: picked } : null;
      });
    } else {
      // One answer (select, plan) as radios; several (multiple) or an optional offer as checkboxes.
      const single = question.type === 'select' || question.type === 'plan';
      const name = nextId('question');
      const boxes = answers.map((answer) => {
        const input = el('input', {
          type: single ? 'radio' : 'checkbox',
          name,
          value: String(answer.id),
          checked: given.some((g) => g.id === answer.id),
        });
        fieldset.append(
          el('label', { className: 'choice' }, input, ` ${answer.content ?? `Answer ${answer.id}`}`),
        );
        return { id: answer.id, input };
      });
      if (question.type === 'multiple' && (question.minCount || question.maxCount)) {
        const range =
          question.minCount && question.maxCount
            ? `Choose ${question.minCount} to ${question.maxCount}.`
            : question.maxCount
              ? `Choose up to ${question.maxCount}.`
              : `Choose at least ${question.minCount}.`;
        fieldset.append(el('p', { className: 'hint', textContent: range }));
      }
      readers.push(() => {
        const picked = boxes.filter((b) => b.input.checked).map((b) => ({ id: b.id }));
        return picked.length ? { questionId: question.id, answers: picked } : null;
      });
    }
    form.append(fieldset);
  }

  const button = el('button', { type: 'submit', className: 'primary', textContent: 'Save preferences' });
  const alert = el('p', { className: 'error', attrs: { role: 'alert' } });
  form.append(el('div', { className: 'actions' }, button), alert);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    alert.textContent = '';
    const preferences = readers
      .map((read) => read())
      .filter((o): o is SubscriptionSurveyOption => o !== null);
    void busy(button, async () => {
      try {
        await save(preferences);
      } catch (error) {
        alert.textContent = shopperMessage(error, 'Your preferences could not be saved. Try again.');
      }
    });
  });
  return form;
}

// ---------------------------------------------------------------- addresses and cards

function addressCard(address: CustomerAddress, countries: { id: number; name?: string }[]): HTMLLIElement {
  const country = address.country?.name ?? countries.find((c) => c.id === address.countryId)?.name ?? '';
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.addressOne,
    address.addressTwo,
    address.province
      ? `${address.city ?? ''}, ${address.province} ${address.zip ?? ''}`.trim()
      : `${address.zip ?? ''} ${address.city ?? ''}`.trim(),
    country,
    address.phone,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  const block = el('address');
  lines.forEach((line, index) => {
    if (index) block.append(el('br'));
    block.append(line);
  });
  return el(
    'li',
    { className: 'card' },
    block,
    address.default ? el('span', { className: 'badge badge-default', textContent: 'Default' }) : null,
  );
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

function paymentCard(method: PaymentMethod): HTMLLIElement {
  const brand = method.brand
    ? (BRANDS[method.brand.toLowerCase()] ?? method.brand.charAt(0).toUpperCase() + method.brand.slice(1))
    : method.type === 'card' || !method.type
      ? 'Card'
      : method.type;
  let text = method.last4 ? `${brand} ending ${method.last4}` : brand;
  if (method.expMonth && method.expYear)
    text += `, expires ${String(method.expMonth).padStart(2, '0')}/${String(method.expYear % 100).padStart(2, '0')}`;
  return el(
    'li',
    { className: 'card' },
    el('span', { textContent: text }),
    method.default ? el('span', { className: 'badge badge-default', textContent: 'Default' }) : null,
  );
}

// ---------------------------------------------------------------- start

/** Sign-ins and sign-outs in the cart widget (its checkout) show here too. */
window.addEventListener('svc-cart:sign-in', () => {
  if (!client || client.auth.isAuthenticated) return;
  void client.auth.checkAuthenticated().then((ok) => (ok ? showSignedIn(false) : undefined));
});
window.addEventListener('svc-cart:sign-out', () => {
  if (!client?.auth.isAuthenticated) return;
  client.auth.logout();
  showSignedOut(false);
});

async function main(): Promise<void> {
  client = await Svc.init({ apiKey: 'demo-api-key', apiUrl: `${location.origin}/storefront/v1/` });
  $('#shop-name').textContent = client.shop.name ?? 'Shop';
  document.title = `My account · ${client.shop.name ?? 'Shop'}`;
  if (client.auth.isAuthenticated) await showSignedIn(false);
  else showSignedOut(false);
}

const started = main();
started.catch((error: unknown) => {
  statusEl.setAttribute('role', 'alert');
  statusEl.textContent = `Could not load the shop. ${shopperMessage(error, 'Reload the page to try again.')}`;
});
