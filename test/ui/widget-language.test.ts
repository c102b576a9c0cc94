/**
 * The language belongs to the widget, not to the page: the page's cart widget in German and a
 * customer portal with a widget of its own (its `api-key`) in French each render their own
 * language, and what either loads later (a customization view) comes in its widget's language.
 */
import { expect } from '@open-wc/testing';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCustomerPortal } from '../../src/portal/svc-customer-portal/svc-customer-portal.js';
import { dialog, waitFor } from '../elements/element-helpers.js';
import { apiUrl, panel, setupWidget, startWidget } from '../widget/helpers.js';

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const drawerTitle = () => text(dialog()?.querySelector('[part~="title"]'));

/** The text a visitor reads in `node`, through the shadow roots of the elements in it. */
function deepText(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const inner = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : [];
  return [...inner, ...node.childNodes].map(deepText).join(' ');
}

/** The variant view's "Add to cart" button, in the drawer. */
const variantAdd = () =>
  text(
    panel()
      ?.querySelector('svc-cart-customization')
      ?.shadowRoot?.querySelector('svc-view-variant')
      ?.shadowRoot?.querySelector('[part~="submit-button"]'),
  );

describe('a language per widget', () => {
  setupWidget();
  afterEach(() => document.querySelectorAll('svc-customer-portal').forEach((portal) => portal.remove()));

  it('the page’s widget in German and a portal’s own widget in French each render their own', async () => {
    const page = await startWidget({ languageCode: 'de' });
    page.open();
    await waitFor(() => drawerTitle().startsWith('Ihr Warenkorb'), 'the drawer in German');

    watchPageElements();
    const portal = document.createElement('svc-customer-portal') as SvcCustomerPortal;
    portal.setAttribute('api-key', 'demo-api-key');
    portal.setAttribute('api-url', apiUrl());
    document.body.append(portal);
    await waitFor(() => deepText(portal).includes('Sign in'), 'the portal’s sign-in, in English first');
    const own = portal.controller as SvcCart;
    expect(own).to.not.equal(page);
    own.setLanguage('fr');
    await waitFor(() => deepText(portal).includes('Se connecter'), 'the portal in French');

    // The page's widget still speaks German, and so does a view it loads after the French came in.
    expect([page.state.languageCode, own.state.languageCode]).to.deep.equal(['de', 'fr']);
    expect(drawerTitle()).to.match(/^Ihr Warenkorb/);
    void page.configureItem({ productId: 200 }).catch(() => undefined);
    await waitFor(() => variantAdd() !== '', 'the variant view');
    expect(variantAdd()).to.match(/^In den Warenkorb/);
    expect(deepText(portal)).to.include('Se connecter');
    own.destroy();
  });
});
