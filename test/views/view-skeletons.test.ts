/**
 * The customization views' loading states: while a view's code loads, the customization host
 * shows a skeleton in the shape of the view that is coming, and while its survey, bundle or start
 * dates load the view keeps a skeleton of the same shape, read by its loading message; never a
 * blank drawer. Each load is held with a gate the test opens, so no state passes by unseen. A page
 * of its own: a view's code, once loaded, stays for the page.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { http } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { until } from '../shared/wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { kitWithPlans } from './bundle-helpers.js';
import { router, viewElement } from './view-helpers.js';

/** A gate: requests wait at `held` until the test calls `release`. */
function gate() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** What a root's skeleton shows: its label and its blocks, or `null` without one. */
function skeletonIn(root: ParentNode | null | undefined) {
  const status = root?.querySelector<HTMLElement>('.skeleton[role="status"]');
  if (!status) return null;
  return {
    label: status.querySelector('.skeleton-label')!.textContent!.trim(),
    part: status.getAttribute('part'),
    blocks: [...status.querySelectorAll('.skeleton-block')].map((block) =>
      block.className.replace('skeleton-block skeleton-', ''),
    ),
    height: status.getBoundingClientRect().height,
  };
}

const viewRoot = (name: string) => viewElement(name)?.shadowRoot ?? null;

describe('customization views: skeletons while they load', () => {
  const sandbox = setupWidget();

  before(() => setViewport({ width: 390, height: 844 }));

  /** Holds every GET of `path` (an MSW pattern) until the gate opens. */
  function hold(path: string) {
    const { held, release } = gate();
    sandbox().worker.use(
      http.get(path, async () => {
        await held;
        return undefined;
      }),
    );
    return release;
  }

  it('the host shows the pricing view’s shape while that view’s code loads, then the view', async () => {
    const release = hold('*/svc-view-pricing/index.ts');
    const svcCart = await startWidget();
    void svcCart.configureItem({ productId: 100 });
    await until(() => skeletonIn(router()) !== null, 'the host’s skeleton');
    const shown = skeletonIn(router())!;
    expect(shown.label).to.equal('Loading…');
    expect(shown.part).to.equal('loading');
    expect(shown.blocks).to.deep.equal(['card', 'card', 'card', 'field', 'button']);
    expect(shown.height).to.be.greaterThan(300);
    // The view's title is there at once, above the skeleton.
    expect(router()!.querySelector('[part~="view-title"]')!.textContent!.trim()).to.equal('Choose a plan');
    expect(smallTapTargets(router()!.querySelector('.loading')!)).to.deep.equal([]);
    release();
    await until(() => Boolean(viewRoot('pricing')?.querySelector('[part~="submit-button"]')), 'the view');
    expect(skeletonIn(router())).to.equal(null);
  });

  it('the survey view is never blank: the host’s survey skeleton, then the view’s own until the questions are in', async () => {
    const releaseCode = hold('*/svc-view-survey/index.ts');
    const releaseSurvey = hold('*/storefront/v1/surveys/1');
    const svcCart = await startWidget();
    const seen = new Set<string>();
    let watching = true;
    // Every frame from the moment the view is asked for: what the drawer's view shows.
    const watch = () => {
      if (!watching) return;
      if (svcCart.customization) {
        const view = viewRoot('survey');
        if (view?.querySelector('form')) seen.add('questions');
        else if (skeletonIn(view)) seen.add(`view skeleton: ${skeletonIn(view)!.label}`);
        else if (skeletonIn(router())) seen.add(`host skeleton: ${skeletonIn(router())!.label}`);
        else seen.add('blank');
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
    void svcCart.configureItem({ productId: 111 });
    await until(() => skeletonIn(router()) !== null, 'the host’s skeleton');
    expect(skeletonIn(router())!.blocks).to.deep.equal(['line', 'card', 'card', 'card', 'button']);
    // Each state is let go once a frame has shown it (a busy machine may draw no frame between).
    await until(() => seen.has('host skeleton: Loading…'), 'the host’s skeleton, seen in a frame');
    releaseCode();
    await until(() => skeletonIn(viewRoot('survey')) !== null, 'the survey view’s skeleton');
    const own = skeletonIn(viewRoot('survey'))!;
    expect(own.label).to.equal('Loading the questions…');
    expect(own.blocks).to.deep.equal(['line', 'card', 'card', 'card', 'button']);
    expect(smallTapTargets(viewElement('survey')!)).to.deep.equal([]);
    await until(
      () => seen.has('view skeleton: Loading the questions…'),
      'the view’s skeleton, seen in a frame',
    );
    releaseSurvey();
    await until(() => seen.has('questions'), 'the questions, seen in a frame');
    watching = false;
    expect([...seen]).to.deep.equal([
      'host skeleton: Loading…',
      'view skeleton: Loading the questions…',
      'questions',
    ]);
  });

  it('the survey flow shows the questions’ shape while its survey loads', async () => {
    const release = hold('*/storefront/v1/surveys/1');
    const svcCart = await startWidget();
    void svcCart.configureItem({ surveyId: 1 });
    await until(() => skeletonIn(viewRoot('survey-flow')) !== null, 'the survey flow’s skeleton');
    const shown = skeletonIn(viewRoot('survey-flow'))!;
    expect(shown.label).to.equal('Loading the questions…');
    expect(shown.blocks).to.deep.equal(['line', 'card', 'card', 'card', 'button']);
    expect(smallTapTargets(viewElement('survey-flow')!)).to.deep.equal([]);
    release();
    await until(() => skeletonIn(viewRoot('survey-flow')) === null, 'the first question');
    expect(viewRoot('survey-flow')!.querySelector('[part~="submit-button"]')).to.not.equal(null);
  });

  it('the bundle view shows its shape while the box’s items load', async () => {
    const release = hold('*/storefront/v1/bundles/1/*');
    const svcCart: SvcCart = await startWidget();
    void svcCart.configureItem({ bundleId: 1 });
    await until(() => skeletonIn(viewRoot('bundle')) !== null, 'the bundle view’s skeleton');
    const shown = skeletonIn(viewRoot('bundle'))!;
    expect(shown.label).to.equal('Loading the items…');
    expect(shown.blocks).to.deep.equal(['line', 'card', 'card', 'card', 'card', 'button']);
    expect(smallTapTargets(viewElement('bundle')!)).to.deep.equal([]);
    release();
    await until(() => skeletonIn(viewRoot('bundle')) === null, 'the box');
  });

  it('the bundle-plan view shows its plans’ shape while the kit’s contents load', async () => {
    // The kit with a second plan to choose (a fixed bundle of one plan is added at once).
    kitWithPlans(sandbox().worker, 101);
    const release = hold('*/storefront/v1/bundles/2/items');
    const svcCart = await startWidget();
    void svcCart.configureItem({ bundleId: 2 });
    await until(() => skeletonIn(viewRoot('bundle-plan')) !== null, 'the bundle-plan view’s skeleton');
    const shown = skeletonIn(viewRoot('bundle-plan'))!;
    expect(shown.label).to.equal('Loading…');
    expect(shown.blocks).to.deep.equal(['card', 'card', 'card', 'button']);
    expect(smallTapTargets(viewElement('bundle-plan')!)).to.deep.equal([]);
    release();
    await until(() => skeletonIn(viewRoot('bundle-plan')) === null, 'the plans');
  });

  it('the gift view shows the start dates’ shape while they load, the rest of its form already there', async () => {
    const release = hold('*/storefront/v1/carts/:cartId/gifting-dates');
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 101 });
    svcCart.configureGift(null, true);
    svcCart.open(false);
    await until(() => skeletonIn(viewRoot('gift')) !== null, 'the gift view’s skeleton');
    const shown = skeletonIn(viewRoot('gift'))!;
    expect(shown.label).to.equal('Loading the start dates…');
    expect(shown.blocks).to.deep.equal(['line', 'card']);
    expect(viewRoot('gift')!.querySelector('form')).to.not.equal(null);
    expect(smallTapTargets(viewElement('gift')!)).to.deep.equal([]);
    release();
    await until(
      () => (viewRoot('gift')?.querySelectorAll('input[name="startsAt"]').length ?? 0) > 0,
      'the start dates',
    );
    expect(skeletonIn(viewRoot('gift'))).to.equal(null);
  });
});
