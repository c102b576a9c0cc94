/**
 * The customer portal on a phone (390×844): the section tabs stay one row that scrolls sideways
 * (the chosen tab scrolled into view), the first subscription starts above the fold, every control
 * of every section is at least 44×44, and while the widget starts the portal shows a skeleton in
 * the shape of the account instead of "Loading your account…" alone.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import '../../src/portal/svc-customer-portal/index.js';
import type { SvcCustomerPortal } from '../../src/portal/svc-customer-portal/svc-customer-portal.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { until } from '../shared/wait.js';
import { setupWidget, signIn, startWidget } from './portal-helpers.js';

const shadow = (element: Element | null | undefined) => element?.shadowRoot ?? null;
const section = (portal: SvcCustomerPortal, tag: string) => shadow(portal)?.querySelector(tag) ?? null;
const tabs = (portal: SvcCustomerPortal) => [
  ...shadow(portal)!.querySelectorAll<HTMLElement>('[role="tab"]'),
];

/** The first subscription card of the list, once drawn. */
function firstCard(portal: SvcCustomerPortal): HTMLElement | null {
  const list = shadow(section(portal, 'svc-portal-subscriptions'));
  const card = list?.querySelector('svc-portal-subscription');
  return shadow(card)?.querySelector<HTMLElement>('[part~="card"]') ?? null;
}

describe('<svc-customer-portal> on a phone', () => {
  setupWidget();
  beforeEach(async () => {
    await setViewport({ width: 390, height: 844 });
    window.scrollTo(0, 0);
  });
  afterEach(async () => {
    document.querySelectorAll('svc-customer-portal').forEach((portal) => portal.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  async function signedInPortal(): Promise<SvcCustomerPortal> {
    watchPageElements();
    const svcCart = await startWidget();
    const portal = document.createElement('svc-customer-portal');
    document.body.prepend(portal);
    await until(() => section(portal, 'svc-portal-sign-in'), 'the sign-in part');
    expect(smallTapTargets(portal)).to.deep.equal([]);
    await signIn(svcCart);
    await until(() => firstCard(portal), 'the first subscription');
    return portal;
  }

  it('the tabs stay one row that scrolls sideways; the chosen tab scrolls into view', async () => {
    const portal = await signedInPortal();
    const list = shadow(portal)!.querySelector<HTMLElement>('[role="tablist"]')!;
    const tops = new Set(tabs(portal).map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect([...tops]).to.have.length(1);
    expect(getComputedStyle(list).overflowX).to.equal('auto');
    expect(list.getBoundingClientRect().height).to.be.lessThan(60);

    const profile = tabs(portal).at(-1)!;
    profile.click();
    await until(() => section(portal, 'svc-portal-profile'), 'the profile part');
    await until(
      () => profile.getBoundingClientRect().right <= list.getBoundingClientRect().right + 1,
      'the Profile tab in view',
    );
  });

  it('the first subscription starts above the fold', async () => {
    const portal = await signedInPortal();
    const top = firstCard(portal)!.getBoundingClientRect().top + window.scrollY;
    expect(top).to.be.lessThan(844 - 120);
  });

  it('every control of every section is at least 44×44', async () => {
    const portal = await signedInPortal();
    expect(smallTapTargets(portal)).to.deep.equal([]);
    for (const [index, tag] of [
      [1, 'svc-portal-addresses'],
      [2, 'svc-portal-cards'],
      [3, 'svc-portal-profile'],
    ] as const) {
      tabs(portal)[index]!.click();
      await until(() => shadow(section(portal, tag))?.querySelector('h2'), tag);
      await until(() => !shadow(section(portal, tag))!.querySelector('[aria-busy="true"]'), `${tag} loaded`);
      expect(smallTapTargets(portal), tag).to.deep.equal([]);
    }
  });

  it('shows a skeleton in the shape of the account while the widget starts', async () => {
    const portal = await fixture<SvcCustomerPortal>(html`<svc-customer-portal></svc-customer-portal>`);
    const status = shadow(portal)!.querySelector<HTMLElement>('[part~="status"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent!.trim()).to.equal('Loading your account…');
    expect(status.querySelectorAll('.skeleton-block[aria-hidden="true"]').length).to.be.greaterThan(3);
    expect(status.querySelector('.skeleton-card')).not.to.equal(null);
    await expect(portal).to.be.accessible();
  });
});
