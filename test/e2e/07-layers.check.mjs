// The layer rules of eslint.config.js (docs/architecture.md): ESLint lints small probe modules as if
// they were files of each layer (lintText with a path that need not exist), and each forbidden import
// must be reported with its exact rule and message, each allowed one not at all. Controls: every probe
// path is linted with the layer rules (not ignored), and with those rules off every forbidden probe is
// silent, so a removed or loosened rule fails a check here.
import { ESLint } from 'eslint';

const IMPORTS = '@typescript-eslint/no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const DOC = '(docs/architecture.md)';
const UI = 'UI (src/ui, src/elements, src/views, src/checkout, src/portal, src/storefront)';
const MESSAGE = {
  core: `core imports nothing of src/ outside src/core/. ${DOC}`,
  coreSdk: `core imports @svc/sdk only with \`import type\`. ${DOC}`,
  controllerUi: `controller does not import the ${UI}: the UI imports the controller. ${DOC}`,
  controllerPlugins: `controller does not import src/analytics or src/debug: only bootstrap does. ${DOC}`,
  controllerBootstrap: `controller does not import src/bootstrap or src/cart-widget.ts. ${DOC}`,
  uiSdk: `${UI} imports @svc/sdk only with \`import type\`: only the controller uses the SDK. ${DOC}`,
  uiController: `${UI} imports from src/controller/ at run time only context.js, anything else only with \`import type\`. ${DOC}`,
  uiPlugins: `${UI} does not import src/analytics or src/debug: only bootstrap does. ${DOC}`,
  uiBootstrap: `${UI} does not import src/bootstrap or src/cart-widget.ts. ${DOC}`,
  uiDotSdk: `${UI} does not touch \`.sdk\`: only the controller uses the SDK. ${DOC}`,
  pluginsBootstrap: `plugins (src/analytics, src/debug) do not import src/bootstrap or src/cart-widget.ts. ${DOC}`,
  sandbox: 'Only sandbox/, test files and demo/ may import the sandbox.',
  forIn: '`for…in` walks inherited keys too: use Object.keys() or Object.entries().',
};

// Probe modules: one import each, otherwise clean for every other rule.
const runtime = (source) => `import { a } from '${source}';\nexport { a };\n`;
const reexport = (source) => `export { a } from '${source}';\n`;
const types = (source) => `import type { A } from '${source}';\nexport type { A };\n`;
const dynamic = (source) => `export const load = () => import('${source}');\n`;
const typeQuery = (source) => `export type T = typeof import('${source}');\n`;

// What each kind of probe reports when its source is forbidden.
const byImport = (source, message) => ({
  ruleId: IMPORTS,
  message: `'${source}' import is restricted from being used by a pattern. ${message}`,
});
const bySyntax = (message) => ({ ruleId: SYNTAX, message });
/** Static, re-exported, type, `import()` and `typeof import()` imports of `source`: all forbidden. */
const never = (file, source, message) => [
  [file, runtime(source), [byImport(source, message)]],
  [file, reexport(source), [byImport(source, message)]],
  [file, types(source), [byImport(source, message)]],
  [file, dynamic(source), [bySyntax(message)]],
  [file, typeQuery(source), [bySyntax(message)]],
];
/** Forbidden at run time (static, re-exported, `import()`), allowed as types. */
const typesOnly = (file, source, message) => [
  [file, runtime(source), [byImport(source, message)]],
  [file, reexport(source), [byImport(source, message)]],
  [file, dynamic(source), [bySyntax(message)]],
  [file, types(source), []],
  [file, typeQuery(source), []],
];
/** Allowed in every form. */
const always = (file, source) => [runtime, types, dynamic, typeQuery].map((form) => [file, form(source), []]);

const UI_FOLDERS = ['ui', 'elements', 'views', 'checkout', 'portal', 'storefront'];
/** The UI folders above the floor, which import each other only as types. */
const SIBLINGS = ['elements', 'views', 'checkout', 'portal', 'storefront'];
/** The folders the sibling rule holds for; portal and storefront join once their imports across are gone. */
const SIBLING_RULED = ['ui', 'elements', 'views', 'checkout', 'portal', 'storefront'];
/** Run-time imports across that the rule lets through until their files move (eslint.config.js). */
const SIBLING_PENDING = ['../checkout/messages.js', '../checkout/svc-checkout-offers/index.js'];
const siblingMessage = (folder) => {
  const others = SIBLINGS.filter((name) => name !== folder).map((name) => `src/${name}`);
  return folder === 'ui'
    ? `src/ui (the UI floor) imports the UI folders above it (${others.join(', ')}) only with \`import type\`. ${DOC}`
    : `src/${folder} imports the other UI folders (${others.join(', ')}) only with \`import type\`: what they share lives in src/ui/, and another folder's element loads by tag (loadElement). ${DOC}`;
};
const ALL_FOLDERS = [
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
];

/** A probe file in each layer of src/: core, controller, every UI folder, the plugins and bootstrap. */
const LAYER_FILES = [
  'src/core/__probe.ts',
  'src/controller/__probe.ts',
  ...UI_FOLDERS.map((folder) => `src/${folder}/__probe.ts`),
  'src/analytics/__probe.ts',
  'src/debug/__probe.ts',
  'src/bootstrap/__probe.ts',
  'src/cart-widget.ts',
];

// Each check's probes: [title, [[file, code, expected messages], ...]].
const CHECKS = [
  [
    'core imports nothing of src/ outside src/core/ (controller, elements, views, checkout, bootstrap, analytics, debug, cart-widget.ts), not even types',
    [
      ...ALL_FOLDERS.flatMap((folder) => never('src/core/__probe.ts', `../${folder}/x.js`, MESSAGE.core)),
      ...never('src/core/__probe.ts', '../controller/context.js', MESSAGE.core),
      ...never('src/core/__probe.ts', '../cart-widget.js', MESSAGE.core),
      ...never('src/core/i18n/__probe.ts', '../../controller/svc-cart.js', MESSAGE.core),
      ...never('src/core/i18n/__probe.ts', '../../elements/tokens.js', MESSAGE.core),
      ...never('src/core/i18n/catalogs/__probe.ts', '../../../debug/debug.js', MESSAGE.core),
    ],
  ],
  [
    'core imports @svc/sdk only with `import type`',
    [
      ...typesOnly('src/core/__probe.ts', '@svc/sdk', MESSAGE.coreSdk),
      ...typesOnly('src/core/__probe.ts', '@svc/sdk/debug', MESSAGE.coreSdk),
      ...typesOnly('src/core/i18n/__probe.ts', '@svc/sdk', MESSAGE.coreSdk),
    ],
  ],
  [
    'core imports core and npm packages (control: names like views.ts, analytics-event.ts, i18n/ are not caught)',
    [
      ...always('src/core/__probe.ts', './views.js'),
      ...always('src/core/__probe.ts', './analytics-event.js'),
      ...always('src/core/__probe.ts', './i18n/localize.js'),
      ...always('src/core/__probe.ts', 'picomatch/posix'),
      ...always('src/core/i18n/__probe.ts', '../errors.js'),
      ...always('src/core/i18n/catalogs/__probe.ts', '../../config.js'),
    ],
  ],
  [
    'controller does not import the UI (ui, elements, views, checkout, portal, storefront), not even types',
    [
      ...UI_FOLDERS.flatMap((folder) =>
        never('src/controller/__probe.ts', `../${folder}/x.js`, MESSAGE.controllerUi),
      ),
      ...never('src/controller/__probe.ts', '../ui/gateways/gateway.js', MESSAGE.controllerUi),
      ...never('src/controller/checkout/__probe.ts', '../../ui/gateways/gateway.js', MESSAGE.controllerUi),
      ...never('src/controller/checkout/__probe.ts', '../../ui/load-element.js', MESSAGE.controllerUi),
      ...never('src/controller/checkout/__probe.ts', '../../views/view-kit.js', MESSAGE.controllerUi),
      ...never('src/controller/portal/__probe.ts', '../../portal/portal-kit.js', MESSAGE.controllerUi),
      ...never('src/controller/__probe.ts', '../portal/svc-customer-portal/index.js', MESSAGE.controllerUi),
      ...never('src/controller/storefront/__probe.ts', '../../storefront/x.js', MESSAGE.controllerUi),
    ],
  ],
  [
    'controller does not import analytics or debug, not even types',
    [
      ...never('src/controller/__probe.ts', '../analytics/analytics.js', MESSAGE.controllerPlugins),
      ...never('src/controller/__probe.ts', '../debug/debug.js', MESSAGE.controllerPlugins),
      ...never(
        'src/controller/checkout/__probe.ts',
        '../../debug/svc-debug-overlay/index.js',
        MESSAGE.controllerPlugins,
      ),
    ],
  ],
  [
    'controller does not import bootstrap or cart-widget.ts, not even types',
    [
      ...never('src/controller/__probe.ts', '../bootstrap/page.js', MESSAGE.controllerBootstrap),
      ...never('src/controller/__probe.ts', '../cart-widget.js', MESSAGE.controllerBootstrap),
      ...never(
        'src/controller/checkout/__probe.ts',
        '../../bootstrap/navigation.js',
        MESSAGE.controllerBootstrap,
      ),
    ],
  ],
  [
    'controller imports core, controller (its checkout/ folder too) and @svc/sdk at run time (control)',
    [
      ...always('src/controller/__probe.ts', './checkout/checkout-store.js'),
      ...always('src/controller/__probe.ts', './svc-cart.js'),
      ...always('src/controller/__probe.ts', '../core/config.js'),
      ...always('src/controller/__probe.ts', '@svc/sdk'),
      ...always('src/controller/checkout/__probe.ts', '../svc-cart.js'),
      ...always('src/controller/checkout/__probe.ts', './purchase.js'),
      ...always('src/controller/checkout/__probe.ts', '../../controller/checkout/purchase.js'),
      ...always('src/controller/checkout/__probe.ts', '../../core/errors.js'),
      ...always('src/controller/__probe.ts', './portal/portal-data.js'),
      ...always('src/controller/portal/__probe.ts', './portal-types.js'),
      ...always('src/controller/portal/__probe.ts', '../../controller/portal/portal-types.js'),
      ...always('src/controller/__probe.ts', './storefront/storefront-data.js'),
      ...always('src/controller/storefront/__probe.ts', './storefront-types.js'),
    ],
  ],
  ...UI_FOLDERS.flatMap((folder) => {
    const file = `src/${folder}/__probe.ts`;
    const deep = `src/${folder}/svc-probe/__probe.ts`;
    return [
      [
        `UI (src/${folder}) imports @svc/sdk only with \`import type\``,
        [
          ...typesOnly(file, '@svc/sdk', MESSAGE.uiSdk),
          ...typesOnly(file, '@svc/sdk/debug', MESSAGE.uiSdk),
          ...typesOnly(deep, '@svc/sdk', MESSAGE.uiSdk),
        ],
      ],
      [
        `UI (src/${folder}) imports controller internals only with \`import type\`; context.ts also at run time (CartStateController is src/ui's)`,
        [
          ...typesOnly(file, '../controller/svc-cart.js', MESSAGE.uiController),
          ...typesOnly(file, '../controller/choose-view.js', MESSAGE.uiController),
          ...typesOnly(file, '../controller/cart-state-controller.js', MESSAGE.uiController),
          ...typesOnly(deep, '../../controller/checkout/purchase.js', MESSAGE.uiController),
          ...typesOnly(deep, '../../controller/checkout/context.js', MESSAGE.uiController),
          ...always(file, '../controller/context.js'),
          ...always(deep, '../../controller/context.js'),
        ],
      ],
      [
        `UI (src/${folder}) does not touch .sdk, ['sdk'] or { sdk } (a private #sdk and types are fine)`,
        [
          [file, 'export const f = (cart: { sdk?: object }) => cart.sdk;\n', [bySyntax(MESSAGE.uiDotSdk)]],
          [file, 'export const f = (cart?: { sdk?: object }) => cart?.sdk;\n', [bySyntax(MESSAGE.uiDotSdk)]],
          [file, "export const f = (cart: { sdk?: object }) => cart['sdk'];\n", [bySyntax(MESSAGE.uiDotSdk)]],
          [
            file,
            'export const f = (cart: { sdk?: object }) => {\n  const { sdk } = cart;\n  return sdk;\n};\n',
            [bySyntax(MESSAGE.uiDotSdk)],
          ],
          [deep, 'export const f = (cart: { sdk?: object }) => cart.sdk;\n', [bySyntax(MESSAGE.uiDotSdk)]],
          [
            file,
            'export class Loader {\n  #sdk() {\n    return 1;\n  }\n  load() {\n    return this.#sdk();\n  }\n}\n',
            [],
          ],
          [file, "export type Sdk = { sdk: object }['sdk'];\n", []],
          [
            file,
            "import type { SvcCart } from '../controller/svc-cart.js';\nexport type Sdk = SvcCart['sdk'];\n",
            [],
          ],
        ],
      ],
      [
        `UI (src/${folder}) does not import analytics, debug, bootstrap or cart-widget.ts, not even types`,
        [
          ...never(file, '../analytics/analytics.js', MESSAGE.uiPlugins),
          ...never(file, '../debug/debug.js', MESSAGE.uiPlugins),
          ...never(deep, '../../debug/svc-debug-overlay/index.js', MESSAGE.uiPlugins),
          ...never(file, '../bootstrap/page.js', MESSAGE.uiBootstrap),
          ...never(file, '../cart-widget.js', MESSAGE.uiBootstrap),
          ...never(deep, '../../bootstrap/navigation.js', MESSAGE.uiBootstrap),
        ],
      ],
      [
        `UI (src/${folder}) imports core, src/ui and its own folder (control: analytics-event.ts, svc-probe/ are not caught)`,
        [
          ...always(file, '../core/config.js'),
          ...always(file, '../core/analytics-event.js'),
          ...always(file, '../ui/cart-state-controller.js'),
          ...always(deep, '../../ui/follow-controller.js'),
          ...always(file, `../${folder}/x.js`),
          ...always(file, './x.js'),
          ...always(deep, '../x.js'),
          ...always(file, '../ui/localize-controller.js'),
          ...always(deep, '../svc-cart-line/index.js'),
          ...always(deep, './svc-probe.styles.js'),
        ],
      ],
      [
        SIBLING_RULED.includes(folder)
          ? `UI (src/${folder}) imports the other UI folders only with \`import type\` (the controller's checkout/, portal/, storefront/ and the pending moves are not caught)`
          : `UI (src/${folder}) is not under the sibling rule yet: its imports across pass`,
        SIBLINGS.filter((other) => other !== folder)
          .flatMap((other) => [
            ...(SIBLING_RULED.includes(folder)
              ? [
                  ...typesOnly(file, `../${other}/x.js`, siblingMessage(folder)),
                  ...typesOnly(deep, `../../${other}/svc-probe/x.js`, siblingMessage(folder)),
                ]
              : [...always(file, `../${other}/x.js`)]),
            [file, types(`../controller/${other}/x.js`), []],
          ])
          .concat(
            SIBLING_RULED.includes(folder)
              ? SIBLING_PENDING.filter((source) => !source.startsWith(`../${folder}/`)).flatMap((source) => [
                  [file, runtime(source), []],
                  [deep, runtime(`../${source}`), []],
                ])
              : [],
          ),
      ],
    ];
  }),
  [
    'only bootstrap imports analytics and debug: core, controller and each UI folder may not',
    [
      ...never('src/core/__probe.ts', '../analytics/analytics.js', MESSAGE.core),
      ...never('src/core/__probe.ts', '../debug/debug.js', MESSAGE.core),
      ...never('src/controller/__probe.ts', '../analytics/analytics.js', MESSAGE.controllerPlugins),
      ...never('src/controller/__probe.ts', '../debug/debug.js', MESSAGE.controllerPlugins),
      ...UI_FOLDERS.flatMap((folder) => [
        ...never(`src/${folder}/__probe.ts`, '../analytics/analytics.js', MESSAGE.uiPlugins),
        ...never(`src/${folder}/__probe.ts`, '../debug/debug.js', MESSAGE.uiPlugins),
      ]),
      ...always('src/bootstrap/__probe.ts', '../analytics/analytics.js'),
      ...always('src/bootstrap/__probe.ts', '../debug/debug.js'),
      ...always('src/cart-widget.ts', './analytics/analytics.js'),
      ...always('src/cart-widget.ts', './debug/debug.js'),
    ],
  ],
  [
    'plugins (analytics, debug) do not import bootstrap or cart-widget.ts, not even types',
    ['src/analytics/__probe.ts', 'src/debug/__probe.ts'].flatMap((file) => [
      ...never(file, '../bootstrap/page.js', MESSAGE.pluginsBootstrap),
      ...never(file, '../cart-widget.js', MESSAGE.pluginsBootstrap),
    ]),
  ],
  [
    'plugins import core, controller, UI and @svc/sdk at run time (control)',
    ['src/analytics/__probe.ts', 'src/debug/svc-debug-overlay/__probe.ts'].flatMap((file) => {
      const up = file.split('/').length === 3 ? '..' : '../..';
      return [
        ...always(file, `${up}/core/analytics-event.js`),
        ...always(file, `${up}/controller/svc-cart.js`),
        ...always(file, `${up}/ui/load-element.js`),
        ...always(file, `${up}/views/view-kit.js`),
        ...always(file, `${up}/checkout/step-kit.js`),
        ...always(file, '@svc/sdk'),
        ...always(file, '@svc/sdk/debug'),
      ];
    }),
  ],
  [
    'bootstrap and cart-widget.ts import every layer (control)',
    ['src/bootstrap/__probe.ts', 'src/cart-widget.ts'].flatMap((file) => {
      const up = file.startsWith('src/bootstrap/') ? '..' : '.';
      return [
        ...ALL_FOLDERS.flatMap((folder) => always(file, `${up}/${folder}/x.js`)),
        ...always(file, `${up}/core/config.js`),
        ...always(file, '@svc/sdk'),
      ];
    }),
  ],
  [
    'every layer keeps the sandbox restriction (a later block replaces the rule, so each carries it)',
    LAYER_FILES.map((file) => {
      const source = file === 'src/cart-widget.ts' ? '../sandbox/index.js' : '../../sandbox/index.js';
      return [file, runtime(source), [byImport(source, MESSAGE.sandbox)]];
    }),
  ],
  [
    'no code of the widget or the SDK walks inherited keys: `for…in` is an error in every layer, the SDK and the sandbox',
    [...LAYER_FILES, 'sdk/src/__probe.ts', 'sdk/src/http/__probe.ts', 'sandbox/__probe.ts'].map((file) => [
      file,
      'export function keys(value: object): string[] {\n  const found: string[] = [];\n  for (const key in value) found.push(key);\n  return found;\n}\n',
      [bySyntax(MESSAGE.forIn)],
    ]),
  ],
  [
    'test files are exempt from the layer rules (src/**/*.test.ts and test/**)',
    [
      ...always('src/core/__probe.test.ts', '../controller/svc-cart.js'),
      ...always('src/core/__probe.test.ts', '@svc/sdk'),
      ...always('src/elements/__probe.test.ts', '../controller/svc-cart.js'),
      ...always('src/elements/__probe.test.ts', '../bootstrap/page.js'),
      ...always('src/controller/__probe.test.ts', '../ui/load-element.js'),
      ...always('test/widget/__probe.test.ts', '../../src/controller/svc-cart.js'),
      ['src/views/__probe.test.ts', 'export const f = (cart: { sdk?: object }) => cart.sdk;\n', []],
    ],
  ],
];

const format = (messages) => messages.map(({ ruleId, message }) => `${ruleId}: ${message}`).sort();

export default async ({ check, assert }) => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const lint = async (eslintOf, file, code) => {
    const [result] = await eslintOf.lintText(code, { filePath: file });
    return result.messages;
  };
  /** The probes whose lint messages differ from the expected ones, described. */
  async function mismatches(eslintOf, probes) {
    const wrong = [];
    for (const [file, code, expected] of probes) {
      const actual = format(await lint(eslintOf, file, code));
      const wanted = format(expected);
      if (JSON.stringify(actual) !== JSON.stringify(wanted))
        wrong.push(
          `${file}: ${JSON.stringify(code)}\n      expected ${JSON.stringify(wanted)}\n      got      ${JSON.stringify(actual)}`,
        );
    }
    return wrong;
  }

  const probes = CHECKS.flatMap(([, list]) => list);
  await check(
    'every probe path is linted: with its layer’s rules, tests and the SDK with the syntax rule only (no probe passes for being ignored)',
    async () => {
      const problems = [];
      for (const file of new Set(probes.map(([file]) => file))) {
        if (await eslint.isPathIgnored(file)) problems.push(`${file} is ignored`);
        const { rules } = await eslint.calculateConfigForFile(file);
        // Test files have the syntax rule only (no `for…in`); every other file both.
        const wanted = file.endsWith('.test.ts') || !file.startsWith('src/') ? [SYNTAX] : [IMPORTS, SYNTAX];
        for (const rule of [IMPORTS, SYNTAX])
          if ((rules[rule]?.[0] === 2) !== wanted.includes(rule))
            problems.push(`${file}: ${rule} is ${rules[rule]?.[0] === 2 ? '' : 'not '}an error`);
      }
      assert(problems.length === 0, problems.join('\n'));
    },
  );

  for (const [title, list] of CHECKS)
    await check(title, async () => {
      assert(list.length > 0, 'no probes');
      const wrong = await mismatches(eslint, list);
      assert(wrong.length === 0, `${wrong.length} of ${list.length} probes:\n    ${wrong.join('\n    ')}`);
    });

  await check(
    'control: with the layer rules off, every forbidden probe is silent (a removed rule fails the checks above)',
    async () => {
      const off = new ESLint({
        cwd: process.cwd(),
        overrideConfig: {
          files: ['src/**/*.ts', 'sdk/src/**/*.ts', 'sandbox/**/*.ts'],
          rules: { [IMPORTS]: 'off', [SYNTAX]: 'off' },
        },
      });
      const forbidden = probes.filter(([, , expected]) => expected.length);
      assert(forbidden.length >= 200, `only ${forbidden.length} forbidden probes`);
      const loud = [];
      for (const [file, code] of forbidden) {
        const messages = await lint(off, file, code);
        if (messages.length)
          loud.push(`${file}: ${JSON.stringify(code)} ${JSON.stringify(format(messages))}`);
      }
      assert(loud.length === 0, loud.join('\n'));
    },
  );
};
