// The libraries shops load today, as published on npm: fetched at bench time with `npm pack`
// (pinned versions, never added to package.json) into node_modules/.cache/svc-bench/, so reruns
// are offline. For each, the file a shop's page loads: the published minified browser build, or,
// where the package ships only ES modules, the entry bundled with its dependencies (esbuild,
// bundle + minify, for the browser). The floors are bundles of what the widget itself imports.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, transform } from 'esbuild';

export const CACHE = 'node_modules/.cache/svc-bench';

/**
 * `file`: the published browser file; `minify`: it ships unminified, so it is minified here;
 * `entry`: ES modules only, bundled with its dependencies. `reference`: the figures to compare with.
 */
export const ANCHORS = [
  {
    name: 'Shopify Buy Button',
    pkg: '@shopify/buy-button-js',
    version: '3.0.6',
    file: 'dist/buybutton.min.js',
    reference: { kb: 57.6, ms: 97 },
  },
  {
    name: 'Swell.js',
    pkg: 'swell-js',
    version: '5.8.1',
    file: 'dist/swell.umd.min.js',
    minify: true,
    reference: { kb: 56.5, ms: 123 },
  },
  {
    name: 'shopify-buy SDK',
    pkg: 'shopify-buy',
    version: '3.0.7',
    file: 'index.umd.min.js',
    reference: { kb: 18.7 },
  },
  {
    name: 'Recharge storefront client',
    pkg: '@rechargeapps/storefront-client',
    version: '2.3.0',
    file: 'dist/umd/recharge-client.min.js',
    reference: { kb: 16.5 },
  },
  {
    name: 'Medusa js-sdk',
    pkg: '@medusajs/js-sdk',
    version: '2.21.2',
    entry: 'dist/esm/index.js',
    reference: { kb: 28.1 },
  },
];

/** The floor: the libraries the widget is built on, bundled as the widget imports them. */
export const FLOORS = [
  {
    name: 'floor: lit + @lit/context',
    packages: ['lit', '@lit/context'],
    label: 'the exports the widget imports, bundled',
    code: "export { LitElement, html, css, nothing, svg } from 'lit'; export { createContext, ContextProvider, ContextConsumer } from '@lit/context';",
    reference: { kb: 6.6 },
  },
  {
    name: 'floor: picomatch',
    packages: ['picomatch'],
    label: 'bundled for the browser',
    code: "export { default } from 'picomatch';",
    reference: { kb: 8.7 },
  },
];

const slug = (text) => text.replace(/[^a-z0-9.]+/gi, '-').replace(/^-|-$/g, '');

const npm = (args, cwd) =>
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000, encoding: 'utf8' });

const reason = (error) =>
  (String(error.stderr ?? '').trim() || error.message).split('\n').find((line) => line.trim()) ?? 'failed';

/** The published package, packed and extracted once into the cache; returns its directory. */
function fetchPackage({ pkg, version }, dir) {
  const root = join(dir, 'package');
  if (existsSync(join(root, 'package.json'))) return root;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  npm(['pack', `${pkg}@${version}`, '--pack-destination', '.', '--silent'], dir);
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${pkg}@${version} wrote no tarball`);
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  return root;
}

/**
 * Every anchor's browser file, ready to serve: `{ id, name, label, path, module, min, bytes }`, or
 * `{ id, name, label, unavailable }` with the reason. `log` gets progress lines.
 */
export async function prepareAnchors(log) {
  const results = [];
  for (const anchor of ANCHORS) {
    const id = slug(`${anchor.pkg}-${anchor.version}`);
    const dir = join(CACHE, 'anchors', id);
    const module = Boolean(anchor.entry);
    const out = join(dir, module ? 'browser.mjs' : 'browser.js');
    const what = anchor.entry
      ? `${anchor.entry} + dependencies, bundled (ESM only)`
      : `${anchor.file}${anchor.minify ? ' (ships unminified; minified here)' : ''}`;
    const label = `${anchor.pkg}@${anchor.version} ${what}`;
    try {
      if (!existsSync(out)) {
        log(`fetching ${anchor.pkg}@${anchor.version} from the npm registry…`);
        const root = fetchPackage(anchor, dir);
        if (anchor.entry) {
          // Its published dependencies, as a shop's bundler would get them.
          if (!existsSync(join(root, 'node_modules')))
            npm(
              [
                'install',
                '--omit=dev',
                '--ignore-scripts',
                '--no-package-lock',
                '--no-audit',
                '--no-fund',
                '--loglevel=error',
              ],
              root,
            );
          const result = await build({
            entryPoints: [join(root, anchor.entry)],
            bundle: true,
            minify: true,
            format: 'esm',
            platform: 'browser',
            write: false,
            logLevel: 'silent',
          });
          writeFileSync(out, result.outputFiles[0].contents);
        } else if (anchor.minify) {
          const { code } = await transform(readFileSync(join(root, anchor.file), 'utf8'), { minify: true });
          writeFileSync(out, code);
        } else {
          writeFileSync(out, readFileSync(join(root, anchor.file)));
        }
      }
      results.push({ id, name: anchor.name, label, path: out, module, bytes: readFileSync(out), anchor });
    } catch (error) {
      results.push({ id, name: anchor.name, label, unavailable: reason(error), anchor });
    }
  }
  for (const floor of FLOORS) {
    const id = slug(floor.name);
    const out = join(CACHE, 'floors', `${id}.mjs`);
    const versions = floor.packages
      .map(
        (name) => `${name}@${JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version}`,
      )
      .join(' + ');
    const label = `${versions} (installed), ${floor.label}`;
    try {
      const result = await build({
        stdin: { contents: floor.code, resolveDir: process.cwd(), loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        logLevel: 'silent',
      });
      mkdirSync(join(CACHE, 'floors'), { recursive: true });
      writeFileSync(out, result.outputFiles[0].contents);
      results.push({
        id,
        name: floor.name,
        label,
        path: out,
        module: true,
        bytes: readFileSync(out),
        anchor: floor,
      });
    } catch (error) {
      results.push({ id, name: floor.name, label, unavailable: reason(error), anchor: floor });
    }
  }
  return results;
}
