/**
 * The drawer (`<svc-cart-panel>`): theming (tokens, parts, the shop's colours), motion and the
 * accessibility check of each view. Opening, focus, scroll, the header, the views and live
 * announcements are in panel.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { startWidget } from '../widget/helpers.js';
import { deepActiveElement, dialog, root, settled, waitFor } from './element-helpers.js';
import { openPanel, part, setupPanel } from './panel-helpers.js';
import { fontNames } from '../shared/fonts.js';
import { canEmulateMedia } from '../shared/engine.js';
import { pressShiftTab } from '../shared/keys.js';

/** Waits for the slide-in to end, so the drawer's box is where it stays. */
async function slidIn(drawer: HTMLDialogElement): Promise<void> {
  await Promise.all(drawer.getAnimations().map((animation) => animation.finished));
}

describe('svc-cart-panel', () => {
  const { sandbox, extras } = setupPanel();

  describe('theming', () => {
    // The theme's code loads next to the start set (when the root connects); here it is there first.
    beforeEach(() => import('../../src/elements/svc-cart-root/theme.js'));

    it("sets the shop's accentColor as --svc-accent, inherited by the drawer", async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      expect(root().style.getPropertyValue('--svc-accent')).to.equal('#1f6f5c');
      expect(getComputedStyle(drawer).getPropertyValue('--svc-accent')).to.equal('#1f6f5c');
    });

    it('setSettings({ accentColor }) re-applies it at run time', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      await svcCart.setSettings({ accentColor: '#7a1fa2' });
      await settled();
      expect(getComputedStyle(drawer).getPropertyValue('--svc-accent')).to.equal('#7a1fa2');
    });

    it('a light accent gets dark text on primary buttons, a dark one white text', async () => {
      const svcCart = await startWidget();
      await svcCart.setSettings({ accentColor: '#ffd400' });
      await openPanel(svcCart, 'checkout');
      const contrast = () => getComputedStyle(dialog()!).getPropertyValue('--_accent-contrast').trim();
      expect(contrast()).to.equal('#1d2327');
      await svcCart.setSettings({ accentColor: 'navy' });
      await settled();
      expect(contrast()).to.equal('#ffffff');
    });

    it('the focus ring is derived from the accent and stays visible (3:1) on a light accent', async () => {
      const svcCart = await startWidget();
      await svcCart.setSettings({ accentColor: '#ffd400' });
      await openPanel(svcCart);
      await sendKeys({ press: 'Tab' });
      await pressShiftTab();
      const close = part('close-button')!;
      expect(deepActiveElement()).to.equal(close);
      const ring = getComputedStyle(close).outlineColor;
      // color-mix() computes to color(srgb r g b) with channels from 0 to 1.
      const channels = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(ring)!.slice(1).map(Number);
      const linear = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      const luminance = 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
      expect(1.05 / (luminance + 0.05)).to.be.at.least(3);
      await svcCart.setSettings({ accentColor: '#1f4fd6' });
      await settled();
      expect(getComputedStyle(close).outlineColor).to.not.equal(ring);
    });

    it('an accentColor that is no colour is ignored', async () => {
      const svcCart = await startWidget();
      const accent = () => root().style.getPropertyValue('--svc-accent');
      await waitFor(() => accent() === '#1f6f5c', 'the shop’s accent');
      await svcCart.setSettings({ accentColor: 'red; background: url(x)' });
      // Not written: the widget falls back to its default accent.
      await waitFor(() => accent() !== '#1f6f5c', 'the shop’s accent replaced');
      expect(accent()).to.equal('');
    });

    it('the theme is written through the CSSOM: the widget never gets a style attribute string', async () => {
      const svcCart = await startWidget();
      await openPanel(svcCart);
      expect(dialog()!.hasAttribute('style')).to.equal(false);
      // The root's style attribute exists only as the CSSOM's serialisation of setProperty calls.
      expect(root().getAttribute('style')).to.contain('--svc-accent: #1f6f5c');
    });

    it('buttonStyle sets data-button-style: 1 rounded, 2 square, 3 pill corners', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await openPanel(svcCart);
      const back = dialog()!
        .querySelector('svc-cart-summary')!
        .shadowRoot!.querySelector<HTMLButtonElement>('[part~="checkout-button"]')!;
      expect(root().dataset.buttonStyle).to.equal('1');
      expect(getComputedStyle(back).borderTopLeftRadius).to.equal('10px');
      await svcCart.setSettings({ buttonStyle: 2 });
      await settled();
      expect(root().dataset.buttonStyle).to.equal('2');
      expect(getComputedStyle(back).borderTopLeftRadius).to.equal('0px');
      await svcCart.setSettings({ buttonStyle: 3 });
      await settled();
      expect(getComputedStyle(back).borderTopLeftRadius).to.equal('999px');
    });

    it("fontStyle sets --svc-font-family to the shop's font, then the page's font", async () => {
      document.body.style.setProperty('font-family', 'Georgia, serif');
      try {
        const svcCart = await startWidget();
        const drawer = await openPanel(svcCart);
        expect(fontNames(getComputedStyle(drawer).fontFamily)).to.deep.equal(['Inter', 'Georgia', 'serif']);
        await svcCart.setSettings({ fontStyle: '' });
        await settled();
        expect(root().style.getPropertyValue('--svc-font-family')).to.equal('');
      } finally {
        document.body.style.removeProperty('font-family');
        document.body.removeAttribute('style');
      }
    });

    it("with settings.webFont: false the drawer keeps the page's font, also after setSettings({ fontStyle })", async () => {
      document.body.style.setProperty('font-family', 'Georgia, serif');
      try {
        const svcCart = await startWidget({ settings: { webFont: false } });
        const drawer = await openPanel(svcCart);
        // The theme is applied (the shop's accent), its font left out.
        await waitFor(() => root().style.getPropertyValue('--svc-accent') === '#1f6f5c', 'the theme');
        expect(svcCart.cartSettings.fontStyle).to.equal('Inter');
        expect(root().style.getPropertyValue('--svc-font-family')).to.equal('');
        expect(fontNames(getComputedStyle(drawer).fontFamily)).to.deep.equal(['Georgia', 'serif']);
        await svcCart.setSettings({ fontStyle: 'Lora', accentColor: '#6d28d9' });
        await waitFor(() => root().style.getPropertyValue('--svc-accent') === '#6d28d9', 'the new accent');
        expect(fontNames(getComputedStyle(drawer).fontFamily)).to.deep.equal(['Georgia', 'serif']);
      } finally {
        document.body.removeAttribute('style');
      }
    });

    it('with settings.webFont: false a page that serves the shop’s font names it in --svc-font-family', async () => {
      const style = document.createElement('style');
      style.textContent = 'svc-cart-root { --svc-font-family: Inter, Georgia, serif; }';
      document.head.append(style);
      extras.push(style);
      const svcCart = await startWidget({ settings: { webFont: false } });
      const drawer = await openPanel(svcCart);
      await waitFor(() => root().style.getPropertyValue('--svc-accent') === '#1f6f5c', 'the theme');
      expect(fontNames(getComputedStyle(drawer).fontFamily)).to.deep.equal(['Inter', 'Georgia', 'serif']);
    });

    it("with a webFont URL template --svc-font-family names the shop's font, then the page's font", async () => {
      sandbox().worker.use(
        http.get('*/shop-fonts/*', () => new HttpResponse('', { headers: { 'content-type': 'text/css' } })),
      );
      document.body.style.setProperty('font-family', 'Georgia, serif');
      try {
        const svcCart = await startWidget({ settings: { webFont: '/shop-fonts/{family}.css' } });
        const drawer = await openPanel(svcCart);
        await waitFor(() => root().style.getPropertyValue('--svc-font-family') !== '', 'the shop’s font');
        expect(fontNames(getComputedStyle(drawer).fontFamily)).to.deep.equal(['Inter', 'Georgia', 'serif']);
      } finally {
        document.body.removeAttribute('style');
      }
    });

    it('lays out right-to-left for an RTL language: the drawer sits on the left', async () => {
      const svcCart = await startWidget({ languageCode: 'ar' });
      const drawer = await openPanel(svcCart);
      await slidIn(drawer);
      expect(drawer.getAttribute('dir')).to.equal('rtl');
      expect(drawer.getBoundingClientRect().left).to.equal(0);
      expect(Math.round(drawer.getBoundingClientRect().width)).to.equal(420);
    });

    it('is a full-width, full-height sheet below 640 px', async () => {
      await setViewport({ width: 375, height: 700 });
      try {
        const svcCart = await startWidget();
        const drawer = await openPanel(svcCart);
        await slidIn(drawer);
        const box = drawer.getBoundingClientRect();
        expect([box.left, Math.round(box.width), Math.round(box.height)]).to.deep.equal([0, 375, 700]);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    it('the page can restyle the parts from outside: svc-cart-root::part(...)', async () => {
      const style = document.createElement('style');
      style.textContent =
        'svc-cart-root::part(panel) { background: rgb(1, 2, 3); } svc-cart-root::part(button-count) { color: rgb(4, 5, 6); }';
      document.head.append(style);
      extras.push(style);
      const svcCart = await startWidget({ settings: { cartButton: true } });
      const drawer = await openPanel(svcCart);
      expect(getComputedStyle(drawer).backgroundColor).to.equal('rgb(1, 2, 3)');
      const count = root()
        .shadowRoot.querySelector('svc-cart-button')!
        .shadowRoot!.querySelector('[part="count"]')!;
      expect(getComputedStyle(count).color).to.equal('rgb(4, 5, 6)');
    });

    it('is a right-side drawer about 420 px wide on desktop', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      await slidIn(drawer);
      const box = drawer.getBoundingClientRect();
      expect(Math.round(box.width)).to.equal(420);
      expect(Math.round(box.right)).to.equal(document.documentElement.clientWidth);
      expect(Math.round(box.height)).to.equal(window.innerHeight);
    });
  });

  describe('motion', () => {
    afterEach(() => (canEmulateMedia ? emulateMedia({ reducedMotion: 'no-preference' }) : undefined));

    it('slides in when opened', async () => {
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      const names = drawer.getAnimations().map((animation) => (animation as CSSAnimation).animationName);
      expect(names).to.include('svc-slide-in');
    });

    it('does not animate under prefers-reduced-motion', async function () {
      // Emulating the media feature needs the DevTools protocol: Chromium only.
      if (!canEmulateMedia) this.skip();
      await emulateMedia({ reducedMotion: 'reduce' });
      const svcCart = await startWidget();
      const drawer = await openPanel(svcCart);
      expect(drawer.getAnimations()).to.deep.equal([]);
      expect(Math.round(drawer.getBoundingClientRect().right)).to.equal(document.documentElement.clientWidth);
    });
  });

  describe('accessibility (axe)', () => {
    it('the closed page passes', async () => {
      await startWidget({ settings: { cartButton: true } });
      await settled();
      await expect(document.body).to.be.accessible();
    });

    it('the open, empty drawer passes', async () => {
      const svcCart = await startWidget({ settings: { localizationSettings: true } });
      const drawer = await openPanel(svcCart);
      await expect(drawer).to.be.accessible();
    });

    it('the open drawer with the checkout placeholder passes', async () => {
      const svcCart = await startWidget();
      await expect(await openPanel(svcCart, 'checkout')).to.be.accessible();
    });
  });
});
