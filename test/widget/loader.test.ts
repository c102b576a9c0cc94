/**
 * The npm package's loader, `loadSvcCart` (src/loader.ts): it adds the widget's script once,
 * resolves with the `SvcCart` the script started, and refuses bad options before it touches the
 * page. The real script (`src/cart-widget.ts`) runs in a frame of its own, as on a shop's page.
 */
import { expect } from '@open-wc/testing';
import { loadSvcCart } from '../../src/loader.js';
import { apiUrl, frameMessage, setupWidget } from './helpers.js';

interface FrameReport {
  sameAnswer: boolean;
  isGlobal: boolean;
  scripts: number;
  config: unknown;
  error?: string;
}

/** Runs `body` (a module script that may use `loadSvcCart`, `api` and `report(value)`) in a new frame. */
function inFrame(body: string, before = ''): Promise<FrameReport> {
  return frameMessage<FrameReport>(`${before}<script type="module">
      import { loadSvcCart } from '/src/loader.ts';
      const api = ${JSON.stringify(apiUrl())};
      const report = (value) => parent.postMessage(value, '*');
      ${body}
    </script>`);
}

const scriptCount = `document.querySelectorAll('script[src$="/src/cart-widget.ts"]').length`;

describe('loadSvcCart', () => {
  setupWidget();

  it('adds the script once for two calls and resolves both with the widget it started', async () => {
    const report = await inFrame(`
      const options = { src: '/src/cart-widget.ts', config: { apiKey: 'demo-api-key', apiUrl: api } };
      const [first, second] = await Promise.all([loadSvcCart(options), loadSvcCart(options)]);
      const third = await loadSvcCart(options);
      report({
        sameAnswer: first === second && second === third,
        isGlobal: first === window.svcCart && first instanceof window.SvcCart,
        scripts: ${scriptCount},
        config: window.svcConfig,
      });
    `);
    expect(report).to.deep.equal({
      sameAnswer: true,
      isGlobal: true,
      scripts: 1,
      config: { apiKey: 'demo-api-key', apiUrl: apiUrl() },
    });
  });

  it("waits for a script the page added itself instead of adding it again, and keeps the page's config", async () => {
    const report = await inFrame(
      `
      const svcCart = await loadSvcCart({ src: '/src/cart-widget.ts' });
      report({ sameAnswer: true, isGlobal: svcCart === window.shopCart, scripts: ${scriptCount}, config: window.svcConfig });
    `,
      `<script>window.svcConfig = { apiKey: 'demo-api-key', apiUrl: ${JSON.stringify(apiUrl())}, globalName: 'shopCart' };</script>
      <script type="module" src="/src/cart-widget.ts"></script>`,
    );
    // The page named the global `shopCart`: the loader finds the widget there.
    expect(report.isGlobal).to.equal(true);
    expect(report.scripts).to.equal(1);
    expect(report.config).to.deep.equal({ apiKey: 'demo-api-key', apiUrl: apiUrl(), globalName: 'shopCart' });
  });

  it('finds a widget published under the global name the config gives', async () => {
    const report = await inFrame(`
      const svcCart = await loadSvcCart({
        src: '/src/cart-widget.ts',
        config: { apiKey: 'demo-api-key', apiUrl: api, globalName: 'shopCart' },
      });
      report({ sameAnswer: true, isGlobal: svcCart === window.shopCart && !window.svcCart, scripts: ${scriptCount}, config: null });
    `);
    expect(report.isGlobal).to.equal(true);
    expect(report.scripts).to.equal(1);
  });

  it('rejects when the script does not load, and takes its element off the page', async () => {
    const report = await inFrame(`
      const src = new URL('/no-such-widget.js', document.baseURI).href;
      const error = await loadSvcCart({ src, config: { apiKey: 'demo-api-key' } }).catch((e) => e.message);
      report({ sameAnswer: true, isGlobal: false, scripts: document.querySelectorAll('script[src$="no-such-widget.js"]').length, config: null, error });
    `);
    expect(report.error).to.equal(
      `Cart Widget:loadSvcCart the script ${new URL('/no-such-widget.js', location.href).href} did not load`,
    );
    expect(report.scripts).to.equal(0);
  });

  it('refuses a config without apiKey or sdkClient with the widget’s message, and adds nothing', async () => {
    const before = document.scripts.length;
    const error = await loadSvcCart({ src: '/src/cart-widget.ts', config: {} }).catch((e: Error) => e);
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.equal('Missing required apiKey config');
    expect(document.scripts.length).to.equal(before);
    expect(window.svcConfig).to.equal(undefined);
  });

  it('refuses options of the wrong type, naming the field', async () => {
    const refusal = (options: unknown) =>
      loadSvcCart(options as Parameters<typeof loadSvcCart>[0]).then(
        () => 'resolved',
        (error: Error) => `${error.name}: ${error.message}`,
      );
    expect(await refusal(undefined)).to.equal(
      'TypeError: Cart Widget:loadSvcCart options must be an object (got undefined)',
    );
    expect(await refusal({ src: 7 })).to.equal(
      'TypeError: Cart Widget:loadSvcCart options.src must be a non-empty string (got number)',
    );
    expect(await refusal({ src: ' ' })).to.equal(
      'TypeError: Cart Widget:loadSvcCart options.src must be a non-empty string (got string)',
    );
    expect(await refusal({ src: '/cart.js', config: 'key' })).to.equal(
      'TypeError: Cart Widget:loadSvcCart options.config must be an object (got string)',
    );
  });
});
