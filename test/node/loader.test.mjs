// The package's loader on a server (no `window`, no `document`): `loadSvcCart` resolves `null` and
// adds nothing, so framework code may call it while rendering. Runs against the built package
// runtime, `dist/index.js` (npm run build).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSvcCart } from '../../dist/index.js';

test('loadSvcCart resolves null on a server and sets no global', async () => {
  const before = Object.keys(globalThis).sort();
  const svcCart = await loadSvcCart({ src: '/cart/cart-widget.js', config: { apiKey: 'demo-api-key' } });
  assert.equal(svcCart, null);
  assert.deepEqual(Object.keys(globalThis).sort(), before);
  assert.equal('svcConfig' in globalThis, false);
});
