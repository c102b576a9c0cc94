/**
 * `<svc-portal-cards>`: the saved cards (brand, last four, expiry, default); a new card through the
 * sandbox gateway's fields mounted in the part's light DOM (wallet.setup, then wallet.store with
 * the token), listed once saved; the gateway's and the API's refusals next to the form; a choice
 * of gateway only with several; one request per double press; the keyboard alone; axe.
 */
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import '../../src/portal/parts/portal-cards.js';
import type { SvcPortalCards } from '../../src/portal/parts/portal-cards.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import {
  buttonIn,
  fitsPhone,
  mountPart,
  ProvidingHost,
  setupWidget,
  signedInWidget,
  until,
} from './portal-helpers.js';

/** A shell like `<svc-customer-portal>`: the part in its shadow root, its `gateway` slot forwarded. */
class ForwardingShell extends ProvidingHost {
  override render() {
    return html`<svc-portal-cards><slot name="gateway" slot="gateway"></slot></svc-portal-cards>`;
  }
}
if (!customElements.get('svc-test-forwarding-shell'))
  customElements.define('svc-test-forwarding-shell', ForwardingShell);

/** The controls a finger must hit (a radio button's or checkbox's is its label). */
const CONTROLS = 'button, label.check';

describe('svc-portal-cards', () => {
  const sandbox = setupWidget();
  let part: SvcPortalCards;
  let svcCart: SvcCart;

  const root = () => part.shadowRoot!;
  const listed = () =>
    [...root().querySelectorAll('[part~="card"]')].map((item) =>
      item.textContent!.replace(/\s+/g, ' ').trim(),
    );
  const buttonNamed = (label: string) => buttonIn(root(), label);
  const formError = () => root().getElementById('card-error')?.textContent?.trim() ?? '';
  /** The sandbox gateway's card form, in the part's light DOM. */
  const cardForm = () => part.querySelector('[slot="gateway"] svc-gateway-card-form')?.shadowRoot ?? null;
  const cardInput = (field: 'number' | 'expiry' | 'cvc') =>
    cardForm()!.querySelector<HTMLInputElement>(`#card-${field}`)!;
  const cardError = (field: 'number' | 'expiry' | 'cvc') =>
    cardForm()!.querySelector(`#card-${field}-error`)?.textContent?.trim() ?? '';
  function type(element: HTMLInputElement, value: string): void {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    element.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** On a 320 px phone: nothing wider than the screen, every control at least 44 px tall. */
  const onPhone = (check: () => Promise<void>) => fitsPhone(() => part, CONTROLS, check);
  /** The wallet requests that left the client: [method, path, body]. */
  const walletRequests = async () =>
    (await sandbox().sent())
      .filter((r) => r.path.startsWith('/wallet') || r.path.startsWith('/customers/me/payment-methods'))
      .map((r) => [r.method, r.path, r.body ?? null]);

  async function mount(gateways?: { id: number; name: string; type: string }[]): Promise<void> {
    svcCart = await signedInWidget();
    if (gateways) (svcCart.shop as { gateways: unknown }).gateways = gateways;
    part = await mountPart<SvcPortalCards>('svc-portal-cards', svcCart);
    await until(() => root().querySelector('[part~="card-list"]'), 'the cards');
  }

  async function openCardForm(): Promise<void> {
    buttonNamed('Add a card').click();
    await until(() => cardForm()?.querySelector('#card-number'), 'the card form');
    await part.updateComplete;
  }

  function fillCard(number = '4242 4242 4242 4242'): void {
    type(cardInput('number'), number);
    type(cardInput('expiry'), '12/34');
    type(cardInput('cvc'), '123');
  }

  it('lists the saved cards with brand, last four, expiry and the default', async () => {
    await mount();
    expect(root().querySelector('h2')!.textContent).to.equal('Payment methods');
    expect(listed()).to.deep.equal([
      'Visa ending in 4242 Default Expires 12/30',
      'Visa ending in 3184 Expires 12/30',
      'Mastercard ending in 0002 Expires 12/30',
    ]);
    const list = (await sandbox().sent()).filter((r) => r.path === '/customers/me/payment-methods');
    expect(list.map((r) => r.url.searchParams.get('currencyCode'))).to.deep.equal(['USD']);
  });

  it('adds a card through the sandbox gateway: wallet.setup, its fields in the light DOM, wallet.store; it is listed', async () => {
    await mount();
    sandbox().clearSent();
    await openCardForm();
    expect(await walletRequests()).to.deep.equal([['POST', '/wallet/setup', { gatewayId: 1 }]]);
    const container = part.querySelector<HTMLElement>('[slot="gateway"]')!;
    expect(container.assignedSlot!.getRootNode()).to.equal(root());
    expect(deepActiveElement()).to.equal(cardInput('number'));
    // One gateway: no choice to make.
    expect(root().querySelector('input[name="gateway"]')).to.equal(null);

    fillCard();
    sandbox().clearSent();
    buttonNamed('Save card').click();
    await until(() => listed().length === 4, 'the new card');
    expect(await walletRequests()).to.deep.equal([
      ['POST', '/customers/me/payment-methods', { gatewayId: 1, token: 'tok_4242' }],
    ]);
    expect(listed()[3]).to.equal('Visa ending in 4242 Expires 12/30');
    expect(root().querySelector('[part~="notice"]')!.textContent!.trim()).to.equal('Card saved.');
    expect(part.querySelector('[slot="gateway"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(root().querySelector('[part~="add-button"]'));
  });

  it('inside a shell that forwards its gateway slot, the fields are drawn in the page’s light DOM', async () => {
    svcCart = await signedInWidget();
    const shell = await fixture<ForwardingShell>(
      html`<svc-test-forwarding-shell .controller=${svcCart}></svc-test-forwarding-shell>`,
    );
    part = shell.shadowRoot!.querySelector('svc-portal-cards')!;
    await until(() => root().querySelector('[part~="card-list"]'), 'the cards');
    buttonNamed('Add a card').click();
    const container = () => shell.querySelector<HTMLElement>(':scope > [slot="gateway"]');
    await until(() => container()?.querySelector('svc-gateway-card-form'), 'the card form');
    // Outside every shadow root, and shown through the shell's slot in the part's.
    expect(container()!.getRootNode() === document).to.equal(true);
    expect(container()!.assignedSlot!.assignedSlot!.getRootNode() === root()).to.equal(true);
    expect(part.querySelector('div[slot="gateway"]')).to.equal(null);
  });

  it('Enter in the card fields saves the card (keyboard alone)', async () => {
    await mount();
    root().querySelector<HTMLButtonElement>('[part~="add-button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => cardForm() && deepActiveElement() === cardInput('number'), 'focus in the card number');
    await sendKeys({ type: '4242424242424242' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '1234' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '123' });
    await sendKeys({ press: 'Enter' });
    await until(() => listed().length === 4, 'the new card');
  });

  it('a wrong card number is shown by the gateway’s field, once, and nothing is stored', async () => {
    await mount();
    await openCardForm();
    fillCard('4242 4242 4242 4241');
    sandbox().clearSent();
    buttonNamed('Save card').click();
    await until(() => cardError('number'), 'the card number message');
    expect(cardError('number')).to.equal('This card number is not valid. Check it and try again.');
    await part.updateComplete;
    expect(formError()).to.equal('');
    expect(await walletRequests()).to.deep.equal([]);
  });

  it('a token the API refuses shows next to the form; the form stays and the list is unchanged', async () => {
    await mount();
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/customers/me/payment-methods',
        () =>
          HttpResponse.json(
            { code: 'invalid_payment_token', message: 'The sandbox accepts card tokens like tok_4242.' },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await openCardForm();
    fillCard();
    buttonNamed('Save card').click();
    await until(() => formError(), 'the refusal');
    expect(formError()).to.equal('This card could not be saved. Check its details, or use another card.');
    expect(root().getElementById('card-error')!.getAttribute('role')).to.equal('alert');
    expect(buttonNamed('Save card').getAttribute('aria-describedby')).to.equal('card-error');
    expect(listed()).to.have.length(3);
    expect(cardInput('number').value).to.equal('4242 4242 4242 4242');
  });

  it('a setup that fails shows next to the form', async () => {
    await mount();
    sandbox().setFaults({ fail: ['wallet.setup'] });
    buttonNamed('Add a card').click();
    await until(() => formError(), 'the refusal');
    expect(formError()).to.equal('We could not complete that. Please try again.');
    expect(cardForm()).to.equal(null);
  });

  it('with several gateways, asks for one first and sets up the one chosen', async () => {
    await mount([
      { id: 1, name: 'Sandbox cards', type: 'sandbox' },
      { id: 9, name: 'Other cards', type: 'sandbox' },
    ]);
    sandbox().clearSent();
    buttonNamed('Add a card').click();
    await until(() => root().querySelector('input[name="gateway"]'), 'the gateways');
    await part.updateComplete;
    const radios = [...root().querySelectorAll<HTMLInputElement>('input[name="gateway"]')];
    expect(radios.map((radio) => radio.parentElement!.textContent!.trim())).to.deep.equal([
      'Sandbox cards',
      'Other cards',
    ]);
    expect(deepActiveElement()).to.equal(radios[0]);
    expect(await walletRequests()).to.deep.equal([]);
    radios[0]!.click();
    await until(() => cardForm()?.querySelector('#card-number'), 'the card form');
    expect(await walletRequests()).to.deep.equal([['POST', '/wallet/setup', { gatewayId: 1 }]]);
    await expect(part).to.be.accessible();
  });

  it('a double click on Save card stores one card', async () => {
    await mount();
    await openCardForm();
    fillCard();
    sandbox().setFaults({ latency: 100 });
    sandbox().clearSent();
    const save = buttonNamed('Save card');
    save.click();
    save.click();
    await until(() => save.getAttribute('aria-busy') === 'true', 'the busy button');
    save.click();
    await until(() => listed().length === 4, 'the new card');
    expect((await walletRequests()).filter(([method]) => method === 'POST')).to.have.length(1);
  });

  it('a list that did not load says so; Try again loads it', async () => {
    sandbox().setFaults({ fail: ['wallet.list'] });
    svcCart = await signedInWidget();
    part = await mountPart<SvcPortalCards>('svc-portal-cards', svcCart);
    await until(() => root().querySelector('[part~="load-error"]'), 'the refusal');
    expect(root().querySelector('[part~="load-error"] [role="alert"]')!.textContent!.trim()).to.equal(
      'We could not complete that. Please try again.',
    );
    expect(root().querySelector('[part~="add-button"]')).to.equal(null);
    sandbox().setFaults({ fail: [] });
    buttonNamed('Try again').click();
    await until(() => listed().length === 3, 'the cards');
  });

  it('Cancel removes the gateway’s fields from the page', async () => {
    await mount();
    await openCardForm();
    buttonNamed('Cancel').click();
    await part.updateComplete;
    expect(part.querySelector('[slot="gateway"]')).to.equal(null);
    expect(root().querySelector('[part~="form"]')).to.equal(null);
  });

  it('axe finds nothing in the list and the open form with a refusal', async () => {
    await mount();
    await expect(part).to.be.accessible();
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/customers/me/payment-methods',
        () => HttpResponse.json({ code: 'invalid_payment_token', message: 'No.' }, { status: 422 }),
        { once: true },
      ),
    );
    await openCardForm();
    fillCard();
    buttonNamed('Save card').click();
    await until(() => formError(), 'the refusal');
    await expect(part).to.be.accessible();
  });

  it('fits a 320 px phone with controls of 44 px, the form open', async () => {
    await onPhone(async () => {
      await mount([
        { id: 1, name: 'Sandbox cards', type: 'sandbox' },
        { id: 9, name: 'Other cards', type: 'sandbox' },
      ]);
      buttonNamed('Add a card').click();
      await until(() => root().querySelector('input[name="gateway"]'), 'the gateways');
    });
  });
});
