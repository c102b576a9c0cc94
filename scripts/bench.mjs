#!/usr/bin/env node
// `npm run bench`: the widget and the SDK against the libraries shops use today, in headless
// Chromium, printed as markdown tables. A measurement, not a test. The built widget is served from
// one origin with a sample shop page, the sandbox API from another (one server at 0 ms and one at
// 150 ms added latency).
//   1. start-up: script evaluation, time to `svc-cart-initialized` and to CART_READY, API requests,
//      long tasks and layout shift on the sample shop page (also with 4× CPU throttling);
//   2. interactions: cart link → summary painted, addItem → CART_UPDATED, + on a line → total
//      painted, configureItem({ bundleId: 1 }) → bundle view painted with its data;
//   3. sizes (min+gzip) and script evaluation of our files next to the published browser files of
//      other storefront libraries, fetched from npm at bench time (see bench/anchors.mjs);
//   4. steady state: heap, DOM nodes and listeners before and after many opens and cart updates;
//   5. portal: a page with the widget and `<svc-customer-portal>` in its HTML and a stored sign-in
//      (logged in through the API first, cookie `svc_access_token`): navigation start → the first
//      subscription card painted, the API requests sent until then and how many round trips they
//      took in sequence, against the target "2 round trips + 150 ms" (450 ms at 150 ms latency);
//   6. storefront: a product page written with `<svc-context>` and the elements inside it: the
//      widget script's arrival → the product's price painted, the API requests until then and their
//      round trips in sequence, against the target "1 round trip + 100 ms" (250 ms at 150 ms), and
//      the floor of this machine: a bare page sending the same two requests and painting the price.
// RUNS (default 5) runs per figure, median; CYCLES (1000) open/close cycles and UPDATES (500) cart
// updates for the steady state; BUILD=0 uses the existing build when there is one; ONLY=startup
// (or interactions, sizes, steady, portal, storefront; comma-separated) runs only those sections.
import {
  RUNS,
  LATENCIES,
  ONLY,
  began,
  log,
  print,
  sandboxPriority,
  apis,
  site,
  browser,
} from './bench/context.mjs';
import { interactions, startup } from './bench/startup-interactions.mjs';
import { sizes, steadyState } from './bench/sizes-steady.mjs';
import { portal, storefront } from './bench/portal-storefront.mjs';

// ------------------------------------------------------------------ run

try {
  print('# Benchmark: the cart widget and the SDK against the libraries shops use today');
  print();
  print(
    `Chromium ${browser.version()} headless, Node ${process.version}, ${RUNS} runs per figure (median). Sandbox API on its own origin, at ${sandboxPriority}; the page and dist/cart on another.`,
  );
  print();
  const sections = { startup, interactions, sizes, steady: steadyState, portal, storefront };
  for (const name of ONLY)
    if (!(name in sections))
      throw new Error(`ONLY: unknown section ${name} (${Object.keys(sections).join(', ')})`);
  for (const [name, section] of Object.entries(sections)) {
    if (ONLY.length && !ONLY.includes(name)) continue;
    const start = Date.now();
    await section();
    log(`${section.name}: ${((Date.now() - start) / 1000).toFixed(0)} s`);
  }
  print(`Total time: ${((Date.now() - began) / 1000).toFixed(0)} s.`);
} finally {
  await browser.close();
  site.stop();
  for (const latency of LATENCIES) apis[latency].server.stop();
}
