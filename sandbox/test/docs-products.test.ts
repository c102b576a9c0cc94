import { expect } from '@open-wc/testing';
import { bundles, products, type LeafFixture, type ProductFixture } from '../fixtures.js';

/** The heading of docs/sandbox.md whose table lists the fixtures' products. */
const HEADING = '### Product IDs and slugs';

function leafText(leaf: LeafFixture): string {
  if (leaf.stockCount === 0) return `${leaf.id}: ${leaf.name} (sold out)`;
  if (leaf.stockCount === null) return `${leaf.id}: ${leaf.name}`;
  return `${leaf.id}: ${leaf.name} (${leaf.stockCount} in stock)`;
}

function kindText(product: ProductFixture): string {
  const kind = [product.type === 'subscription' ? 'subscription' : 'one-time'];
  if (product.giftCard) kind.push('gift card');
  else if (product.digital) kind.push('digital');
  if (product.bundleId !== null) kind.push(`bundle ${product.bundleId}`);
  return kind.join(', ');
}

/** The table the fixtures make, one row a product, in fixture order. */
function expectedTable(): string[] {
  const rows = products.map((product) => {
    const leaves = `${product.type === 'subscription' ? 'plans' : 'variants'} ${product.leaves.map(leafText).join(', ')}`;
    return `| ${product.id} | \`${product.slug}\` | ${product.name} | ${kindText(product)} | ${leaves} |`;
  });
  const bundleRows = bundles.map(
    (bundle) => `| bundle ${bundle.id} | \`${bundle.slug}\` | ${bundle.name} | bundle | see Bundles above |`,
  );
  return [
    '| ID | Slug | Name | Kind | Variants or plans (ID, name, stock) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...bundleRows,
  ];
}

describe('docs/sandbox.md', () => {
  it('lists every product of sandbox/fixtures.ts with its ID, slug, kind and leaves', async () => {
    const text = await (await fetch('/docs/sandbox.md')).text();
    const start = text.indexOf(`\n${HEADING}\n`);
    expect(start, `docs/sandbox.md has no "${HEADING}"`).to.be.greaterThan(0);
    const lines = text.slice(start).split('\n');
    const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
    const documented = table.slice(
      0,
      table.findIndex((line) => !line.startsWith('|')),
    );
    // On a failure, the message is the table to paste.
    expect(documented.join('\n'), expectedTable().join('\n')).to.equal(expectedTable().join('\n'));
  });

  it('names each product ID once and each slug once', () => {
    const ids = products.flatMap((product) => [product.id, ...product.leaves.map((leaf) => leaf.id)]);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(new Set(products.map((product) => product.slug)).size).to.equal(products.length);
  });
});
