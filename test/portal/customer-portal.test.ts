/**
 * `<svc-customer-portal>` on a page: the script loads its code only when the tag is there (also
 * when a router adds it later), connects it to the page's cart widget (one sign-in for both, both
 * ways) or, without a widget, to one of its own from `api-key` or `sdkClient`; its tabs work by
 * keyboard and axe finds nothing.
 */
import { expect } from '@open-wc/testing';
import { init } from '@svc/sdk';
import { readCookieValue } from '../../sdk/test/helpers.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCustomerPortal } from '../../src/portal/svc-customer-portal/svc-customer-portal.js';
import { apiUrl, nextEvent, OTHER, setupWidget, signIn, SHOPPER, startWidget } from './portal-helpers.js';
import { elementsLoaded } from '../../src/ui/load-element.js';
import { laterRequestAnswered } from '../shared/quiet.js';
import { until } from '../shared/wait.js';

/** What this page fetched of the portal's code so far. */
const portalCode = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/src\/portal\/|\/page-elements\.ts|\/controller\/portal\//.test(name));

const shadow = (element: Element | null | undefined) => element?.shadowRoot ?? null;

/** The text a subscriber reads in `node`, through the shadow roots of the elements in it. */
function deepText(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const root = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : [];
  return [...root, ...node.childNodes].map(deepText).join(' ');
}

function portalOnPage(attributes: Record<string, string> = {}): SvcCustomerPortal {
  const portal = document.createElement('svc-customer-portal') as SvcCustomerPortal;
  for (const [name, value] of Object.entries(attributes)) portal.setAttribute(name, value);
  document.body.append(portal);
  return portal;
}

/** The portal's shown section element, once drawn. */
const shown = (portal: SvcCustomerPortal, tag: string) => shadow(portal)?.querySelector(tag) ?? null;

async function subscriptionsListed(portal: SvcCustomerPortal): Promise<string> {
  await until(
    () => /House Blend/.test(deepText(shown(portal, 'svc-portal-subscriptions'))),
    'the subscriptions listed',
  );
  return deepText(shown(portal, 'svc-portal-subscriptions'));
}

describe('<svc-customer-portal> on a page', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-customer-portal').forEach((portal) => portal.remove()));

  it('a page without the tag fetches none of the portal’s code; one a router adds later gets it and the page’s widget', async () => {
    watchPageElements();
    const svcCart = await startWidget();
    // Every element load started has ended, and a later request has been answered.
    await elementsLoaded();
    await laterRequestAnswered();
    expect(portalCode()).to.deep.equal([]);
    expect(customElements.get('svc-customer-portal')).to.equal(undefined);

    const portal = portalOnPage();
    await until(() => portal.controller, 'the portal connected');
    expect(portal.controller).to.equal(svcCart);
    expect(portalCode().length).to.be.greaterThan(0);
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part for a signed-out visitor');
  });

  it('a sign-in in the drawer shows the subscriber’s subscriptions; signing out in the portal signs the drawer out', async () => {
    watchPageElements();
    const svcCart = await startWidget();
    const portal = portalOnPage();
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part');

    await signIn(svcCart);
    const listed = await subscriptionsListed(portal);
    expect(listed).to.contain('House Blend');
    expect(shadow(portal)!.textContent).to.contain(`Signed in as ${SHOPPER.email}`);

    const signedOut = nextEvent(svcCart, 'SIGN_OUT');
    const button = shadow(portal)!.querySelector<HTMLButtonElement>('[part="sign-out"]')!;
    expect(button.textContent!.trim()).to.equal('Sign out');
    button.click();
    await signedOut;
    expect(svcCart.customer).to.equal(null);
    expect(readCookieValue('svc_access_token')).to.equal('');
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part again');
  });

  it('a token the server revoked: the portal’s next request signs the portal and the drawer out (SIGN_OUT tokenRejected)', async () => {
    watchPageElements();
    const svcCart = await startWidget();
    const portal = portalOnPage();
    await signIn(svcCart);
    await subscriptionsListed(portal);
    const token = readCookieValue('svc_access_token')!;
    sandbox().store.revokeToken(token);
    const signedOut = new Promise<string | undefined>((resolve) =>
      svcCart.events.once('SIGN_OUT', (_error, _data, meta) => resolve(meta?.action)),
    );
    const refused = await (
      await svcCart.portal()
    )
      .listAddresses()
      .catch((error: { status?: number }) => error);
    expect(refused).to.have.property('status', 401);
    expect(svcCart.customer?.email ?? null).to.equal(null);
    expect(readCookieValue('svc_access_token')).to.equal('');
    expect(await signedOut).to.equal('tokenRejected');
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part again');
  });

  it('with an api-key attribute and no widget it starts a widget of its own, which reads the stored sign-in', async () => {
    const client = await init({ apiKey: 'demo-api-key', apiUrl: apiUrl() });
    await client.auth.login(SHOPPER);
    expect(readCookieValue('svc_access_token')).to.be.a('string').and.not.equal('');
    watchPageElements();
    const portal = portalOnPage({ 'api-key': 'demo-api-key', 'api-url': apiUrl() });
    await subscriptionsListed(portal);
    const own = portal.controller as SvcCart;
    expect(own.customer?.email).to.equal(SHOPPER.email);
    expect(document.querySelector('svc-cart-root'), 'no drawer is drawn').to.equal(null);
    own.destroy();
  });

  it('given an SDK instance as sdkClient it uses that client', async () => {
    const client = await init({ apiKey: 'demo-api-key', apiUrl: apiUrl() });
    await client.auth.login(SHOPPER);
    watchPageElements();
    const portal = document.createElement('svc-customer-portal') as SvcCustomerPortal;
    portal.sdkClient = client;
    document.body.append(portal);
    await subscriptionsListed(portal);
    expect((portal.controller as SvcCart).sdk).to.equal(client);
    (portal.controller as SvcCart).destroy();
  });

  /** The list requests sent so far (`GET …/subscriptions?…`), as their query strings. */
  const listQueries = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'GET' && request.path === '/subscriptions')
      .map((request) => decodeURIComponent(request.url.search));

  /** A returning subscriber: signed in on an earlier visit, the token in the cookie. */
  async function storedSignIn(who = SHOPPER): Promise<void> {
    const client = await init({ apiKey: 'demo-api-key', apiUrl: apiUrl() });
    await client.auth.login(who);
    sandbox().clearSent();
  }

  it('with a stored sign-in the first page is asked for once, as the start-up answers, and is what the list shows', async () => {
    await storedSignIn();
    watchPageElements();
    const portal = portalOnPage();
    const svcCart = await startWidget();
    const listed = await subscriptionsListed(portal);
    expect(svcCart.customer?.email).to.equal(SHOPPER.email);
    expect(listed).to.contain('House Blend');
    expect(await listQueries()).to.deep.equal([
      '?page=1&perPage=100&expand[]=product.parent&expand[]=items.product.parent',
    ]);
    // The first page is taken once: "All" again after a filter asks the server again.
    const list = shown(portal, 'svc-portal-subscriptions')!;
    const filter = shadow(list)!.querySelector<HTMLSelectElement>('[part="filter"]')!;
    for (const status of ['active', '']) {
      filter.value = status;
      filter.dispatchEvent(new Event('change'));
      await until(
        async () => (await listQueries()).length === (status ? 2 : 3),
        `the ${status || 'all'} list asked`,
      );
    }
    expect((await listQueries()).at(-1)).to.equal(
      '?page=1&perPage=100&expand[]=product.parent&expand[]=items.product.parent',
    );
  });

  it('with a stored sign-in the first page goes out while the start-up is under way, in its round trip', async () => {
    await storedSignIn();
    // The portal's code is here already, as on a page whose script fetched it beside the start-up.
    await import('../../src/portal/svc-customer-portal/svc-customer-portal.js');
    await import('../../src/controller/portal/portal-data.js');
    watchPageElements();
    const portal = portalOnPage();
    sandbox().setFaults({ latency: 1500 });
    const svcCart = await startWidget({}, { ready: false });
    const sentAtReady = new Promise<string[]>((resolve) =>
      svcCart.events.once('CART_READY', () => {
        void sandbox()
          .sent()
          .then((sent) => resolve(sent.map((request) => `${request.method} ${request.path}`)));
      }),
    );
    expect(await sentAtReady).to.include('GET /subscriptions');
    const listed = await subscriptionsListed(portal);
    expect(listed).to.contain('House Blend');
    expect(await listQueries()).to.have.length(1);
  });

  it('a stored sign-in the start-up refuses shows the sign-in form, and the page asked for beside it is never shown', async () => {
    document.cookie = 'svc_access_token=expired-token; path=/';
    watchPageElements();
    const portal = portalOnPage();
    const svcCart = await startWidget();
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part');
    expect(svcCart.customer).to.equal(null);
    await signIn(svcCart);
    const listed = await subscriptionsListed(portal);
    expect(listed).to.contain('House Blend');
    expect(listed).not.to.contain('could not');
  });

  it('another subscriber who signs in after a sign-out gets their own first page, never the one asked for before', async () => {
    await storedSignIn();
    watchPageElements();
    const portal = portalOnPage();
    const svcCart = await startWidget();
    await subscriptionsListed(portal);
    await svcCart.signOut();
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part');
    sandbox().clearSent();
    await signIn(svcCart, OTHER);
    const cards = () =>
      [
        ...(shadow(shown(portal, 'svc-portal-subscriptions'))?.querySelectorAll<
          HTMLElement & { subscription?: { id: number } }
        >('svc-portal-subscription') ?? []),
      ].map((card) => card.subscription?.id);
    // Subscription 20 is the other subscriber's only one.
    await until(() => cards().join() === '20', 'the other subscriber’s subscriptions');
    expect(await listQueries()).to.have.length(1);
  });

  it('a portal showing one subscription (subscription-id) asks for that one only, not for the list', async () => {
    await storedSignIn();
    watchPageElements();
    const portal = portalOnPage({ 'subscription-id': '1' });
    await startWidget();
    await subscriptionsListed(portal);
    expect(await listQueries()).to.deep.equal([]);
    const loads = (await sandbox().sent()).filter((request) => request.path.startsWith('/subscriptions/'));
    expect(loads.map((request) => `${request.method} ${request.path}`)).to.deep.equal([
      'GET /subscriptions/1',
    ]);
  });

  it('the section tabs follow the arrow keys, Home and End, and axe finds nothing signed out or in', async () => {
    watchPageElements();
    const svcCart = await startWidget();
    const portal = portalOnPage();
    await until(() => shown(portal, 'svc-portal-sign-in'), 'the sign-in part');
    await expect(portal).to.be.accessible();
    await signIn(svcCart);
    await subscriptionsListed(portal);
    await expect(portal).to.be.accessible();

    const tabs = () => [...shadow(portal)!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs().map((tab) => tab.textContent!.trim())).to.deep.equal([
      'Subscriptions',
      'Addresses',
      'Payment methods',
      'Profile',
    ]);
    const press = async (key: string) => {
      shadow(portal)!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await portal.updateComplete;
    };
    tabs()[0]!.focus();
    await press('ArrowRight');
    expect(shadow(portal)!.activeElement!.textContent!.trim()).to.equal('Addresses');
    expect(portal.section).to.equal('addresses');
    await until(() => shown(portal, 'svc-portal-addresses'), 'the addresses part');
    await press('End');
    expect(portal.section).to.equal('profile');
    await press('ArrowRight');
    expect(portal.section).to.equal('subscriptions');
    await press('ArrowLeft');
    expect(portal.section).to.equal('profile');
    expect(
      tabs()
        .filter((tab) => tab.tabIndex === 0)
        .map((tab) => tab.textContent!.trim()),
    ).to.deep.equal(['Profile']);
  });
});
