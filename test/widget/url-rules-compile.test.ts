/**
 * The URL rules by themselves (spec: "Widget configuration" `disableUrls`): picomatch loaded only
 * when a pattern needs it, `normalizePath`, and `compileUrlRules`. The widget on disabled and
 * enabled pages and across route changes is in url-rules.test.ts.
 */
import { expect } from '@open-wc/testing';
import { compileUrlRules, normalizePath } from '../../src/core/url-rules.js';

const picomatchLoaded = () =>
  performance
    .getEntriesByType('resource')
    .some((entry) => /\/picomatch\//.test(new URL(entry.name).pathname));

/** Matches each path against `patterns`; returns the paths that matched. */
async function matching(patterns: string[], paths: string[]): Promise<string[]> {
  const match = await compileUrlRules(patterns);
  return paths.filter((path) => match(path));
}

// First in this file: nothing has compiled a glob on this page yet.
describe('URL rules: picomatch is loaded lazily', () => {
  it('plain paths compile and match without loading picomatch', async () => {
    const match = await compileUrlRules(['/checkout', '/cart/summary', 'https://shop.example/Account']);
    expect(match('/checkout/success')).to.equal(true);
    expect(match('/account')).to.equal(true);
    expect(picomatchLoaded()).to.equal(false);
  });

  it('a pattern with a wildcard loads picomatch', async () => {
    await compileUrlRules(['/account/*']);
    expect(picomatchLoaded()).to.equal(true);
  });
});

describe('URL rules: normalizePath', () => {
  const cases: [string, string][] = [
    ['/Account/Orders/', '/account/orders'],
    ['account', '/account'],
    ['/checkout?step=2#top', '/checkout'],
    ['https://Shop.example/Checkout/?x=1', '/checkout'],
    ['/', '/'],
    ['', '/'],
    ['  /cart  ', '/cart'],
    ['/shop//', '/shop'],
    ['/caf%C3%A9', '/café'],
    ['/Café', '/café'],
  ];
  for (const [input, output] of cases) {
    it(`${JSON.stringify(input)} becomes ${JSON.stringify(output)}`, () => {
      expect(normalizePath(input)).to.equal(output);
    });
  }

  it('a malformed percent escape is kept as written', () => {
    expect(normalizePath('/100%-cotton')).to.equal('/100%-cotton');
  });
});

describe('URL rules: compileUrlRules', () => {
  it('compiles settle in call order, so the later rules are applied last', async () => {
    const order: string[] = [];
    await Promise.all([
      compileUrlRules(['/a/*']).then(() => order.push('pattern')),
      compileUrlRules(['/b']).then(() => order.push('plain')),
    ]);
    expect(order).to.deep.equal(['pattern', 'plain']);
  });

  it('an empty list matches nothing', async () => {
    expect(await matching([], ['/', '/checkout', '/a/b'])).to.deep.equal([]);
  });

  it('an entry without wildcard matches the path and below it on a segment boundary', async () => {
    const paths = ['/checkout', '/checkout/', '/checkout/success', '/checkout-foo', '/shop/checkout', '/'];
    expect(await matching(['/checkout'], paths)).to.deep.equal([
      '/checkout',
      '/checkout/',
      '/checkout/success',
    ]);
  });

  it('matching is case-insensitive both ways', async () => {
    expect(await matching(['/Checkout'], ['/CHECKOUT/Done', '/checkout'])).to.deep.equal([
      '/CHECKOUT/Done',
      '/checkout',
    ]);
    expect(await matching(['/Account/*'], ['/ACCOUNT/Orders'])).to.deep.equal(['/ACCOUNT/Orders']);
  });

  it('only the pathname counts: a query or hash on the path is ignored', async () => {
    expect(
      await matching(['/account'], ['/shop?next=/account', '/account?tab=1', '/shop#/account']),
    ).to.deep.equal(['/account?tab=1']);
  });

  it('a query in an entry is ignored too', async () => {
    expect(await matching(['/checkout?step=2'], ['/checkout', '/checkout/x'])).to.deep.equal([
      '/checkout',
      '/checkout/x',
    ]);
  });

  it('* matches inside one segment only', async () => {
    const paths = ['/account/orders', '/account/orders/1', '/account', '/account/'];
    expect(await matching(['/account/*'], paths)).to.deep.equal(['/account/orders']);
  });

  it('* can stand for part of a segment', async () => {
    expect(
      await matching(['/blog/*-draft'], ['/blog/post-draft', '/blog/x/post-draft', '/blog/post']),
    ).to.deep.equal(['/blog/post-draft']);
  });

  it('* as a whole segment in the middle', async () => {
    expect(await matching(['/*/checkout'], ['/de/checkout', '/de/fr/checkout', '/checkout'])).to.deep.equal([
      '/de/checkout',
    ]);
  });

  it('** matches across segments', async () => {
    const paths = ['/shop/a', '/shop/a/b/c', '/shop', '/shopping/a'];
    expect(await matching(['/shop/**'], paths)).to.deep.equal(['/shop/a', '/shop/a/b/c', '/shop']);
  });

  it('** in the middle matches any depth', async () => {
    const paths = ['/a/private', '/a/b/c/private', '/private', '/a/private/x'];
    expect(await matching(['/**/private'], paths)).to.deep.equal([
      '/a/private',
      '/a/b/c/private',
      '/private',
    ]);
  });

  it('several entries: any one matching is enough', async () => {
    const paths = ['/checkout/1', '/account/orders', '/shop'];
    expect(await matching(['/checkout', '/account/*'], paths)).to.deep.equal([
      '/checkout/1',
      '/account/orders',
    ]);
  });

  it("the root entry '/' matches only the home page", async () => {
    expect(await matching(['/'], ['/', '/shop', '/?q=1'])).to.deep.equal(['/', '/?q=1']);
  });

  it('/** matches every page', async () => {
    expect(await matching(['/**'], ['/', '/shop', '/a/b'])).to.deep.equal(['/', '/shop', '/a/b']);
  });

  it('characters that are only special in other glob syntaxes stay plain paths', async () => {
    const paths = ['/c++', '/c++/guide', '/@team', '/@team/news', '/shirt-(red)', '/c+'];
    expect(await matching(['/c++', '/@team', '/shirt-(red)'], paths)).to.deep.equal([
      '/c++',
      '/c++/guide',
      '/@team',
      '/@team/news',
      '/shirt-(red)',
    ]);
  });

  it('an entry written with non-ASCII letters matches the percent-encoded pathname', async () => {
    expect(await matching(['/café'], ['/caf%C3%A9/menu', '/cafe'])).to.deep.equal(['/caf%C3%A9/menu']);
  });
});
