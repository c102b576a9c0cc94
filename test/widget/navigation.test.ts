/**
 * The widget leaves the page only for web addresses. This file does not load the test harness,
 * which replaces `navigation.assign`, so the real one runs here.
 */
import { expect } from '@open-wc/testing';
import { navigation } from '../../src/bootstrap/navigation.js';
import { until } from '../shared/wait.js';

declare global {
  interface Window {
    __navigationRan?: boolean;
    __navigationProbe?: boolean;
  }
}

describe('navigation.assign', () => {
  it('does not follow a javascript: or data: address (from shop data such as checkoutUrl)', async () => {
    const before = location.href;
    navigation.assign('javascript:window.__navigationRan=true');
    navigation.assign('JavaScript:window.__navigationRan=true');
    navigation.assign('data:text/html,<script>parent.__navigationRan=true</script>');
    // A javascript: address of the test's own runs in a later task than any of the refused ones would.
    location.href = 'javascript:window.__navigationProbe=true';
    await until(() => window.__navigationProbe, 'the probe address to run');
    expect(window.__navigationRan).to.equal(undefined);
    expect(location.href).to.equal(before);
  });
});
