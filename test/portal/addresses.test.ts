/**
 * `<svc-portal-addresses>`: the signed-in customer's addresses with country names and the default
 * marked; "Add an address" stores one (exact request) that joins the list; missing fields and the
 * API's refusals shown by their fields with the input kept; one request per double press; a list
 * that did not load comes back with Try again; the keyboard alone; axe.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import '../../src/portal/parts/portal-addresses.js';
import type { SvcPortalAddresses } from '../../src/portal/parts/portal-addresses.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { buttonIn, fitsPhone, mountPart, setupWidget, signedInWidget, until } from './portal-helpers.js';

const NEW_ADDRESS = {
  addressOne: '1 Elm Street',
  addressTwo: '',
  city: 'Austin',
  zip: '73301',
};

/** The controls a finger must hit. */
const CONTROLS = 'button, input, select';

describe('svc-portal-addresses', () => {
  const sandbox = setupWidget();
  let part: SvcPortalAddresses;
  let svcCart: SvcCart;

  const root = () => part.shadowRoot!;
  const input = (id: string) => root().querySelector<HTMLInputElement>(`#${id}`)!;
  const errorOf = (id: string) => root().getElementById(`${id}-error`)?.textContent?.trim() ?? '';
  const partText = (name: string) =>
    root().querySelector(`[part~="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  const listed = () =>
    [...root().querySelectorAll('[part~="address"]')].map((item) =>
      [...item.querySelectorAll('strong, [part~="badge"], address')].map((node) =>
        (node as HTMLElement).innerText.replace(/\s*\n\s*/g, ' | ').trim(),
      ),
    );
  const buttonNamed = (label: string) => buttonIn(root(), label);
  function type(id: string, value: string): void {
    const element = input(id);
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  function chooseCountry(id: number): void {
    const select = root().querySelector<HTMLSelectElement>('#countryId')!;
    select.value = String(id);
    select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** On a 320 px phone: nothing wider than the screen, every control at least 44 px tall. */
  const onPhone = (check: () => Promise<void>) => fitsPhone(() => part, CONTROLS, check);
  const stores = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && r.path === '/addresses').map((r) => r.body);

  async function mount(): Promise<void> {
    svcCart = await signedInWidget();
    part = await mountPart<SvcPortalAddresses>('svc-portal-addresses', svcCart);
    await until(() => root().querySelector('[part~="address-list"], [part~="load-error"]'), 'the list');
  }

  async function openForm(): Promise<void> {
    buttonNamed('Add an address').click();
    await until(() => root().querySelector('#firstName'), 'the form');
    await part.updateComplete;
  }

  function fill(address: Record<string, string> = NEW_ADDRESS, country = 840): void {
    for (const [id, value] of Object.entries(address)) type(id, value);
    chooseCountry(country);
  }

  it('lists the addresses with their country’s name, the default marked', async () => {
    await mount();
    expect(partText('heading')).to.equal('Addresses');
    expect(listed()).to.deep.equal([
      ['Sam Shopper', 'Default', '100 Main Street | Apt 4 | Portland, OR, 97201 | United States'],
      ['Sam Shopper', 'Shopper GmbH | Hauptstraße 5 | Berlin, 10115 | Germany'],
    ]);
    const paths = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
    expect(paths).to.include.members(['GET /customers/me/addresses', 'GET /countries']);
  });

  it('stores a new address (exact request) and lists it, with the customer’s names prefilled', async () => {
    await mount();
    await openForm();
    expect(deepActiveElement()).to.equal(input('firstName'));
    expect([input('firstName').value, input('lastName').value]).to.deep.equal(['Sam', 'Shopper']);
    expect(root().querySelector<HTMLSelectElement>('#countryId')!.value).to.equal('840');
    fill();
    sandbox().clearSent();
    buttonNamed('Save address').click();
    await until(() => listed().length === 3, 'the new address');
    expect(await stores()).to.deep.equal([
      {
        firstName: 'Sam',
        lastName: 'Shopper',
        addressOne: '1 Elm Street',
        addressTwo: null,
        city: 'Austin',
        zip: '73301',
        countryId: 840,
      },
    ]);
    expect(listed()[2]).to.deep.equal(['Sam Shopper', '1 Elm Street | Austin, 73301 | United States']);
    expect(partText('notice')).to.equal('Address saved.');
    expect(root().querySelector('form')).to.equal(null);
    expect(deepActiveElement()).to.equal(root().querySelector('[part~="add-button"]'));
  });

  it('a postal code the API refuses is shown by the postal code, the input kept and focused', async () => {
    await mount();
    await openForm();
    fill({ ...NEW_ADDRESS, zip: 'ABC' });
    buttonNamed('Save address').click();
    await until(() => errorOf('zip'), 'the postal code refusal');
    expect(errorOf('zip')).to.equal('This postal code does not look right for the country chosen.');
    expect(input('zip').getAttribute('aria-invalid')).to.equal('true');
    expect(input('zip').getAttribute('aria-describedby')).to.equal('zip-error');
    expect(['addressOne', 'city', 'zip'].map((id) => input(id).value)).to.deep.equal([
      '1 Elm Street',
      'Austin',
      'ABC',
    ]);
    expect(deepActiveElement()).to.equal(input('zip'));
    expect(listed()).to.have.length(2);
    expect(await stores()).to.have.length(1);
  });

  it('any field error of the API shows by its field', async () => {
    await mount();
    await openForm();
    fill();
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/addresses',
        () =>
          HttpResponse.json(
            {
              code: 'validation_failed',
              message: 'The city is not known.',
              errors: { city: ['The city is not known.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    buttonNamed('Save address').click();
    await until(() => errorOf('city'), 'the city refusal');
    expect(errorOf('city')).to.equal('The city is not known.');
    expect(partText('form-error')).to.equal('');
    expect(input('city').value).to.equal('Austin');
  });

  it('a failure of no field shows by the Save button; the form stays filled', async () => {
    await mount();
    await openForm();
    fill();
    sandbox().setFaults({ fail: ['addresses.store'] });
    buttonNamed('Save address').click();
    await until(() => partText('form-error'), 'the refusal');
    expect(partText('form-error')).to.equal('We could not complete that. Please try again.');
    expect(input('addressOne').value).to.equal('1 Elm Street');
  });

  it('names each missing field and the country, and sends nothing', async () => {
    await mount();
    await openForm();
    type('firstName', '');
    chooseCountry(0);
    sandbox().clearSent();
    buttonNamed('Save address').click();
    await until(() => errorOf('firstName'), 'the messages');
    expect(['firstName', 'addressOne', 'addressTwo', 'city', 'zip', 'countryId'].map(errorOf)).to.deep.equal([
      'Fill in this field.',
      'Fill in this field.',
      '',
      'Fill in this field.',
      'Fill in this field.',
      'Choose a country.',
    ]);
    expect(deepActiveElement()).to.equal(input('firstName'));
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('a double click on Save sends one request', async () => {
    await mount();
    await openForm();
    fill();
    sandbox().setFaults({ latency: 100 });
    const save = buttonNamed('Save address');
    save.click();
    save.click();
    await part.updateComplete;
    expect(save.getAttribute('aria-busy')).to.equal('true');
    save.click();
    await until(() => listed().length === 3, 'the new address');
    expect(await stores()).to.have.length(1);
  });

  it('with the keyboard alone: Enter in the form saves it', async () => {
    await mount();
    root().querySelector<HTMLButtonElement>('[part~="add-button"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => deepActiveElement() === input('firstName'), 'focus in the form');
    input('addressOne').focus();
    await sendKeys({ type: '9 Oak Road' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Salem' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '97301' });
    await sendKeys({ press: 'Enter' });
    await until(() => listed().length === 3, 'the new address');
    expect(listed()[2]).to.deep.equal(['Sam Shopper', '9 Oak Road | Salem, 97301 | United States']);
  });

  it('a list that did not load says so; Try again loads it', async () => {
    sandbox().setFaults({ fail: ['addresses.list'] });
    await mount();
    expect(root().querySelector('[part~="load-error"] [role="alert"]')!.textContent!.trim()).to.equal(
      'We could not complete that. Please try again.',
    );
    sandbox().setFaults({ fail: [] });
    buttonNamed('Try again').click();
    await until(() => listed().length === 2, 'the list');
  });

  it('axe finds nothing in the list and in the form with its messages', async () => {
    await mount();
    await expect(part).to.be.accessible();
    await openForm();
    type('firstName', '');
    buttonNamed('Save address').click();
    await until(() => errorOf('firstName'), 'the messages');
    await expect(part).to.be.accessible();
  });

  it('fits a 320 px phone with controls of 44 px, the form open', async () => {
    await onPhone(async () => {
      await mount();
      await openForm();
    });
  });
});
