/**
 * Harness for the variant view's tests (variant.test.ts and variant-access.test.ts): the view's parts,
 * opening it, choosing, and the suite's sandbox with its readers.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-variant/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { viewTest } from './view-helpers.js';
import { setupWidget } from '../widget/helpers.js';

export const { element: viewElement, open, part, view } = viewTest('variant');
export const submitButton = () => part('submit-button') as HTMLButtonElement;
export const quantityInput = () => view().querySelector<HTMLInputElement>('#quantity');
/** The radio button of an option value (`option-<id>`), a variant (`variant`) or an add-on choice (`addon`). */
export const radio = (name: string, value: string | number) =>
  view().querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
export const card = (name: string, value: string | number) => radio(name, value).closest('[part~="option"]')!;

/** Starts `configureItem(payload)` and waits for the variant view; `state()` tells whether it settled. */
export const openVariant = (svcCart: SvcCart, payload: ConfigureItemPayload = { productId: 200 }) =>
  open(svcCart, payload, '[part~="submit-button"]');

export async function choose(name: string, value: string | number): Promise<void> {
  radio(name, value).click();
  await viewElement().updateComplete;
  expect(radio(name, value).checked).to.equal(true);
}

export async function setQuantity(value: string): Promise<void> {
  const input = quantityInput()!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await viewElement().updateComplete;
}

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function variantSuite() {
  const sandbox = setupWidget();

  /** The bodies of the add-to-cart requests that left the client. */
  const adds = async () =>
    (await sandbox().sent())
      .filter((request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path))
      .map((request) => request.body);

  /** Serves product `id` as the sandbox does, changed by `change` (a shop configured otherwise). */
  async function serveProduct(
    id: number,
    change: (product: { [key: string]: unknown; variants: Record<string, unknown>[] }) => void,
  ) {
    const { body } = await sandboxRequest('GET', `/products/${id}`);
    const product = structuredClone(body!) as { [key: string]: unknown; variants: Record<string, unknown>[] };
    change(product);
    sandbox().worker.use(http.get(`*/storefront/v1/products/${id}`, () => HttpResponse.json(product)));
  }

  /** Ceramic Mug with a second option: Sand comes Regular and Large, Slate only Regular (sold out). */
  const mugWithSizes = () =>
    serveProduct(200, (product) => {
      product.options = [
        ...(product.options as unknown[]),
        {
          id: 2,
          name: 'Size',
          values: ['Regular', 'Large'],
        },
      ];
      const [sand, slate] = product.variants as { options: unknown[] }[];
      sand!.options.push({ id: 2, name: 'Size', value: 'Regular' });
      slate!.options.push({ id: 2, name: 'Size', value: 'Regular' });
      product.variants.push({
        ...structuredClone(product.variants[0]!),
        id: 203,
        name: 'Sand, large',
        price: 1800,
        stockCount: 5,
        options: [
          { id: 1, name: 'Colour', value: 'Sand' },
          { id: 2, name: 'Size', value: 'Large' },
        ],
      });
    });
  return { sandbox, adds, serveProduct, mugWithSizes };
}
