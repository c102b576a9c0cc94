/**
 * Harness for the build-a-box view's tests (bundle.test.ts, bundle-items.test.ts,
 * bundle-access.test.ts): opening the box, its parts, and the suite's sandbox with its readers.
 */
import '../../src/views/svc-view-bundle/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { setupWidget } from '../widget/helpers.js';
import { button, choice, inView, openView, partText, press } from './bundle-helpers.js';

export const VIEW = 'bundle';
export const ITEM = '[part~="item"]';

export const openBox = (
  svcCart: SvcCart,
  payload: Parameters<SvcCart['configureItem']>[0] = { bundleId: 1 },
) => openView(svcCart, payload, VIEW, ITEM);

export const add = (name: string) => button(VIEW, `Add one ${name}`);
export const remove = (name: string) => button(VIEW, `Remove one ${name}`);
export const submit = () => inView<HTMLButtonElement>(VIEW, '[part~="submit-button"]')!;
export const text = (part: string) => partText(VIEW, part);

/** The sandbox set up for each test of the suite, and the readers its tests share. */
export function bundleSuite() {
  const sandbox = setupWidget();

  const requests = async (method: string, suffix: string) =>
    (await sandbox().sent()).filter((request) => request.method === method && request.path.endsWith(suffix));
  const adds = () => requests('POST', '/items');
  const quotes = () => requests('POST', '/quote');

  /** Plan "Every month", then two Ethiopia Guji and two Colombia Huila: a full Box of 4. */
  async function fillBoxOfFour(): Promise<void> {
    await press(VIEW, choice(VIEW, 'Every month'));
    await press(VIEW, add('Ethiopia Guji'), 2);
    await press(VIEW, add('Colombia Huila'), 2);
  }
  return { sandbox, requests, adds, quotes, fillBoxOfFour };
}
