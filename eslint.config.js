// Lint rules, including the architecture's boundaries (STYLE.md: "Habits that keep it this way").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

const sandboxImport = {
  group: ['**/sandbox', '**/sandbox/**'],
  message: 'Only sandbox/, test files and demo/ may import the sandbox.',
};

// The layers of src/ (docs/architecture.md); each imports only from the layers below it:
//   1. core (src/core)                       pure: nothing of src/ outside core, @svc/sdk only as types
//                                            (at run time only @svc/sdk/email, the one email rule)
//   2. controller (src/controller)           core, controller, @svc/sdk
//   3. UI (src/ui, elements, views, checkout, portal, storefront) core, src/ui, @svc/sdk and the controller only
//                                            as types, except controller/context.ts; the UI folders above src/ui
//                                            import each other only as types (`SIBLINGS` below)
//   4. plugins (src/analytics, src/debug)    anything but bootstrap
//   5. bootstrap (src/bootstrap, src/cart-widget.ts): anything
// Every rule below is proven to fire by test/e2e/07-layers.check.mjs. Imports are relative (`../x/y.js`),
// so the patterns match folder names (gitignore-style); no other folder of src/ or its subfolders
// shares those names, except src/controller/checkout/, portal/ and storefront/ (see `ui` below). `no-restricted-imports` does not
// see `import()` or `typeof import()`, so each rule also has a regular expression of the same paths for
// `no-restricted-syntax` (`\x2F` is `/`, which a selector's regular expression cannot contain).
const ARCHITECTURE = '(docs/architecture.md)';
const UI = 'UI (src/ui, src/elements, src/views, src/checkout, src/portal, src/storefront)';
const dir = (...names) => `(^|\\x2F)(${names.join('|')})\\x2F`;
const target = {
  sdk: { group: ['@svc/sdk', '**/sdk/src/**'], regex: '^@svc\\x2Fsdk($|\\x2F)|(^|\\x2F)sdk\\x2Fsrc\\x2F' },
  // Core, like the UI, takes the SDK only as types, with one exception: `@svc/sdk/email`, the one
  // email rule (sdk/src/email.ts, a module with no imports), which src/core/email.ts re-exports.
  // A group cannot re-include a path below one it names, so the import rule takes a regular
  // expression here (`importRegex`) as the syntax rule does.
  coreSdk: {
    importRegex: '^@svc/sdk($|/(?!email$))|(^|/)sdk/src/',
    regex: '^@svc\\x2Fsdk($|\\x2F(?!email$))|(^|\\x2F)sdk\\x2Fsrc\\x2F',
  },
  outsideCore: {
    group: [
      ...[
        'bootstrap',
        'controller',
        'ui',
        'elements',
        'views',
        'checkout',
        'portal',
        'storefront',
        'analytics',
        'debug',
      ].map((name) => `**/${name}/**`),
      '**/cart-widget.js',
    ],
    regex: `${dir('bootstrap', 'controller', 'ui', 'elements', 'views', 'checkout', 'portal', 'storefront', 'analytics', 'debug')}|(^|\\x2F)cart-widget\\.js$`,
  },
  // From src/controller/*.ts, `./checkout/` is the controller's own src/controller/checkout/.
  ui: {
    group: [
      '**/ui/**',
      '**/elements/**',
      '**/views/**',
      '**/portal/**',
      '**/storefront/**',
      '**/checkout/**',
      '!./checkout/**',
      '!./portal/**',
      '!./storefront/**',
      '!**/controller/portal/**',
      '!**/controller/storefront/**',
      '!**/controller/checkout/**',
    ],
    regex: `${dir('ui', 'elements', 'views')}|(^|\\.\\.\\x2F)(checkout|portal|storefront)\\x2F`,
  },
  // UI may use the controller's context at run time, the rest only as types.
  controllerInternals: {
    group: ['**/controller/**', '!**/controller/context.js'],
    regex: `(^|\\x2F)controller\\x2F(?!context\\.js$)`,
  },
  plugins: { group: ['**/analytics/**', '**/debug/**'], regex: dir('analytics', 'debug') },
  bootstrap: {
    group: ['**/bootstrap/**', '**/cart-widget.js'],
    regex: `${dir('bootstrap')}|(^|\\x2F)cart-widget\\.js$`,
  },
};

// The UI folders above the floor (src/ui). None imports another at run time: what two of them use
// lives in src/ui/, and where one shows another's element it loads it by tag (`loadElement`,
// src/ui/load-element.ts). `SIBLING_RULED` lists the folders the rule holds for; the floor itself
// imports none of them at run time. `../controller/checkout/` and the like are the controller's.
const SIBLINGS = ['elements', 'views', 'checkout', 'portal', 'storefront'];
const SIBLING_RULED = ['ui', 'elements', 'views', 'checkout', 'portal', 'storefront'];
// Run-time imports across that remain (issue 37), each to go with its move: localize-controller.ts
// and option-card.styles.ts move to src/ui/ on their owners' branches; the checkout shell
// (elements/svc-cart-checkout) still takes its messages and the offers element from checkout/.
const SIBLING_PENDING = ['**/checkout/messages.js', '**/checkout/svc-checkout-offers/index.js'];
/** The other UI folders, as a target `src/${folder}` may import only as types. */
function siblingsOf(folder) {
  const others = SIBLINGS.filter((name) => name !== folder);
  return {
    others,
    group: [
      ...others.map((name) => `**/${name}/**`),
      ...others.map((name) => `!**/controller/${name}/**`),
      // A file below a subfolder is let through with its folder (gitignore: an excluded folder's files stay out).
      ...SIBLING_PENDING.flatMap((pattern) => {
        const folder = pattern.split('/').slice(0, -1).join('/');
        return folder.split('/').length > 2 ? [`!${folder}`, `!${pattern}`] : [`!${pattern}`];
      }),
    ],
    regex: `(^|\\.\\.\\x2F)(${others.join('|')})\\x2F`,
  };
}
/** What `src/${folder}` is told when it imports a sibling at run time. */
const siblingMessage = (folder, others) =>
  folder === 'ui'
    ? `src/ui (the UI floor) imports the UI folders above it (${others.map((name) => `src/${name}`).join(', ')}) only with \`import type\`.`
    : `src/${folder} imports the other UI folders (${others.map((name) => `src/${name}`).join(', ')}) only with \`import type\`: what they share lives in src/ui/, and another folder's element loads by tag (loadElement).`;

/**
 * `for…in` walks inherited keys too: a key another script added to `Object.prototype` would become
 * a route, a header or a field. Everywhere: `Object.keys` / `Object.entries` read own keys only.
 */
const NO_FOR_IN = {
  selector: 'ForInStatement',
  message: '`for…in` walks inherited keys too: use Object.keys() or Object.entries().',
};

/**
 * The rules of one layer: `forbid` lists `[target, message, types]`, where `types` allows `import type`
 * (and `typeof import()`) of the target.
 */
function layer(files, forbid, syntax = []) {
  const message = (text) => `${text} ${ARCHITECTURE}`;
  return {
    files,
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            sandboxImport,
            ...forbid.map(([{ group, importRegex }, text, types]) => ({
              ...(importRegex ? { regex: importRegex } : { group }),
              message: message(text),
              ...(types ? { allowTypeImports: true } : {}),
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...forbid.flatMap(([{ regex }, text, types]) => [
          { selector: `ImportExpression[source.value=/${regex}/]`, message: message(text) },
          ...(types
            ? []
            : [{ selector: `TSImportType[argument.literal.value=/${regex}/]`, message: message(text) }]),
        ]),
        ...syntax.map(([selector, text]) => ({ selector, message: message(text) })),
        NO_FOR_IN,
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'sdk/dist/',
      'public/mockServiceWorker.js',
      'coverage/',
      // What the example apps' own tools write when one is run in its folder (npm run dev, build).
      'examples/*/dist/',
      'examples/*/.next/',
      'examples/*/public/cart/',
      'examples/*/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      // Clarity before bytes (STYLE.md): one expression does one thing.
      'no-sequences': ['error', { allowInParentheses: false }],
      'no-restricted-syntax': ['error', NO_FOR_IN],
    },
  },
  {
    files: ['scripts/**', 'test/e2e/**', '*.config.*', 'sandbox/hosts/node.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'lit-a11y': litA11y },
    rules: litA11y.configs.recommended.rules,
  },
  // 5. bootstrap (src/bootstrap, src/cart-widget.ts) and anything else in src/: only not the sandbox.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [sandboxImport] }],
    },
  },
  // 1. core
  layer(
    ['src/core/**/*.ts'],
    [
      [target.outsideCore, 'core imports nothing of src/ outside src/core/.'],
      [target.coreSdk, 'core imports @svc/sdk only with `import type`.', true],
    ],
  ),
  // 2. controller
  layer(
    ['src/controller/**/*.ts'],
    [
      [target.ui, `controller does not import the ${UI}: the UI imports the controller.`],
      [target.plugins, 'controller does not import src/analytics or src/debug: only bootstrap does.'],
      [target.bootstrap, 'controller does not import src/bootstrap or src/cart-widget.ts.'],
    ],
  ),
  // 3. UI, one block per folder: the same rules, and the sibling rule where it holds.
  ...['ui', ...SIBLINGS].map((folder) => {
    const siblings = siblingsOf(folder);
    return layer(
      [`src/${folder}/**/*.ts`],
      [
        [
          target.sdk,
          `${UI} imports @svc/sdk only with \`import type\`: only the controller uses the SDK.`,
          true,
        ],
        [
          target.controllerInternals,
          `${UI} imports from src/controller/ at run time only context.js, anything else only with \`import type\`.`,
          true,
        ],
        [target.plugins, `${UI} does not import src/analytics or src/debug: only bootstrap does.`],
        [target.bootstrap, `${UI} does not import src/bootstrap or src/cart-widget.ts.`],
        ...(SIBLING_RULED.includes(folder)
          ? [[siblings, siblingMessage(folder, siblings.others), true]]
          : []),
      ],
      // `.sdk`, `['sdk']` and `{ sdk }` (not a private `#sdk` of the UI's own, such as PayPal's script loader).
      [
        "MemberExpression[computed=false][property.type='Identifier'][property.name='sdk']",
        "MemberExpression[computed=true][property.value='sdk']",
        "ObjectPattern > Property[key.name='sdk']",
      ].map((selector) => [selector, `${UI} does not touch \`.sdk\`: only the controller uses the SDK.`]),
    );
  }),
  // 4. plugins
  layer(
    ['src/analytics/**/*.ts', 'src/debug/**/*.ts'],
    [
      [
        target.bootstrap,
        'plugins (src/analytics, src/debug) do not import src/bootstrap or src/cart-widget.ts.',
      ],
    ],
  ),
  {
    files: ['sdk/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sandboxImport,
            {
              group: ['../../src/**', '../../../src/**', '../../../../src/**'],
              message: 'The SDK must not import the widget.',
            },
          ],
        },
      ],
    },
  },
);
