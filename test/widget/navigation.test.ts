/**
 * The widget leaves the page only for web addresses. This file does not load the test harness,
 * which replaces `navigation.assign`, so the real one runs here.
 */
import { expect } from '@open-wc/testing';
import { navigation } from '../../src/bootstrap/navigation.js';

declare global {
  interface Window {
    __navigationRan?: boolean;
  }
}

describe('navigation.assign', () => {
  it('does not follow a javascript: or data: address (from shop data such as checkoutUrl)', async () => {
    const before = location.href;
    navigation.assign('javascript:window.__navigationRan=true');
    navigation.assign('JavaScript:window.__navigationRan=true');
    navigation.assign('data:text/html,<script>parent.__navigationRan=true</script>');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(window.__navigationRan).to.equal(undefined);
    expect(location.href).to.equal(before);
  });
});
