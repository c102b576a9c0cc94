import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';

/**
 * One config, four jobs:
 * - `vite build` (default mode): the widget, `dist/cart/cart-widget.js`, one ES module;
 * - `vite build --mode sdk`: `sdk/dist/index.js`, the tree-shakable ES module of `@svc/sdk`, not
 *   minified (a shop's bundler minifies it);
 * - `vite build --mode sdk-iife`: `sdk/dist/svc.min.js`, which sets `window.Svc`;
 * - the dev server of `npm run demo`, with the sandbox API mounted at `/storefront/v1/`.
 * The ES builds also write which source modules went into which chunk, outside the published
 * folders: `dist/module-graph/cart.json` and `dist/module-graph/sdk.json` (scripts/size-budgets.mjs).
 */

/** Serves the sandbox API from the dev server's own process (scripts/demo.mjs). */
export function sandboxApi(): Plugin {
  const host = fileURLToPath(new URL('./sandbox/hosts/node.ts', import.meta.url));
  return {
    name: 'svc-sandbox-api',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith('/storefront/v1/')) return next();
        server
          .ssrLoadModule(host)
          .then((module) => {
            const address = server.httpServer?.address();
            const port = typeof address === 'object' && address ? address.port : 80;
            return module.handleNodeRequest(req, res, `http://127.0.0.1:${port}`);
          })
          .catch(next);
      });
    },
  };
}

/**
 * Writes the module graph of a build into `outDir` to `file` (paths from the project's root): for
 * each chunk, whether it is an entry, the chunks it imports statically and dynamically, and the
 * source modules bundled into it with their rendered length (0: tree-shaken away). Module ids are
 * relative to the project's root, e.g. `src/cart-widget.ts`. A build into another folder
 * (`--outDir`) writes its graph beside that folder instead, as `<folder>.module-graph.json`.
 */
export function moduleGraph(outDir: string, file: string): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const name = (id: string): string => (isAbsolute(id) ? relative(root, id).split('\\').join('/') : id);
  return {
    name: 'svc-module-graph',
    apply: 'build',
    generateBundle(options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = {
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(
            chunk.moduleIds.map((id) => [name(id), chunk.modules[id]?.renderedLength ?? 0]),
          ),
        };
      }
      const dir = name(options.dir ?? outDir);
      const path = dir === outDir ? resolve(root, file) : `${resolve(root, dir)}.module-graph.json`;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify({ outDir: dir, chunks }, null, 2)}\n`);
    },
  };
}

/**
 * Collapses the indentation in Lit's html`` and svg`` templates: each run of white space with a
 * line break in the template text becomes one space, which HTML renders the same. Templates are
 * found with the TypeScript parser, so only their text changes, never code, comments or the
 * `${}` expressions. A template with <pre> or <textarea> is left as written.
 */
export async function collapseTemplateWhitespace(code: string, fileName: string): Promise<string> {
  const ts = (await import('typescript')).default;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: [number, number][] = [];
  const visit = (node: import('typescript').Node): void => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      (node.tag.text === 'html' || node.tag.text === 'svg') &&
      !/<(pre|textarea)\b/.test(node.template.getText())
    ) {
      const template = node.template;
      const literals = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const literal of literals) {
        // The text between the opening ` or } and the closing ${ or `.
        const start = literal.getStart() + 1;
        const end = literal.getEnd() - (ts.isTemplateHead(literal) || ts.isTemplateMiddle(literal) ? 2 : 1);
        edits.push([start, end]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const [start, end] of edits.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + result.slice(start, end).replace(/\s*\n\s*/g, ' ') + result.slice(end);
  return result;
}

/**
 * Minifies Lit's templates in our sources at build time (the bundler minifies JavaScript but
 * leaves template text as written): the CSS of css`` templates without `${}`, and the
 * indentation of html`` and svg`` templates.
 */
export function minifyLitTemplates(): Plugin {
  return {
    name: 'svc-minify-lit-templates',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id)) return null;
      let result =
        code.includes('html`') || code.includes('svg`') ? await collapseTemplateWhitespace(code, id) : code;
      if (result.includes('css`')) {
        const { transform } = await import('esbuild');
        let minified = '';
        let last = 0;
        for (const match of result.matchAll(/css`([^`$\\]*)`/g)) {
          // The text goes back into a template literal: keep non-ASCII characters as they are
          // (esbuild would write CSS escapes such as `\b7`, which the literal reads as JS escapes),
          // and double any backslash that is left.
          // esbuild keeps the space after a custom property's colon; a value is read without it.
          const css = (await transform(match[1]!, { loader: 'css', minify: true, charset: 'utf8' })).code
            .trim()
            .replace(/(--[\w-]+): /g, '$1:')
            .replaceAll('\\', '\\\\');
          minified += result.slice(last, match.index) + 'css`' + css + '`';
          last = match.index! + match[0].length;
        }
        result = minified + result.slice(last);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

/**
 * Writes each language's messages (`src/core/i18n/messages/<file>.<lang>.js`) as one file of the
 * build's `messages/` folder, `messages/<lang>.js` (scripts/messages.mjs): the widget loads the one
 * it needs by its address (localize.ts `loadMessagesFile`), so they are files of their own, not
 * chunks of the module graph. A language whose keys differ from English fails the build.
 */
export function messagesFiles(): Plugin {
  return {
    name: 'svc-messages-files',
    apply: 'build',
    async generateBundle() {
      const { englishCatalogs, languageFile, sourceLanguages } = await import('./scripts/messages.mjs');
      const english = await englishCatalogs();
      const problems: string[] = [];
      for (const lang of sourceLanguages()) {
        const file = await languageFile(lang, english);
        problems.push(...file.problems);
        this.emitFile({ type: 'asset', fileName: `messages/${lang}.js`, source: file.code });
      }
      if (problems.length) this.error(`messages that do not match English:\n  ${problems.join('\n  ')}`);
    },
  };
}

const shared: UserConfig = {
  // `svc-source` points `@svc/sdk` at its TypeScript source (sdk/package.json "exports").
  resolve: { conditions: ['svc-source', ...defaultClientConditions] },
  publicDir: false,
};

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'sdk') {
    return {
      ...shared,
      plugins: [moduleGraph('sdk/dist', 'dist/module-graph/sdk.json')],
      build: {
        outDir: 'sdk/dist',
        emptyOutDir: true,
        copyPublicDir: false,
        // Readable modules (names, line breaks and comments kept), so a stack trace in a shop's
        // app names our functions: the shop's bundler minifies. `svc.min.js` is minified.
        minify: false,
        sourcemap: true,
        lib: {
          entry: {
            index: 'sdk/src/index.ts',
            routes: 'sdk/src/routes.ts',
            email: 'sdk/src/email.ts',
            testing: 'sdk/src/testing.ts',
            debug: 'sdk/src/debug.ts',
          },
          formats: ['es'],
        },
        rolldownOptions: {
          output: {
            // The modules that the entries and the lazily loaded namespaces (resources/extra.ts) share
            // in one chunk: the HTTP client, errors, argument checks and the table of operations. A bundler
            // that bundles the SDK again wraps each module that a dynamic import reaches (esbuild's
            // lazy init), so fewer shared chunks make a smaller bundle (scripts/size-budgets.mjs).
            codeSplitting: {
              groups: [
                {
                  name: 'client',
                  test: /sdk\/src\/(validate|resources\/context|http\/(errors|query|client|operations|shared))\.ts$/,
                },
              ],
            },
          },
        },
      },
    };
  }
  if (mode === 'sdk-iife') {
    return {
      ...shared,
      build: {
        outDir: 'sdk/dist',
        emptyOutDir: false,
        copyPublicDir: false,
        // The entry sets `window.Svc` itself (sdk/src/global.ts), so the script exports nothing.
        lib: { entry: 'sdk/src/global.ts', formats: ['iife'], name: 'Svc', fileName: () => 'svc.min.js' },
        rolldownOptions: { output: { minify: true } },
      },
    };
  }
  return {
    ...shared,
    plugins: [
      sandboxApi(),
      minifyLitTemplates(),
      messagesFiles(),
      moduleGraph('dist/cart', 'dist/module-graph/cart.json'),
    ],
    build: {
      outDir: 'dist/cart',
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: 'src/cart-widget.ts', formats: ['es'], fileName: () => 'cart-widget.js' },
      rolldownOptions: {
        output: {
          minify: true,
          // Everything the page needs at start in one chunk (one gzip stream): without this, the
          // modules that lazy chunks share with the start would be split off into chunks of their own.
          codeSplitting: { groups: [{ name: 'widget', tags: ['$initial'] }] },
          // The built widget is what pages load, not a library a bundler shakes again: its
          // `@__PURE__` annotations would only be bytes (33 of them in the start set).
          comments: false,
        },
      },
    },
  };
});
