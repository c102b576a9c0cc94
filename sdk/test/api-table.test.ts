import { expect } from '@open-wc/testing';
import { NAMESPACES } from '@svc/sdk';
import { routes } from '@svc/sdk/routes';
import { initClient, setupSandbox } from './helpers.js';

/** Public methods of a namespace object (own and inherited, not the constructor or #private). */
function methodsOf(target: object): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(target);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
      if (name !== 'constructor' && typeof descriptor.value === 'function') names.add(name);
    }
  }
  return [...names];
}

/** Methods that send no request of their own, or are internal to init. */
const LOCAL = new Set([
  'auth.checkAuthenticated',
  'auth.verify',
  'auth.applyCheck',
  'auth.logout',
  'auth.getAccessToken',
  'cart.adopt',
]);

describe('sdk/API.md', () => {
  setupSandbox();

  it('lists exactly the route table, with the same method and path', async () => {
    const text = await (await fetch('/sdk/API.md')).text();
    const documented = [
      ...text.matchAll(
        /^\| `([a-zA-Z]+\.[a-zA-Z]+)` \| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| (customer)? \|$/gm,
      ),
    ].map(([, operation, method, path, auth]) => ({ operation, method, path, auth: auth === 'customer' }));
    const table = Object.entries(routes).map(([operation, route]) => ({
      operation,
      method: route.method,
      path: route.path,
      auth: 'auth' in route,
    }));
    expect(documented).to.deep.equal(table);
  });

  it('the route table and the SDK namespaces agree: nothing missing, nothing extra', async () => {
    const client = await initClient();
    const methods = NAMESPACES.flatMap((namespace) =>
      methodsOf(client[namespace]).map((method) => `${namespace}.${method}`),
    ).filter((name) => !LOCAL.has(name));
    expect(methods.sort()).to.deep.equal(Object.keys(routes).sort());
  });

  it('no two routes share a method and path', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).to.equal(keys.length);
  });
});
