/**
 * Page integration (spec: "Widget settings", "Events" on popstate/pushstate): the floating cart
 * button, the toggle element, and route changes of single-page sites (patched history).
 */
import { expect } from '@open-wc/testing';
import { LOCATION_CHANGE } from '../../src/bootstrap/page.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';
import { shopperClick } from './helpers.js';

const click = shopperClick;

let host: HTMLElement;

function place(markup: string): HTMLElement {
  host.insertAdjacentHTML('beforeend', markup);
  return host.lastElementChild as HTMLElement;
}

/** A small image URL that needs no server. */
const BAG = 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E';

function record(svcCart: SvcCart): string[] {
  const seen: string[] = [];
  for (const type of ['CART_UPDATED', 'CART_OPEN', 'CART_CLOSE'] as const)
    svcCart.events.on(type, () => seen.push(type));
  return seen;
}

/** The floating button's shadow `<button>`, or null when it draws nothing. */
function cartButton(): HTMLButtonElement | null {
  return (
    document
      .querySelector('svc-cart-root')
      ?.shadowRoot?.querySelector('svc-cart-button')
      ?.shadowRoot?.querySelector('button[part="button"]') ?? null
  );
}

/** Moves the URL without our patched history (as a router's own pushState call or the back button would). */
function silentlyGoTo(url: string): void {
  History.prototype.pushState.call(history, null, '', url);
}

describe('widget page integration', () => {
  setupWidget();

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  describe('cartButton', () => {
    it('cartButton: true draws a floating button with the count badge in the root shadow DOM', async () => {
      const svcCart = await startWidget({ settings: { cartButton: true } });
      await rendered();
      const button = cartButton()!;
      expect(button).to.not.equal(null);
      expect(button.getRootNode()).to.not.equal(document);
      expect(document.querySelector('button[part="button"]')).to.equal(null);
      expect(button.querySelector('[part="count"]')!.textContent).to.equal('0');
      await svcCart.addItem({ productId: 201, quantity: 2 });
      await rendered();
      expect(button.querySelector('[part="count"]')!.textContent).to.equal('2');
      expect(button.getAttribute('aria-label')).to.equal('Cart, 2 items');
    });

    it('clicking the cart button opens the widget, clicking again closes it', async () => {
      const svcCart = await startWidget({ settings: { cartButton: true } });
      const events = record(svcCart);
      await rendered();
      cartButton()!.click();
      await rendered();
      expect(panel()!.dataset.view).to.equal('summary');
      cartButton()!.click();
      await rendered();
      expect(panel()).to.equal(null);
      expect(events).to.deep.equal(['CART_OPEN', 'CART_CLOSE']);
    });

    it('no cart button without the setting (default false)', async () => {
      await startWidget();
      await rendered();
      expect(
        document.querySelector('svc-cart-root')!.shadowRoot!.querySelector('svc-cart-button'),
      ).to.not.equal(null);
      expect(cartButton()).to.equal(null);
    });

    it('the cart button is suppressed when the page holds an a.svc-cart element', async () => {
      place('<a class="svc-cart" href="/cart">My cart</a>');
      await startWidget({ settings: { cartButton: true } });
      await rendered();
      expect(cartButton()).to.equal(null);
    });

    it('an a.svc-cart drawn by a route change suppresses the button after that route change', async () => {
      await startWidget({ settings: { cartButton: true } });
      await rendered();
      expect(cartButton()).to.not.equal(null);
      place('<a class="svc-cart" href="/cart">My cart</a>');
      history.pushState(null, '', '/account');
      await rendered();
      expect(cartButton()).to.equal(null);
    });

    it('an a element without the svc-cart class does not suppress the button', async () => {
      place('<a class="cart" href="/cart">My cart</a><span class="svc-cart">x</span>');
      await startWidget({ settings: { cartButton: true } });
      await rendered();
      expect(cartButton()).to.not.equal(null);
    });

    it('cartButtonImage (a URL string) renders an img in the button', async () => {
      await startWidget({ settings: { cartButton: true, cartButtonImage: BAG } });
      await rendered();
      const image = cartButton()!.querySelector('img')!;
      expect(image.getAttribute('src')).to.equal(BAG);
      expect(image.getAttribute('alt')).to.equal('');
    });

    it('cartButtonImage needs cartButton: without it nothing is drawn', async () => {
      await startWidget({ settings: { cartButtonImage: BAG } });
      await rendered();
      expect(cartButton()).to.equal(null);
      const button = document.querySelector('svc-cart-root')!.shadowRoot!.querySelector('svc-cart-button')!;
      expect(button.shadowRoot!.querySelector('img')).to.equal(null);
    });

    for (const value of [42, true, { src: '/bag.svg' }, ['/bag.svg']]) {
      it(`cartButtonImage ${JSON.stringify(value)} (not a string) is ignored: the button has no img`, async () => {
        const svcCart = await startWidget({
          settings: { cartButton: true, cartButtonImage: value as unknown as string },
        });
        await rendered();
        expect(svcCart.settings.cartButtonImage).to.equal(null);
        expect(cartButton()).to.not.equal(null);
        expect(cartButton()!.querySelector('img')).to.equal(null);
      });
    }

    it('the cart button is hidden while the widget is disabled and back on enable()', async () => {
      const svcCart = await startWidget({ settings: { cartButton: true } });
      await rendered();
      expect(cartButton()).to.not.equal(null);
      svcCart.disable();
      await rendered();
      expect(cartButton()).to.equal(null);
      svcCart.enable();
      await rendered();
      expect(cartButton()).to.not.equal(null);
    });
  });

  describe('cartToggleEl', () => {
    it('a selector: a click opens the widget, the next closes it, default action cancelled', async () => {
      const toggle = place('<a id="cart-toggle" href="/cart">Cart</a>');
      const svcCart = await startWidget({ settings: { cartToggleEl: '#cart-toggle' } });
      const events = record(svcCart);
      expect(click(toggle)).to.equal(true);
      await rendered();
      expect(panel()!.dataset.view).to.equal('summary');
      expect(click(toggle)).to.equal(true);
      await rendered();
      expect(panel()).to.equal(null);
      expect(events).to.deep.equal(['CART_OPEN', 'CART_CLOSE']);
    });

    it('an element: clicks on it toggle the widget and are cancelled', async () => {
      const toggle = place('<a href="/cart">Cart</a>');
      const svcCart = await startWidget({ settings: { cartToggleEl: toggle } });
      expect(click(toggle)).to.equal(true);
      expect(svcCart.isOpen).to.equal(true);
      expect(click(toggle)).to.equal(true);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('a click on a child of the toggle element toggles the widget', async () => {
      const toggle = place('<a href="/cart" class="toggle"><span><img alt="Cart" src="data:,"></span></a>');
      const svcCart = await startWidget({ settings: { cartToggleEl: '.toggle' } });
      expect(click(toggle.querySelector('img')!)).to.equal(true);
      expect(svcCart.isOpen).to.equal(true);
    });

    it('a child of an element given as an object toggles the widget too', async () => {
      const toggle = place('<button type="submit"><span>Cart</span></button>');
      const svcCart = await startWidget({ settings: { cartToggleEl: toggle } });
      expect(click(toggle.querySelector('span')!)).to.equal(true);
      expect(svcCart.isOpen).to.equal(true);
    });

    it('clicks are caught on the document: a toggle element added after start works', async () => {
      const svcCart = await startWidget({ settings: { cartToggleEl: '#late-toggle' } });
      const toggle = place('<a id="late-toggle" href="/cart">Cart</a>');
      expect(click(toggle)).to.equal(true);
      expect(svcCart.isOpen).to.equal(true);
    });

    it('clicks elsewhere are left alone', async () => {
      place('<a id="cart-toggle" href="/cart">Cart</a>');
      const svcCart = await startWidget({ settings: { cartToggleEl: '#cart-toggle' } });
      expect(click(place('<a href="/cart-other">Other</a>'))).to.equal(false);
      expect(click(document.body)).to.equal(false);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('a disabled widget leaves the toggle element alone', async () => {
      const toggle = place('<a id="cart-toggle" href="/cart">Cart</a>');
      const svcCart = await startWidget({ settings: { cartToggleEl: '#cart-toggle' } });
      svcCart.disable();
      expect(click(toggle)).to.equal(false);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('an invalid selector does nothing and throws nothing', async () => {
      const svcCart = await startWidget({ settings: { cartToggleEl: '##bad[' } });
      expect(click(place('<a href="/cart">Cart</a>'))).to.equal(false);
      expect(svcCart.isOpen).to.equal(false);
    });
  });

  describe('history and route changes', () => {
    it('pushState and replaceState dispatch one locationchange each, also after bootstrapping twice', async () => {
      await startWidget();
      const patched = history.pushState;
      await startWidget();
      expect(history.pushState).to.equal(patched);
      let changes = 0;
      const count = () => changes++;
      window.addEventListener(LOCATION_CHANGE, count);
      try {
        history.pushState(null, '', '/one');
        expect(changes).to.equal(1);
        history.replaceState(null, '', '/two');
        expect(changes).to.equal(2);
      } finally {
        window.removeEventListener(LOCATION_CHANGE, count);
      }
    });

    it('the patched pushState still moves the URL and keeps the state object', async () => {
      await startWidget();
      history.pushState({ page: 3 }, '', '/products?page=3');
      expect(`${location.pathname}${location.search}`).to.equal('/products?page=3');
      expect(history.state).to.deep.equal({ page: 3 });
    });

    it('pushState to a disabled path disables the widget: the open panel closes', async () => {
      const svcCart = await startWidget({ disableUrls: ['/account'] });
      const events = record(svcCart);
      svcCart.open();
      await rendered();
      expect(panel()).to.not.equal(null);
      history.pushState(null, '', '/account/orders');
      await rendered();
      expect(svcCart.enabled).to.equal(false);
      expect(panel()).to.equal(null);
      expect(events).to.deep.equal(['CART_OPEN', 'CART_CLOSE']);
    });

    it('pushState back to an allowed path enables the widget again', async () => {
      const svcCart = await startWidget({ disableUrls: ['/account'], settings: { cartButton: true } });
      history.pushState(null, '', '/account');
      await rendered();
      expect(cartButton()).to.equal(null);
      history.pushState(null, '', '/shop');
      await rendered();
      expect(svcCart.enabled).to.equal(true);
      expect(cartButton()).to.not.equal(null);
    });

    it('replaceState to the checkoutUrl path makes the widget stand down', async () => {
      const svcCart = await startWidget({ checkoutUrl: '/checkout' });
      history.replaceState(null, '', '/checkout/success');
      expect(svcCart.enabled).to.equal(false);
    });

    it('a pushstate event dispatched by a router triggers the recheck', async () => {
      const svcCart = await startWidget({ disableUrls: ['/account'] });
      silentlyGoTo('/account');
      expect(svcCart.enabled, 'nothing rechecks without an event').to.equal(true);
      window.dispatchEvent(new Event('pushstate'));
      expect(svcCart.enabled).to.equal(false);
    });

    it('popstate (back/forward) triggers the recheck', async () => {
      const svcCart = await startWidget({ disableUrls: ['/account'] });
      silentlyGoTo('/account/orders/7');
      expect(svcCart.enabled).to.equal(true);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      expect(svcCart.enabled).to.equal(false);
      silentlyGoTo('/');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      expect(svcCart.enabled).to.equal(true);
    });

    it('a destroyed widget stops following route changes', async () => {
      const svcCart = await startWidget({ disableUrls: ['/account'] });
      svcCart.destroy();
      history.pushState(null, '', '/account');
      expect(svcCart.enabled).to.equal(true);
    });
  });
});
