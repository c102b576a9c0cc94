/**
 * `settings.webFont` (beyond the spec): where the stylesheet of the shop's `fontStyle` comes from,
 * at start and through `setSettings`. `'google'` (the default) links Google Fonts, `false` requests
 * no font at all, and a URL template links the shop's own stylesheet with the family URL-encoded.
 * Every request the page makes passes the sandbox's service worker, so a test sees the stylesheet
 * requests that left the page, to Google or anywhere else.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { setupWidget, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';
import { pendingRequestsAnswered } from '../shared/quiet.js';

const GOOGLE = 'https://fonts.googleapis.com/css2';
const CSS = { headers: { 'content-type': 'text/css' } };

describe('settings.webFont', () => {
  const sandbox = setupWidget();
  const stop: (() => void)[] = [];

  afterEach(() => {
    for (const undo of stop.splice(0)) undo();
    document.head.querySelectorAll('link[data-svc-font]').forEach((link) => link.remove());
  });

  /** Every URL the page requests from now on (stylesheets, scripts, the API). */
  function recordRequests(): string[] {
    const urls: string[] = [];
    const listener = ({ request }: { request: Request }) => void urls.push(request.url);
    sandbox().worker.events.on('request:start', listener);
    stop.push(() => sandbox().worker.events.removeListener('request:start', listener));
    return urls;
  }

  /** The requests to another origin than the page's (Google's, a font CDN's). */
  const elsewhere = (urls: string[]) => urls.filter((url) => new URL(url).origin !== location.origin);

  /**
   * Answers stylesheets under `prefix` (any origin, Google's too) with a small style sheet, so a
   * test never reaches the network and the link loads.
   */
  function serveStylesheets(prefix: string): void {
    sandbox().worker.use(http.get(`${prefix}*`, () => new HttpResponse('/* font faces */', CSS)));
  }

  /** The shop's `fontStyle` in the start-up answer; each test names its own family. */
  function shopFont(family: string): void {
    sandbox().store.shop.settings!.cart!.fontStyle = family;
  }

  const fontLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-svc-font]')];

  /** Waits for the link of `family` and for its style sheet to have loaded. */
  async function loadedLink(family: string): Promise<HTMLLinkElement> {
    const link = () => fontLinks().find((candidate) => candidate.dataset.svcFont === family);
    await until(() => link()?.sheet, `a loaded stylesheet link for ${family}`);
    return link()!;
  }

  /**
   * Gives a font that would load a fair chance to: the theme applied (the font starts a task after
   * CART_READY, as the theme does), the font's chunk settled, and any request it would have sent
   * answered.
   */
  async function afterFontWouldLoad(svcCart: SvcCart): Promise<void> {
    const root = document.querySelector('svc-cart-root') as HTMLElement;
    await until(() => root.style.getPropertyValue('--svc-accent'), 'the theme applied');
    expect(svcCart.ready).to.equal(true);
    await import('../../src/bootstrap/web-font.js');
    await pendingRequestsAnswered();
  }

  it("is 'google' by default: the shop's font is one Google Fonts link", async () => {
    shopFont('Wf Default Sans');
    serveStylesheets(GOOGLE);
    const requests = recordRequests();
    const svcCart = await startWidget();
    expect(svcCart.settings.webFont).to.equal('google');
    const link = await loadedLink('Wf Default Sans');
    const href = `${GOOGLE}?family=Wf+Default+Sans:wght@400;600&display=swap`;
    expect(link.href).to.equal(href);
    expect(elsewhere(requests)).to.deep.equal([href]);
  });

  it('false: no font is requested at start, no link is added, and the shop’s font stays in cartSettings', async () => {
    shopFont('Wf Off Start');
    const requests = recordRequests();
    const svcCart = await startWidget({ settings: { webFont: false } });
    await afterFontWouldLoad(svcCart);
    expect(svcCart.cartSettings.fontStyle).to.equal('Wf Off Start');
    expect(fontLinks()).to.deep.equal([]);
    expect(elsewhere(requests)).to.deep.equal([]);
  });

  it('false: a fontStyle given to setSettings requests nothing either', async () => {
    const svcCart = await startWidget({ settings: { webFont: false } });
    await afterFontWouldLoad(svcCart);
    const requests = recordRequests();
    await svcCart.setSettings({ fontStyle: 'Wf Off Later' });
    await import('../../src/bootstrap/web-font.js');
    await pendingRequestsAnswered();
    expect(svcCart.cartSettings.fontStyle).to.equal('Wf Off Later');
    expect(fontLinks()).to.deep.equal([]);
    expect(elsewhere(requests)).to.deep.equal([]);
  });

  it('a template relative to the page: one link to it with the family URL-encoded, nothing from Google', async () => {
    shopFont('Wf Noto & Co/1');
    serveStylesheets(`${location.origin}/shop-fonts/`);
    const requests = recordRequests();
    await startWidget({ settings: { webFont: '/shop-fonts/{family}.css' } });
    const link = await loadedLink('Wf Noto & Co/1');
    const href = `${location.origin}/shop-fonts/Wf%20Noto%20%26%20Co%2F1.css`;
    expect(link.rel).to.equal('stylesheet');
    expect(link.href).to.equal(href);
    expect(fontLinks()).to.have.length(1);
    expect(requests.filter((url) => url.includes('/shop-fonts/'))).to.deep.equal([href]);
    expect(elsewhere(requests)).to.deep.equal([]);
  });

  it('an absolute template: setSettings loads each new family from it once', async () => {
    shopFont('Wf Cdn Start');
    serveStylesheets('https://cdn.shop.example/fonts/');
    const requests = recordRequests();
    const svcCart = await startWidget({
      settings: { webFont: 'https://cdn.shop.example/fonts/{family}.css?v=2' },
    });
    await loadedLink('Wf Cdn Start');
    await svcCart.setSettings({ fontStyle: 'Wf Cdn Later' });
    await svcCart.setSettings({ fontStyle: 'wf cdn later' });
    await svcCart.setSettings({ accentColor: '#000000' });
    await loadedLink('Wf Cdn Later');
    expect(fontLinks().map((link) => link.href)).to.deep.equal([
      'https://cdn.shop.example/fonts/Wf%20Cdn%20Start.css?v=2',
      'https://cdn.shop.example/fonts/Wf%20Cdn%20Later.css?v=2',
    ]);
    expect(elsewhere(requests)).to.deep.equal([
      'https://cdn.shop.example/fonts/Wf%20Cdn%20Start.css?v=2',
      'https://cdn.shop.example/fonts/Wf%20Cdn%20Later.css?v=2',
    ]);
  });
});
