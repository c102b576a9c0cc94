/**
 * `FollowController` (src/ui/follow-controller.ts), the one "subscribe and re-render" controller
 * of the UI: it subscribes while its host is on the page, re-renders it on each change, and lets go
 * when the host leaves or follows something else.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { FollowController } from '../../src/ui/follow-controller.js';
import { FakeSource, RenderCounter, settled } from './follow-host.js';

async function mount(): Promise<{ host: RenderCounter; following: FollowController<FakeSource> }> {
  const host = await fixture<RenderCounter>(html`<test-render-counter></test-render-counter>`);
  return { host, following: new FollowController<FakeSource>(host) };
}

describe('FollowController', () => {
  it('subscribes to the source it is given while the host is connected', async () => {
    const { host, following } = await mount();
    const source = new FakeSource();
    // A controller added to a connected host is told so by Lit at once.
    following.follow(source);
    await settled(host);
    expect(source.listeners).to.equal(1);
  });

  it('subscribes on connect to a source given before the host was on the page', async () => {
    const host = document.createElement('test-render-counter') as RenderCounter;
    const following = new FollowController<FakeSource>(host);
    const source = new FakeSource();
    following.follow(source);
    expect(source.listeners).to.equal(0);
    document.body.append(host);
    try {
      await settled(host);
      expect(source.listeners).to.equal(1);
    } finally {
      host.remove();
    }
  });

  it('re-renders the host on each change of the source', async () => {
    const { host, following } = await mount();
    const source = new FakeSource();
    following.follow(source);
    await settled(host);
    const before = host.renders;
    source.emit();
    await settled(host);
    expect(host.renders).to.equal(before + 1);
    source.emit();
    await settled(host);
    expect(host.renders).to.equal(before + 2);
  });

  it('unsubscribes when the host leaves the page, and changes no longer render it', async () => {
    const { host, following } = await mount();
    const source = new FakeSource();
    following.follow(source);
    await settled(host);
    host.remove();
    expect(source.listeners).to.equal(0);
    const before = host.renders;
    source.emit();
    await settled(host);
    expect(host.renders).to.equal(before);
  });

  it('subscribes again when the host is put back on the page', async () => {
    const { host, following } = await mount();
    const source = new FakeSource();
    following.follow(source);
    await settled(host);
    const parent = host.parentElement!;
    host.remove();
    parent.append(host);
    expect(source.listeners).to.equal(1);
    expect(source.subscriptions).to.equal(2);
    const before = host.renders;
    source.emit();
    await settled(host);
    expect(host.renders).to.equal(before + 1);
  });

  it('lets go of the old source when it follows a new one, and of any with undefined', async () => {
    const { host, following } = await mount();
    const first = new FakeSource();
    const second = new FakeSource();
    following.follow(first);
    following.follow(second);
    expect(first.listeners).to.equal(0);
    expect(second.listeners).to.equal(1);
    await settled(host);
    const before = host.renders;
    first.emit();
    await settled(host);
    expect(host.renders).to.equal(before);
    following.follow(undefined);
    expect(second.listeners).to.equal(0);
  });

  it('following the same source again neither subscribes twice nor renders', async () => {
    const { host, following } = await mount();
    const source = new FakeSource();
    following.follow(source);
    await settled(host);
    const before = host.renders;
    following.follow(source);
    await settled(host);
    expect(source.subscriptions).to.equal(1);
    expect(host.renders).to.equal(before);
  });
});
