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
    plugins: [sandboxApi()],
    build: {
      outDir: 'dist/cart',
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: 'src/cart-widget.ts', formats: ['es'], fileName: () => 'cart-widget.js' },
      rolldownOptions: { output: { minify: true } },
    },
  };
});
