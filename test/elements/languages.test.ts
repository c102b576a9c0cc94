/**
 * Every language the widget ships, as a shopper sees it, with a line of 1, 2 and 5: the drawer's
 * summary (its count in the plural form the language gives the number), a customization view (the
 * variant list's stock, in the same forms) and the checkout's payment step. The expected texts are
 * written out here, not read from the catalogs, so a wrong form or a catalog that did not load fails.
 * And Arabic, laid out right to left.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { stepShown } from '../checkout/checkout-helpers.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { dialog, settled, waitFor } from './element-helpers.js';

/** The eBook (digital): its checkout goes from contact straight to payment. */
const EBOOK = 231;
/** A product whose variants are listed with their stock (Sumatra Mandheling, variant 403). */
const LISTED = 400;
const QUANTITIES = [1, 2, 5] as const;

type Three = readonly [string, string, string];
/**
 * Per language: the drawer's title, the line count and the stock for 1, 2 and 5, the payment step's
 * name, and the drawer's title during the checkout.
 */
const EXPECTED: Record<
  string,
  { title: string; count: Three; stock: Three; payment: string; checkout: string }
> = {
  de: {
    title: 'Ihr Warenkorb',
    count: ['1 Artikel', '2 Artikel', '5 Artikel'],
    stock: ['1 auf Lager', '2 auf Lager', '5 auf Lager'],
    payment: 'Zahlung',
    checkout: 'Kasse',
  },
  fr: {
    title: 'Votre panier',
    count: ['1 article', '2 articles', '5 articles'],
    stock: ['1 en stock', '2 en stock', '5 en stock'],
    payment: 'Paiement',
    checkout: 'Paiement',
  },
  es: {
    title: 'Tu carrito',
    count: ['1 artículo', '2 artículos', '5 artículos'],
    stock: ['1 en stock', '2 en stock', '5 en stock'],
    payment: 'Pago',
    checkout: 'Finalizar compra',
  },
  it: {
    title: 'Il tuo carrello',
    count: ['1 articolo', '2 articoli', '5 articoli'],
    stock: ['Disponibili: 1', 'Disponibili: 2', 'Disponibili: 5'],
    payment: 'Pagamento',
    checkout: 'Cassa',
  },
  nl: {
    title: 'Je winkelwagen',
    count: ['1 artikel', '2 artikelen', '5 artikelen'],
    stock: ['1 op voorraad', '2 op voorraad', '5 op voorraad'],
    payment: 'Betaling',
    checkout: 'Afrekenen',
  },
  pt: {
    title: 'Seu carrinho',
    count: ['1 item', '2 itens', '5 itens'],
    stock: ['1 em estoque', '2 em estoque', '5 em estoque'],
    payment: 'Pagamento',
    checkout: 'Finalizar compra',
  },
  pl: {
    title: 'Twój koszyk',
    count: ['1 produkt', '2 produkty', '5 produktów'],
    stock: ['W magazynie: 1 sztuka', 'W magazynie: 2 sztuki', 'W magazynie: 5 sztuk'],
    payment: 'Płatność',
    checkout: 'Kasa',
  },
  sv: {
    title: 'Din varukorg',
    count: ['1 artikel', '2 artiklar', '5 artiklar'],
    stock: ['1 i lager', '2 i lager', '5 i lager'],
    payment: 'Betalning',
    checkout: 'Kassa',
  },
  da: {
    title: 'Din kurv',
    count: ['1 vare', '2 varer', '5 varer'],
    stock: ['1 på lager', '2 på lager', '5 på lager'],
    payment: 'Betaling',
    checkout: 'Kassen',
  },
  nb: {
    title: 'Handlekurven din',
    count: ['1 vare', '2 varer', '5 varer'],
    stock: ['1 på lager', '2 på lager', '5 på lager'],
    payment: 'Betaling',
    checkout: 'Kasse',
  },
  fi: {
    title: 'Ostoskorisi',
    count: ['1 tuote', '2 tuotetta', '5 tuotetta'],
    stock: ['1 varastossa', '2 varastossa', '5 varastossa'],
    payment: 'Maksu',
    checkout: 'Kassa',
  },
  cs: {
    title: 'Váš košík',
    count: ['1 položka', '2 položky', '5 položek'],
    stock: ['Skladem 1 ks', 'Skladem 2 ks', 'Skladem 5 ks'],
    payment: 'Platba',
    checkout: 'Pokladna',
  },
  ja: {
    title: 'カート',
    count: ['1点', '2点', '5点'],
    stock: ['在庫：1個', '在庫：2個', '在庫：5個'],
    payment: 'お支払い',
    checkout: 'ご購入手続き',
  },
  ar: {
    title: 'سلتك',
    count: ['منتج واحد', 'منتجان', '5 منتجات'],
    stock: ['في المخزون: 1', 'في المخزون: 2', 'في المخزون: 5'],
    payment: 'الدفع',
    checkout: 'إتمام الشراء',
  },
};

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A part of the open drawer (not inside the elements it holds). */
const drawerPart = (name: string) => dialog()?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

describe('every language the widget ships', () => {
  const sandbox = setupWidget();

  /** Serves the listed product with Sumatra Mandheling's stock at `stock`. */
  async function listedWithStock(stock: number): Promise<void> {
    const { body } = await sandboxRequest('GET', `/products/${LISTED}`);
    const product = structuredClone(body!) as { variants: { id: number; stockCount: number | null }[] };
    product.variants.find((variant) => variant.id === 403)!.stockCount = stock;
    sandbox().worker.use(http.get(`*/storefront/v1/products/${LISTED}`, () => HttpResponse.json(product)));
  }

  /** The listed product's variant view, open, and the text of Sumatra Mandheling's card. */
  async function sumatraCard(svcCart: SvcCart): Promise<string> {
    void svcCart.configureItem({ productId: LISTED }).catch(() => undefined);
    const view = () =>
      panel()?.querySelector('svc-cart-customization')?.shadowRoot?.querySelector('svc-view-variant')
        ?.shadowRoot;
    await waitFor(
      () => Boolean(view()?.querySelector('input[name="variant"][value="403"]')),
      'the variant list',
    );
    return text(view()!.querySelector('input[name="variant"][value="403"]')!.closest('[part~="option"]'));
  }

  for (const [lang, expected] of Object.entries(EXPECTED))
    describe(lang, () => {
      for (const [index, quantity] of QUANTITIES.entries())
        it(`the summary, the variant view and the payment step with a line of ${quantity}`, async () => {
          const svcCart = await startWidget({
            languageCode: lang,
            accessToken: sandbox().store.issueToken(1),
          });
          expect(svcCart.state.languageCode).to.equal(lang);
          await svcCart.addItem({ productId: EBOOK, quantity });
          svcCart.open();
          await settled();
          await waitFor(() => text(drawerPart('title')).startsWith(expected.title), `the drawer in ${lang}`);
          expect([text(drawerPart('title')), dialog()!.getAttribute('lang')]).to.deep.equal([
            `${expected.title} ${expected.count[index]}`,
            lang,
          ]);

          await listedWithStock(quantity);
          expect(await sumatraCard(svcCart), `the stock of ${quantity}`).to.include(expected.stock[index]);
          svcCart.close();
          await settled();

          (await svcCart.loadCheckout()).complete('contact');
          svcCart.open('checkout');
          await stepShown('payment');
          const checkout = dialog()!.querySelector('svc-cart-checkout')!.shadowRoot!;
          expect(text(checkout.querySelector('[aria-current="step"]'))).to.equal(expected.payment);
          // The heading says where the shopper is: the checkout, not the cart and its count.
          expect(text(drawerPart('title'))).to.equal(expected.checkout);
        });
    });
});

describe('Arabic, right to left', () => {
  setupWidget();
  afterEach(() => document.documentElement.removeAttribute('dir'));

  /** Waits for the slide-in to end, so the drawer's box is where it stays. */
  const slidIn = (drawer: HTMLDialogElement) =>
    Promise.all(drawer.getAnimations().map((animation) => animation.finished));

  it('lays the drawer out right to left: the close button on the left, the totals’ amounts on the left; axe finds nothing', async () => {
    const svcCart = await startWidget({ languageCode: 'ar' });
    await svcCart.addItem({ productId: 201, quantity: 2 });
    svcCart.open();
    await settled();
    const drawer = dialog()!;
    await slidIn(drawer);
    expect([drawer.getAttribute('dir'), drawer.getAttribute('lang')]).to.deep.equal(['rtl', 'ar']);
    const box = drawer.getBoundingClientRect();
    const close = drawerPart('close-button')!.getBoundingClientRect();
    const title = drawerPart('title')!.getBoundingClientRect();
    expect(close.right, 'the close button is left of the title').to.be.at.most(title.left);
    expect(close.left - box.left, 'the close button is at the drawer’s left edge').to.be.below(32);
    const summary = drawer.querySelector('svc-cart-summary')!.shadowRoot!;
    const rows = [...summary.querySelectorAll('[part~="totals-row"]')];
    expect(rows.length).to.be.greaterThan(0);
    for (const row of rows) {
      const label = row.querySelector('dt')!.getBoundingClientRect();
      const amount = row.querySelector('dd')!.getBoundingClientRect();
      expect(amount.right, `${text(row)}: the amount is left of its label`).to.be.at.most(label.left);
    }
    await expect(drawer).to.be.accessible();
    // The page keeps its own direction.
    expect(document.documentElement.getAttribute('dir')).to.equal(null);
  });

  it('mirrors the way back, not the close cross', async () => {
    const svcCart = await startWidget({ languageCode: 'ar' });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    svcCart.open('checkout');
    await stepShown('contact');
    const checkout = dialog()!.querySelector('svc-cart-checkout')!.shadowRoot!;
    const back = checkout.querySelector('[part~="checkout-back-button"] svg')!;
    expect(getComputedStyle(back).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // The way back is at the start of the line: on the right, the order summary left of it.
    const summary = checkout.querySelector('[part~="order-summary-toggle"]')!.getBoundingClientRect();
    expect(back.getBoundingClientRect().left).to.be.at.least(summary.right);
    expect(getComputedStyle(drawerPart('close-button')!.querySelector('svg')!).transform).to.equal('none');
    await expect(dialog()!).to.be.accessible();
  });

  it('a page written right to left keeps its direction; the drawer takes its language’s', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const svcCart = await startWidget({ languageCode: 'de' });
    svcCart.open();
    await settled();
    expect(dialog()!.getAttribute('dir')).to.equal('ltr');
    expect(document.documentElement.getAttribute('dir')).to.equal('rtl');
    svcCart.setLanguage('ar');
    await waitFor(() => dialog()!.getAttribute('dir') === 'rtl', 'the drawer right to left');
    expect(document.documentElement.getAttribute('dir')).to.equal('rtl');
  });
});
