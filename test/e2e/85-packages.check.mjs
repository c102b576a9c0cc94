// The published packages as a consumer gets them: publint (strict) and Are the Types Wrong (the
// packed package, ES-module-only profile) find nothing, and the packed ES modules a bundler reads
// are readable (not minified: line breaks and function names kept), while svc.min.js stays minified.
// The runner builds first. Each package of PACKAGES is checked the same way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * The package folders, with what their packed files must show: `readable`, the ES modules whose
 * code keeps its names (`functions`, each written `function <name>`) and its lines (`minLines`);
 * `minified`, the files that must stay minified (fewer lines than `maxLines`).
 */
const PACKAGES = [
  {
    dir: 'sdk',
    readable: [
      { file: 'dist/index.js', minLines: 300, functions: ['init', 'sendAhead', 'readCookie'] },
      { file: 'dist/debug.js', minLines: 40, functions: ['traceRequests'] },
    ],
    minified: [{ file: 'dist/svc.min.js', maxLines: 5 }],
  },
];

/** Runs `command` in `cwd`; returns its output, or throws with it when it exits non-zero. */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} in ${cwd} exited with ${error.status}:\n${error.stdout}${error.stderr}`,
      { cause: error },
    );
  }
}

/** Packs `dir` with npm into the folder `into` and unpacks it there; returns the unpacked package's folder. */
function unpack(dir, into) {
  const [packed] = JSON.parse(
    run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', into], dir),
  );
  run('tar', ['-xzf', join(into, packed.filename), '-C', into], dir);
  return join(into, 'package');
}

export default async ({ check, assert }) => {
  for (const { dir, readable = [], minified = [] } of PACKAGES) {
    await check(`npx publint --strict finds nothing in ${dir}/`, () => {
      const output = run(npx, ['--no-install', 'publint', '--strict'], dir);
      assert(output.includes('All good!'), output);
    });

    await check(`npx @arethetypeswrong/cli --pack --profile esm-only finds nothing in ${dir}/`, () => {
      // It exits non-zero on any problem that the profile does not ignore.
      const output = run(npx, ['--no-install', 'attw', '--pack', '--profile', 'esm-only'], dir);
      assert(!output.includes('❌'), output);
    });

    await check(
      `the packed ${dir}/ has readable ES modules (${readable.map(({ file }) => file).join(', ')}) and a minified ${minified.map(({ file }) => file).join(', ')}`,
      () => {
        const folder = mkdtempSync(join(tmpdir(), 'svc-pack-'));
        try {
          const root = unpack(dir, folder);
          for (const { file, minLines, functions } of readable) {
            const code = readFileSync(join(root, file), 'utf8');
            const lines = code.split('\n').length;
            assert(lines >= minLines, `${file} has ${lines} lines, fewer than ${minLines}: minified?`);
            for (const name of functions)
              assert(
                code.includes(`function ${name}(`),
                `${file} has no "function ${name}(": names mangled?`,
              );
          }
          for (const { file, maxLines } of minified) {
            const lines = readFileSync(join(root, file), 'utf8').split('\n').length;
            assert(lines <= maxLines, `${file} has ${lines} lines: not minified`);
          }
          // Every other ES module of dist/ too (the chunks' names change with each build): its
          // lines are short and none of its functions has a one-letter name.
          const modules = readdirSync(join(root, 'dist')).filter(
            (file) => file.endsWith('.js') && !minified.some((entry) => entry.file === `dist/${file}`),
          );
          for (const file of modules) {
            const code = readFileSync(join(root, 'dist', file), 'utf8');
            const perLine = code.length / code.split('\n').length;
            assert(perLine < 100, `dist/${file} has ${Math.round(perLine)} characters a line: minified?`);
            const mangled = [...code.matchAll(/\bfunction\s+([\w$]+)\s*\(/g)]
              .map((match) => match[1])
              .filter((name) => name.length === 1);
            assert(mangled.length === 0, `dist/${file} has functions ${mangled.join(', ')}: names mangled?`);
          }
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    );
  }
};
