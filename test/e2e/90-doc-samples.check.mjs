// Every code sample in README.md, sdk/README.md, docs/**/*.md and docs/snippets/*.html runs or type-checks. Each fenced block is
// checked by the language its fence names (test/e2e/doc-samples/samples.mjs does the work):
//
// - A fence without a language fails: tag every block. `text` blocks are not code and are skipped.
// - js / javascript / ts / typescript: type-checked as an ES module of its own (top-level await
//   allowed) with the TypeScript compiler API: strict, lib ES2022 + DOM, `@svc/sdk` resolved to
//   sdk/src/index.ts, the widget's globals (`window.svcCart`, `window.SvcCart`, `window.svcConfig`)
//   from src/bootstrap/index.ts, mocha's globals (as in the project's tests), `js` blocks with
//   checkJs. Relative imports resolve as from a test file in `test/<folder>/`
//   (`../../sandbox/testing.js`). A prelude declares the placeholders a
//   guide may use without defining them: `email`, `password` (strings), `myGoogleSignIn()` (a
//   promise of an ID token) and `gatewayVerify(token)` (a promise of a payment ID).
// - A block right under a `<!-- from examples/<app>/<file> -->` line (or `…<file>#<region>`, the
//   lines between `// #region <region>` and `// #endregion`) must equal that text
//   (`npm run docs:examples` rewrites such blocks from their sources); the example apps compile,
//   build and run the source (scripts/examples.mjs), so it is not checked here otherwise.
// - jsx / tsx / vue / svelte: framework samples exist only as cut from an example app; any other
//   such block fails.
// - html: every inline `<script>` is type-checked as `js`; then the page is loaded in Chromium
//   from the demo server (a fragment goes into a `<body>`), with the widget's script (any URL ending
//   in `cart/cart-widget.js`) replaced by the demo's source build `/widget.ts`, `apiKey: '<API_KEY>'`
//   by the sandbox's key, and an `apiUrl` that is missing, empty or ends in `/storefront/v1/` (the
//   sandbox server's) by the demo server's API. It must run
//   without page or console errors and, when it loads the widget, dispatch `svc-cart-initialized`
//   (`svc-cart-loaded` for `init: false`) and let the widget become ready.
// - sh / bash / shell: every `npm run <name>` names a script of package.json, every `npm <cmd>`
//   is an npm command, and every repository path it names exists.
// - css: parsed by Chromium (`CSSStyleSheet.replaceSync`) without dropped rules or refused
//   declarations, and every `--svc-*` property and `::part(name)` it uses exists in src/
//   (`svc-cart-root::part(name)`: a part that `<svc-cart-root>` forwards to the page).
// - json: `JSON.parse`. Any other language fails ("unknown sample language").
//
// One check per file, naming each failing block's line and the message.
import { checkDocuments, projectDocuments } from './doc-samples/samples.mjs';

const fence = '```';
/** Samples that break one rule each; the check below expects every one of them to be reported. */
const WRONG = [
  `${fence}js\nwindow.svcCart?.opne();\n${fence}`,
  `${fence}\nnpm run demo\n${fence}`,
  `${fence}python\nprint(1)\n${fence}`,
  `${fence}sh\nnpm run deploy\nnpm frobnicate\nnode scripts/missing.mjs\n${fence}`,
  `${fence}css\nsvc-cart-root { --svc-acent: red; }\nsvc-cart-root::part(checkout-button) { color: red; }\n${fence}`,
  `${fence}css\nsvc-cart-root::part(panel) { colr: red; }\nsvc-cart-root:::part(title) { color: red; }\n${fence}`,
  `${fence}json\n{ "a": 1, }\n${fence}`,
  `${fence}html\n<script>\n  window.svcConfig = { apiKey: 42 };\n</script>\n<script>throw new Error('sample failed');</script>\n${fence}`,
  `${fence}tsx\nexport function Open() {\n  return <button onClick={() => window.svcCart?.open()}>Cart</button>;\n}\n${fence}`,
  `<!-- from examples/next-app-router/app/cart-button.tsx#cart-button -->\n${fence}tsx\n'use client';\n${fence}`,
  `<!-- from examples/next-app-router/app/cart-button.tsx#no-such-region -->\n${fence}tsx\n'use client';\n${fence}`,
  `<!-- from examples/angular/app.ts -->\n${fence}ts\nexport {};\n${fence}`,
].join('\n\n');

export default async ({ check, assert, base, browser }) => {
  const documents = projectDocuments();
  const failures = await checkDocuments([...documents, { name: 'wrong.md', text: WRONG }], {
    base,
    browser,
  });

  await check('the doc-sample rules report each kind of wrong sample with its line', async () => {
    const found = failures.get('wrong.md').join('\n');
    const expected = [
      /wrong\.md:1 \(js\): line 2: TS2339 Property 'opne' does not exist on type 'SvcCart'/,
      /wrong\.md:5 \(no language\): the fence has no language/,
      /wrong\.md:9 \(python\): unknown sample language "python"/,
      /wrong\.md:13 \(sh\): line 14: package\.json has no script "deploy"/,
      /wrong\.md:13 \(sh\): line 15: "npm frobnicate" is not an npm command/,
      /wrong\.md:13 \(sh\): line 16: the path scripts\/missing\.mjs does not exist/,
      /wrong\.md:19 \(css\): line 20: the widget has no custom property --svc-acent/,
      /wrong\.md:19 \(css\): line 21: <svc-cart-root> does not expose the part checkout-button/,
      /wrong\.md:24 \(css\): the declaration "colr: red" is invalid/,
      /wrong\.md:24 \(css\): 1 rule\(s\) dropped/,
      /wrong\.md:29 \(json\): invalid JSON/,
      /wrong\.md:33 \(html\): line 35: TS2322 Type 'number' is not assignable to type 'string/,
      /wrong\.md:33 \(html\): page error: sample failed/,
      /wrong\.md:40 \(tsx\): a framework sample is cut from an example app/,
      /wrong\.md:47 \(tsx\): differs from its source examples\/next-app-router\/app\/cart-button\.tsx#cart-button: run npm run docs:examples/,
      /wrong\.md:52 \(tsx\): examples\/next-app-router\/app\/cart-button\.tsx has no "\/\/ #region no-such-region"/,
      /wrong\.md:57 \(ts\): its source examples\/angular\/app\.ts does not exist/,
    ];
    const missing = expected.filter((pattern) => !pattern.test(found));
    assert(missing.length === 0, `not reported: ${missing.join(', ')}\nreported:\n${found}`);
  });

  for (const { name } of documents) {
    await check(`every code sample in ${name} runs or type-checks`, async () => {
      const problems = failures.get(name);
      assert(problems.length === 0, `${problems.length} problem(s):\n    ${problems.join('\n    ')}`);
    });
  }
};
