/**
 * Without `settings.analytics` (the default) the widget fetches no analytics code and makes no
 * `window.dataLayer`, whatever the consent. (A file of its own: the bridge's tests import it.)
 */
import { expect } from '@open-wc/testing';
import { setupWidget, startWidget } from './helpers.js';

const page = window as unknown as { dataLayer?: unknown[] };
const analyticsModules = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/src/analytics/'));

describe('analytics off', () => {
  setupWidget();
  afterEach(() => {
    delete page.dataLayer;
  });

  it('off by default: no analytics code is fetched, no dataLayer is made, nothing is pushed', async () => {
    const svcCart = await startWidget();
    svcCart.setAnalyticsConsent(true);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    svcCart.open();
    svcCart.close();
    expect('dataLayer' in window).to.equal(false);
    expect(analyticsModules().map((entry) => entry.name)).to.deep.equal([]);
  });

  it('the page’s own dataLayer gets nothing from the widget when the setting is off', async () => {
    page.dataLayer = [{ event: 'page_view' }];
    const svcCart = await startWidget({ settings: { analytics: false } });
    svcCart.setAnalyticsConsent(true);
    await svcCart.addItem({ productId: 201, quantity: 1 });
    svcCart.open();
    expect(page.dataLayer).to.deep.equal([{ event: 'page_view' }]);
    expect(analyticsModules().length).to.equal(0);
  });
});
