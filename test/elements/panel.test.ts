/**
 * The drawer (`<svc-cart-panel>`): a modal dialog that follows the controller, its header with the
 * count and pickers, the views it mounts, focus and scroll handling, live announcements. Theming,
 * motion and the accessibility check are in panel-theming.test.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { nextEvent, panel, startWidget } from '../widget/helpers.js';
import {
  containsDeep,
  deepActiveElement,
  dialog,
  panelElement,
  settled,
  waitFor,
} from './element-helpers.js';
import { openPanel, part, setupPanel } from './panel-helpers.js';
import { pressShiftTab } from '../shared/keys.js';

const titleText = () => part('title')!.textContent!.replace(/\s+/g, ' ').trim();

describe('svc-cart-panel', () => {
  const { sandbox, extras } = setupPanel();

  /** A page button to open the cart from (so focus can return to it). */
  function pageButton(label = 'Open cart'): HTMLButtonElement {
    const button = document.createElement('button');
    button.textContent = label;
    document.body.append(button);
    extras.push(button);
    return button;
  }

  describe('opening and closing', () => {
    it('draws nothing while closed: no panel part and no element in its shadow root', async () => {
      await startWidget();
      await settled();
      expect(panel()).to.equal(null);
      expect(panelElement().shadowRoot!.querySelector('*')).to.equal(null);
    });

    it('open() shows a modal <dialog> that is the panel part', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      expect(drawer.localName).to.equal('dialog');
      expect(drawer.open).to.equal(true);
      expect(drawer.matches(':modal')).to.equal(true);
    });

    it('the dialog is labelled by its title: "Your cart" and the count', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      const labelledBy = drawer.getAttribute('aria-labelledby')!;
      const title = drawer.querySelector(`#${labelledBy}`)!;
      expect(title).to.equal(part('title'));
      expect(titleText()).to.equal('Your cart 0 items');
    });

    it('keeps data-view, data-summary and data-customization on the panel part', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart, 'checkout');
      expect(drawer.dataset.view).to.equal('checkout');
      expect(drawer.dataset.summary).to.equal('checkout');
      expect(drawer.dataset.customization).to.equal('');
    });

    it('the close button closes the widget (CART_CLOSE) and the panel goes away', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const closed = nextEvent(svcCart, 'CART_CLOSE');
      const close = part<HTMLButtonElement>('close-button')!;
      expect(close.getAttribute('aria-label')).to.equal('Close the cart');
      close.click();
      expect(await closed).to.deep.equal({ error: null, data: undefined });
      await settled();
      expect(panel()).to.equal(null);
    });

    it('Escape closes the widget (CART_CLOSE)', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const closed = nextEvent(svcCart, 'CART_CLOSE');
      await sendKeys({ press: 'Escape' });
      await closed;
      expect(svcCart.isOpen).to.equal(false);
      await settled();
      expect(panel()).to.equal(null);
    });

    it('Escape twice in a row (open, close, open, close) closes it each time', async () => {
      const svcCart = await startWidget();
      for (let round = 0; round < 2; round++) {
        await openPanel(svcCart);
        await sendKeys({ press: 'Escape' });
        await settled();
        expect(svcCart.isOpen, `round ${round}`).to.equal(false);
      }
    });

    it('a click on the backdrop closes the widget (CART_CLOSE)', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      const closed = nextEvent(svcCart, 'CART_CLOSE');
      const { left } = drawer.getBoundingClientRect();
      expect(left).to.be.above(20);
      await sendMouse({ type: 'click', position: [10, 10] });
      await closed;
      expect(svcCart.isOpen).to.equal(false);
    });

    it('a click inside the drawer does not close it', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      // Measured where the drawer stays, not in its slide-in (a click off the page fails in Firefox).
      await Promise.all(drawer.getAnimations().map((animation) => animation.finished));
      const title = part('title')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(title.left + 5), Math.round(title.top + 5)] });
      await settled();
      expect(svcCart.isOpen).to.equal(true);
      expect(drawer.open).to.equal(true);
    });

    it('closing from the controller closes the dialog', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      svcCart.close();
      await settled();
      expect(drawer.open).to.equal(false);
      expect(panel()).to.equal(null);
    });

    it('disable() while open removes the drawer', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      svcCart.disable();
      await settled();
      expect(panel()).to.equal(null);
    });
  });

  describe('focus', () => {
    it('moves into the drawer on open: the close button has focus', async () => {
      const svcCart = await startWidget();
      pageButton().focus();
      await openPanel(svcCart);
      expect(deepActiveElement()).to.equal(part('close-button'));
    });

    it('returns to the element that had focus before opening, on close', async () => {
      const svcCart = await startWidget();
      const opener = pageButton();
      opener.focus();
      await openPanel(svcCart);
      svcCart.close();
      await settled();
      expect(deepActiveElement()).to.equal(opener);
    });

    it('returns to the opener after Escape', async () => {
      const svcCart = await startWidget();
      const opener = pageButton();
      opener.focus();
      await openPanel(svcCart);
      await sendKeys({ press: 'Escape' });
      await settled();
      expect(deepActiveElement()).to.equal(opener);
    });

    it('Tab and Shift+Tab stay inside the open drawer', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      pageButton('Before');
      const drawer = await openPanel(svcCart);
      const visited: string[] = [];
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await (key === 'Shift+Tab' ? pressShiftTab() : sendKeys({ press: key }));
        const active = deepActiveElement();
        expect(containsDeep(drawer, active), `${key} moved focus to ${active?.outerHTML}`).to.equal(true);
        visited.push(active!.getAttribute('part') ?? active!.localName);
      }
      // Forward from the close button through the pickers and the summary, round to the close
      // button; backward from it round to the last stop again.
      const forward = visited.slice(0, 6);
      const backward = visited.slice(6);
      expect(forward.slice(0, 2)).to.deep.equal(['currency-select', 'language-select']);
      const wrap = forward.indexOf('close-button');
      expect(wrap, 'Tab went round to the close button').to.be.above(0);
      expect(backward.slice(0, 2)).to.deep.equal(['currency-select', 'close-button']);
      expect(backward[2], 'Shift+Tab went round to the last stop').to.equal(forward[wrap - 1]);
    });

    it('takes Shift+Tab named by its place only (key "Unidentified", code "Tab", as WebKitGTK sends it)', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      const drawer = await openPanel(svcCart);
      const close = part<HTMLButtonElement>('close-button')!;
      close.focus();
      const press = (init: KeyboardEventInit) => {
        const event = new KeyboardEvent('keydown', {
          bubbles: true,
          composed: true,
          cancelable: true,
          ...init,
        });
        deepActiveElement()!.dispatchEvent(event);
        return event;
      };
      // Another key without a name is not Tab: focus stays.
      expect(press({ key: 'Unidentified', code: 'KeyA', shiftKey: true }).defaultPrevented).to.equal(false);
      expect(deepActiveElement()).to.equal(close);
      const shiftTab = press({ key: 'Unidentified', code: 'Tab', shiftKey: true });
      expect(shiftTab.defaultPrevented, 'the trap took the key').to.equal(true);
      const active = deepActiveElement();
      expect(active).to.not.equal(close);
      expect(containsDeep(drawer, active), `focus went to ${active?.outerHTML}`).to.equal(true);
    });

    it('the page behind the open drawer is inert: its buttons cannot take focus', async () => {
      const svcCart = await startWidget();
      const behind = pageButton('Behind');
      await openPanel(svcCart);
      behind.focus();
      expect(deepActiveElement()).to.not.equal(behind);
    });

    it('nothing of the panel is focusable while closed', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      svcCart.close();
      await settled();
      const shadow = panelElement().shadowRoot!;
      expect(shadow.querySelectorAll('button, select, input, [tabindex], dialog').length).to.equal(0);
    });
  });

  describe('page scroll', () => {
    it('is locked while open (overflow hidden on <html>) and unlocked on close', async () => {
      const svcCart = await startWidget();
      const html = document.documentElement;
      expect(html.style.getPropertyValue('overflow')).to.equal('');
      await openPanel(svcCart);
      expect(html.style.getPropertyValue('overflow')).to.equal('hidden');
      expect(getComputedStyle(html).overflow).to.equal('hidden');
      svcCart.close();
      await settled();
      expect(html.style.getPropertyValue('overflow')).to.equal('');
      expect(html.hasAttribute('style')).to.equal(false);
    });

    it("restores the page's own inline overflow value after closing", async () => {
      const html = document.documentElement;
      html.style.setProperty('overflow', 'scroll');
      try {
        const svcCart = await startWidget();
        await openPanel(svcCart);
        expect(html.style.getPropertyValue('overflow')).to.equal('hidden');
        svcCart.close();
        await settled();
        expect(html.style.getPropertyValue('overflow')).to.equal('scroll');
      } finally {
        html.style.removeProperty('overflow');
        html.removeAttribute('style');
      }
    });

    it('is unlocked when the widget is taken off the page while open', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      svcCart.destroy();
      expect(document.documentElement.style.getPropertyValue('overflow')).to.equal('');
    });
  });

  describe('header', () => {
    it('the count follows addItem: "3 items", then "1 item"', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const cart = await svcCart.addItem({ productId: 201, quantity: 3 });
      await settled();
      expect(titleText()).to.equal('Your cart 3 items');
      await svcCart.updateItem(cart.items[0]!.id, { quantity: 1 });
      await settled();
      expect(titleText()).to.equal('Your cart 1 item');
    });

    it('has no pickers without localizationSettings', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      expect(part('pickers')).to.equal(null);
      expect(dialog()!.querySelector('select')).to.equal(null);
    });

    it("with localizationSettings shows the shop's currencies and languages, each with a label", async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      await openPanel(svcCart);
      const currency = part<HTMLSelectElement>('currency-select')!;
      const language = part<HTMLSelectElement>('language-select')!;
      expect([...currency.options].map((o) => o.value)).to.deep.equal(['USD', 'EUR', 'GBP']);
      expect(currency.value).to.equal('USD');
      expect([...language.options].map((o) => `${o.value} ${o.textContent!.trim()}`)).to.deep.equal([
        'en English',
        'de Deutsch',
        'fr Français',
        'es Español',
        'it Italiano',
        'nl Nederlands',
        'pt Português',
        'pl Polski',
        'sv Svenska',
        'da Dansk',
        'nb Norsk bokmål',
        'fi Suomi',
        'cs Čeština',
        'ja 日本語',
        'ar العربية',
      ]);
      expect(language.value).to.equal('en');
      expect(currency.labels[0]!.textContent!.trim()).to.equal('Currency');
      expect(language.labels[0]!.textContent!.trim()).to.equal('Language');
    });

    it('choosing a currency calls setCurrency: the cart is updated and prices re-render in euros', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await openPanel(svcCart);
      const summaryText = () =>
        dialog()!.querySelector('svc-cart-summary')!.shadowRoot!.textContent!.replace(/\s+/g, ' ');
      expect(summaryText()).to.contain('$');
      sandbox().clearSent();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      const currency = part<HTMLSelectElement>('currency-select')!;
      currency.value = 'EUR';
      currency.dispatchEvent(new Event('change', { bubbles: true }));
      await settled();
      expect(currency.disabled, 'disabled while the change is in flight').to.equal(true);
      await updated;
      await settled();
      expect(svcCart.state.currencyCode).to.equal('EUR');
      const sent = await sandbox().sent();
      expect(sent.map((r) => [r.method, r.path.replace(svcCart.cart!.id, ':id'), r.body])).to.deep.equal([
        ['PATCH', '/carts/:id', { currencyCode: 'EUR' }],
      ]);
      expect(part<HTMLSelectElement>('currency-select')!.disabled).to.equal(false);
      expect(part<HTMLSelectElement>('currency-select')!.value).to.equal('EUR');
      expect(summaryText()).to.contain('€');
      expect(summaryText()).to.not.contain('$');
    });

    it('keeps focus on the currency picker across its change (disabled while in flight)', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      await openPanel(svcCart);
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      part<HTMLSelectElement>('currency-select')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await updated;
      await settled();
      expect(svcCart.state.currencyCode).to.equal('EUR');
      expect(deepActiveElement()).to.equal(part('currency-select'));
    });

    it('choosing a language calls setLanguage: the title turns German once the catalog loaded', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      await openPanel(svcCart);
      const language = part<HTMLSelectElement>('language-select')!;
      language.value = 'de';
      language.dispatchEvent(new Event('change', { bubbles: true }));
      expect(svcCart.state.languageCode).to.equal('de');
      await waitFor(() => titleText() === 'Ihr Warenkorb 0 Artikel', 'the German title');
      expect(dialog()!.getAttribute('lang')).to.equal('de');
      expect(part('close-button')!.getAttribute('aria-label')).to.equal('Warenkorb schließen');
      expect(part<HTMLSelectElement>('currency-select')!.labels[0]!.textContent!.trim()).to.equal('Währung');
    });
  });

  describe('views', () => {
    it('shows <svc-cart-summary> as the summary part, filling the body', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const summary = dialog()!.querySelector('svc-cart-summary')!;
      expect(summary.getAttribute('part')).to.equal('summary');
      expect(summary.parentElement).to.equal(part('body'));
      expect(getComputedStyle(summary).flexGrow).to.equal('1');
      expect(getComputedStyle(summary).minHeight).to.equal('0px');
    });

    it("shows the checkout for open('checkout'); its Back to cart button returns to the summary", async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart, 'checkout');
      expect(part('checkout-title')!.textContent!.trim()).to.equal('Checkout');
      const back = part<HTMLButtonElement>('checkout-back-button')!;
      expect(back.getAttribute('aria-label')).to.equal('Back to cart');
      back.click();
      await settled();
      expect(svcCart.view).to.equal('summary');
      expect(panel()!.dataset.view).to.equal('summary');
    });

    it('shows the customization view by name; its back button dismisses it (configureItem resolves unfinished)', async () => {
      const svcCart = await startWidget();
      const configured = svcCart.configureItem({ productId: 100 });
      await waitFor(() => panel()?.dataset.view === 'pricing', 'the pricing view');
      expect(part('view-title')!.textContent!.trim()).to.equal('Choose a plan');
      expect(part('view-product')!.textContent!.trim()).to.equal(svcCart.customization!.product!.name);
      part<HTMLButtonElement>('view-back-button')!.click();
      expect(await configured).to.deep.equal({ finalized: false });
      await settled();
      expect(panel()!.dataset.view).to.equal('summary');
      expect(panel()!.dataset.customization).to.equal('');
    });

    it('keeps focus in the drawer when the pressed button leaves with its view', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart, 'checkout');
      part<HTMLButtonElement>('checkout-back-button')!.focus();
      await sendKeys({ press: 'Enter' });
      await settled();
      expect(panel()!.dataset.view).to.equal('summary');
      expect(deepActiveElement()).to.equal(part('close-button'));
    });

    it('shows a loading state while the cart is not ready', async () => {
      sandbox().setFaults({ latency: 300 });
      const svcCart = await startWidget({}, { ready: false });
      await svcCart.whenUrlRulesReady();
      svcCart.open();
      await settled();
      const loading = part('loading')!;
      expect(loading.getAttribute('role')).to.equal('status');
      expect(loading.textContent!.trim()).to.equal('Loading your cart…');
      expect(part('body')!.getAttribute('aria-busy')).to.equal('true');
      expect(part('count')).to.equal(null);
      await nextEvent(svcCart, 'CART_READY');
      await settled();
      expect(part('loading')).to.equal(null);
      expect(dialog()!.querySelector('svc-cart-summary')).to.not.equal(null);
    });
  });

  describe('live region', () => {
    it('is a polite status, empty when the drawer opens', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const region = part('live-region')!;
      expect(region.getAttribute('aria-live')).to.equal('polite');
      expect(region.textContent!.trim()).to.equal('');
    });

    it('announces each CART_UPDATED with the new count', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      const cart = await svcCart.addItem({ productId: 201, quantity: 2 });
      await settled();
      expect(part('live-region')!.textContent!.trim()).to.equal('Cart updated: 2 items');
      await svcCart.updateItem(cart.items[0]!.id, { quantity: 1 });
      await settled();
      expect(part('live-region')!.textContent!.trim()).to.equal('Cart updated: 1 item');
    });

    it('puts a repeated announcement in a new node, so it is read again', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await settled();
      const first = part('live-region')!.firstElementChild!;
      await svcCart.updateCart({});
      await settled();
      const second = part('live-region')!.firstElementChild!;
      expect(second.textContent).to.equal(first.textContent);
      expect(second).to.not.equal(first);
    });
  });
});
