import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';

/**
 * One config, four jobs:
 * - `vite build` (default mode): the widget, `dist/cart/cart-widget.js`, one ES module;
 * - `vite build --mode sdk`: `sdk/dist/index.js`, the tree-shakable ES module of `@svc/sdk`;
 * - `vite build --mode sdk-iife`: `sdk/dist/svc.min.js`, which sets `window.Svc`;
 * - the dev server of `npm run demo`, with the sandbox API mounted at `/storefront/v1/`.
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
 * Minifies the CSS of Lit's css`` templates in our sources at build time (the bundler minifies
 * JavaScript but leaves template text as written). Templates with `${}` are left alone.
 */
export function minifyLitCss(): Plugin {
  return {
    name: 'svc-minify-lit-css',
    apply: 'build',
    async transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      const { transform } = await import('esbuild');
      let result = '';
      let last = 0;
      for (const match of code.matchAll(/css`([^`$]*)`/g)) {
        const minified = (await transform(match[1]!, { loader: 'css', minify: true })).code.trim();
        result += code.slice(last, match.index) + 'css`' + minified + '`';
        last = match.index! + match[0].length;
      }
      return { code: result + code.slice(last), map: null };
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
      build: {
        outDir: 'sdk/dist',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        lib: { entry: { index: 'sdk/src/index.ts', testing: 'sdk/src/testing.ts' }, formats: ['es'] },
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
        lib: { entry: 'sdk/src/global.ts', formats: ['iife'], name: 'Svc', fileName: () => 'svc.min.js' },
        rolldownOptions: { output: { minify: true, exports: 'default' } },
      },
    };
  }
  return {
    ...shared,
    plugins: [sandboxApi(), minifyLitCss()],
    build: {
      outDir: 'dist/cart',
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: 'src/cart-widget.ts', formats: ['es'], fileName: () => 'cart-widget.js' },
      rolldownOptions: { output: { minify: true } },
    },
  };
});
