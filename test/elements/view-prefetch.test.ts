/**
 * configureItem fetches the customization router while the item's product loads, and the chosen
 * view's code as soon as the product says which view, instead of after the view is mounted. A
 * page of its own: an element, once defined, stays defined for the page.
 */
import { expect } from '@open-wc/testing';
import { until } from '../shared/wait.js';
import { http } from 'msw';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { dialog, waitFor } from './element-helpers.js';

const drawerPart = (name: string) => dialog()?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

describe('view code fetched ahead', () => {
  const sandbox = setupWidget();

  it('configureItem asks for the view’s code while the product loads, not after it answered', async () => {
    expect(customElements.get('svc-cart-customization')).to.equal(undefined);
    expect(customElements.get('svc-view-voucher')).to.equal(undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/products/300',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
      http.get('*/svc-view-voucher/index.ts', () => {
        asked.push('voucher view');
        return undefined;
      }),
    );
    const svcCart = await startWidget();
    void svcCart.configureItem({ productId: 300 });
    // The router is fetched at once; the voucher view as soon as the product says which view.
    await until(() => customElements.get('svc-cart-customization') !== undefined, 'the router');
    expect(svcCart.customization).to.equal(null);
    expect(asked).to.deep.equal([]);
    release();
    await until(() => customElements.get('svc-view-voucher') !== undefined, 'the voucher view');
    expect(asked).to.deep.equal(['voucher view']);
    await waitFor(() => drawerPart('customization') !== null, 'the customization');
  });
});
