#!/usr/bin/env node
// `npm run size`: min+gzip of every file of dist/cart after a fresh build, of what loads at start
// (the entry and its static imports: everything needed to show the summary) and of the SDK, with
// the verdict of every budget and rule of scripts/size-budgets.mjs. Exits 1 when one is over.
import { execFileSync } from 'node:child_process';
import { DEFAULTS, kb, measureBudgets, measureFiles } from './size-budgets.mjs';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'ignore' });
const rows = measureFiles(DEFAULTS.cartDir).sort((a, b) =>
  a.file === 'cart-widget.js' ? -1 : b.file === 'cart-widget.js' ? 1 : b.gzip - a.gzip,
);
console.log('| file | min | min+gzip |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.file} | ${kb(row.min)} | ${kb(row.gzip)} |`);

const { sizes, rules, problems, portal, storefront, languages } = await measureBudgets();
const [start, ...sdk] = sizes;
const verdict = (size) => `${size.budget / 1024} KB: ${size.ok ? 'within' : 'OVER'}`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `\nloaded at start (${start.files.join(' + ')}): ${kb(start.gzip)} (budget ${verdict(start)}); all files ${kb(total)}`,
);
if (portal)
  console.log(
    `customer portal's own code (${portal.files.join(' + ')}): ${kb(portal.gzip)} (budget ${portal.budget / 1024} KB: ${portal.ok ? 'within' : 'OVER'}); with the drawer's views and card form it reuses (${portal.withReused.files.length} files): ${kb(portal.withReused.gzip)}`,
  );
if (storefront)
  console.log(
    `storefront elements' code (${storefront.files.join(' + ')}): ${kb(storefront.gzip)} (budget ${storefront.budget / 1024} KB: ${storefront.ok ? 'within' : 'OVER'}); with <svc-bundle-builder> (${storefront.withBuilder.files.length} files; the build-a-box view it shows is the drawer's own chunk): ${kb(storefront.withBuilder.gzip)}; with the description sanitizer, loaded only where a description is shown (${storefront.withSanitizer.files.length} files): ${kb(storefront.withSanitizer.gzip)}`,
  );
if (languages.length) {
  console.log(
    "\n| one language's messages for the whole widget (messages/<lang>.js) | files | min | min+gzip, summed | budget |\n|---|---|---|---|---|",
  );
  for (const language of languages)
    console.log(
      `| ${language.lang} | ${language.files} | ${kb(language.min)} | ${kb(language.gzip)} | ${language.budget / 1024} KB: ${language.ok ? 'within' : 'OVER'} |`,
    );
}
console.log('\n| SDK | min | min+gzip | budget |\n|---|---|---|---|');
for (const size of sdk)
  console.log(`| ${size.label} | ${kb(size.min)} | ${kb(size.gzip)} | ${verdict(size)} |`);
console.log('');
for (const rule of rules) console.log(`${rule.label}: ${rule.problems.length === 0 ? 'within' : 'OVER'}`);
if (problems.length > 0) console.log(`\nOver:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
process.exitCode = problems.length === 0 ? 0 : 1;
