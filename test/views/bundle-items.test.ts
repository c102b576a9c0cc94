/**
 * The build-a-box view (`svc-view-bundle`): finding items (search, filters, paging) and the
 * single_product mode, against the sandbox's bundle 1.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { bundleGroupsView, bundleView, findBundle } from '../../sandbox/catalog.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { startWidget } from '../widget/helpers.js';
import {
  allInView,
  button,
  choice,
  inView,
  openView,
  press,
  viewUpdated,
  waitForText,
} from './bundle-helpers.js';
import { ITEM, VIEW, add, bundleSuite, openBox, remove, submit, text } from './bundle-suite.js';

describe('svc-view-bundle', () => {
  const { sandbox, requests, adds } = bundleSuite();

  describe('finding items', () => {
    it('a filter asks for one filter per page and lists the matches', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      await press(VIEW, choice(VIEW, 'Africa'));
      await waitForText(VIEW, 'list-status', '2 items found');
      const [request] = await requests('GET', '/bundles/1/items');
      expect(request!.url.searchParams.get('filters[0][attributeId]')).to.equal('2');
      expect(request!.url.searchParams.getAll('filters[0][values][]')).to.deep.equal(['21']);
      expect(allInView(VIEW, '[part~="item-name"]').map((element) => element.textContent)).to.deep.equal([
        'Ethiopia Guji',
        'Kenya Nyeri',
      ]);
      expect(text('group-title')).to.equal('Single Origin Beans Pick at least 1');

      await press(VIEW, choice(VIEW, 'All'));
      expect(allInView(VIEW, ITEM)).to.have.length(6);
      expect(text('list-status')).to.equal('');
    });

    it('the search asks for the typed words once typing pauses', async () => {
      const svcCart = await startWidget();
      await openBox(svcCart);
      const search = inView<HTMLInputElement>(VIEW, '#bundle-search')!;
      search.focus();
      // Five keystrokes in one task: none of them is a pause, however busy the machine is (a
      // typed word with real key events could pause between letters there, and ask for "keny").
      for (const letter of 'kenya') {
        search.value += letter;
        search.dispatchEvent(
          new InputEvent('input', { bubbles: true, data: letter, inputType: 'insertText' }),
        );
      }
      await waitForText(VIEW, 'list-status', '1 item found');
      const searches = await requests('GET', '/bundles/1/items');
      expect(searches.map((request) => request.url.searchParams.get('query'))).to.deep.equal(['kenya']);
      expect(allInView(VIEW, '[part~="item-name"]').map((element) => element.textContent)).to.deep.equal([
        'Kenya Nyeri',
      ]);
      // Items picked from the results stay in the box when the search changes.
      await press(VIEW, add('Kenya Nyeri'));
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: 'xyz' });
      await waitForText(VIEW, 'list-status', 'No items match. Try another word or filter.');
      expect(text('tray')).to.equal('In your box Kenya Nyeri × 1 ×');
    });

    it('shows more groups page by page and moves the focus to the first new item', async () => {
      const bundle = findBundle(1)!;
      const all = bundleGroupsView(bundle, 'USD', ['product', 'items.product']);
      sandbox().worker.use(
        http.get('*/storefront/v1/bundles/1/groups', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          return HttpResponse.json({
            data: [all[page - 1]],
            pagination: { currentPage: page, lastPage: 2, perPage: 1, total: 2, from: page, to: page },
          });
        }),
      );
      const svcCart = await startWidget();
      await openBox(svcCart);
      expect(allInView(VIEW, ITEM)).to.have.length(4);
      const more = inView<HTMLButtonElement>(VIEW, '[part~="load-more"]')!;
      expect(more.textContent!.trim()).to.equal('Show more items');
      more.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => allInView(VIEW, ITEM).length === 6, 'the second page');
      await viewUpdated(VIEW);
      expect(inView(VIEW, '[part~="load-more"]')).to.equal(null);
      expect(deepActiveElement()).to.equal(remove('Almond Biscotti'));
      const pages = (await requests('GET', '/bundles/1/groups')).map((r) => r.url.searchParams.get('page'));
      expect(pages).to.deep.equal(['1', '2']);
    });

    it('offers to try again when the items do not load', async () => {
      sandbox().worker.use(
        http.get(
          '*/storefront/v1/bundles/1/groups',
          () => HttpResponse.json({ message: 'down' }, { status: 500 }),
          {
            once: true,
          },
        ),
      );
      const svcCart = await startWidget();
      await openView(svcCart, { bundleId: 1 }, VIEW, '[part~="view-error"]');
      expect(text('view-error')).to.equal('The items could not be loaded.');
      await press(VIEW, button(VIEW, 'Try again'));
      await waitFor(() => allInView(VIEW, ITEM).length === 6, 'the items');
    });
  });

  describe('single_product mode', () => {
    it('picks one variant per group as a card and moves the group’s quantity with it', async () => {
      const bundle = findBundle(1)!;
      sandbox().worker.use(
        http.get('*/storefront/v1/bundles/1', () =>
          HttpResponse.json({
            ...bundleView(bundle, 'USD', ['plans.plan.parent', 'plans.variant.parent']),
            selectionType: 'single_product',
          }),
        ),
      );
      const svcCart = await startWidget();
      const mounted = await openView(svcCart, { bundleId: 1 }, VIEW, 'input[name="group-1"]');
      await press(VIEW, choice(VIEW, 'Every month'));
      expect(allInView(VIEW, 'input[name="group-1"]')).to.have.length(4);
      expect(choice(VIEW, 'None').name).to.equal('group-2');
      expect(choice(VIEW, 'Dark Chocolate').disabled).to.equal(true);

      await press(VIEW, choice(VIEW, 'Ethiopia Guji'));
      await press(VIEW, add('Ethiopia Guji'), 3);
      await press(VIEW, choice(VIEW, 'Colombia Huila'));
      expect(text('tray')).to.equal('In your box Colombia Huila × 4 ×');
      await press(VIEW, choice(VIEW, 'Sumatra Mandheling'));
      expect(text('tray')).to.equal('In your box Sumatra Mandheling × 2 ×');
      await press(VIEW, choice(VIEW, 'Almond Biscotti'));
      await press(VIEW, add('Almond Biscotti'));
      await press(VIEW, submit());

      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect((await adds())[0]!.body).to.deep.include({
        bundle: {
          items: [
            { productId: 403, quantity: 2 },
            { productId: 411, quantity: 2 },
          ],
          preferences: [],
        },
      });
    });
  });
});
