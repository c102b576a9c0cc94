/**
 * The sandbox refuses to let a query write into `Object.prototype` of the process that serves it:
 * `__proto__`, `constructor` and `prototype` segments are ignored by its query parser, and the
 * rest of the query still counts.
 */
import { expect } from '@open-wc/testing';
import { parseQuery } from '../../sdk/src/http/query.js';
import { sandboxRequest } from '../testing.js';
import { setupSandbox } from '../../sdk/test/helpers.js';

/** What a polluted prototype would show on a fresh object. */
const inherited = (key: string): unknown => (({}) as Record<string, unknown>)[key];

/** Takes away what a failing run may have written, so one failure does not spread. */
function cleanPrototype(): void {
  for (const key of ['polluted', 'x']) delete (Object.prototype as Record<string, unknown>)[key];
}

describe('sandbox: query keys that reach a prototype', () => {
  setupSandbox();
  afterEach(cleanPrototype);

  it('parseQuery ignores __proto__[polluted]=1 and constructor[prototype][x]=1 and keeps the rest', () => {
    const query = parseQuery(
      new URLSearchParams(
        '__proto__[polluted]=1&constructor[prototype][x]=1&page=2&filter[prototype]=3&expand[]=a',
      ),
    );
    expect(inherited('polluted')).to.equal(undefined);
    expect(inherited('x')).to.equal(undefined);
    expect(Object.keys(query)).to.deep.equal(['page', 'expand']);
    expect(query.page).to.equal('2');
    expect(query.expand).to.deep.equal(['a']);
  });

  it('parseQuery builds objects without a prototype, so a name such as toString is only what the query says', () => {
    const query = parseQuery(new URLSearchParams('filter[name]=mug'));
    expect(Object.getPrototypeOf(query)).to.equal(null);
    expect(Object.getPrototypeOf(query.filter)).to.equal(null);
    expect(query.toString).to.equal(undefined);
    expect({ ...(query.filter as object) }).to.deep.equal({ name: 'mug' });
  });

  it('a product list asked with ?__proto__[polluted]=1&constructor[prototype][x]=1 answers as without them and pollutes nothing', async () => {
    const plain = await sandboxRequest('GET', '/products?page=1');
    const tricked = await sandboxRequest(
      'GET',
      '/products?page=1&__proto__[polluted]=1&constructor[prototype][x]=1',
    );
    expect(tricked.status).to.equal(200);
    expect(tricked.body).to.deep.equal(plain.body);
    expect(inherited('polluted')).to.equal(undefined);
    expect(inherited('x')).to.equal(undefined);
  });
});
