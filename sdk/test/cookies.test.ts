import { expect } from '@open-wc/testing';
import { readCookie, removeCookie, writeCookie } from '../src/http/cookies.js';

/** Captures what is written to document.cookie while `fn` runs. */
function cookieWrites(fn: () => void): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => '',
    set: (value: string) => writes.push(value),
  });
  try {
    fn();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  return writes;
}

describe('cookies', () => {
  it('writes svc_access_token as a plain cookie: 365 days, path=/, no Secure, HttpOnly or SameSite', () => {
    const before = Date.now();
    const [written, ...more] = cookieWrites(() => writeCookie('svc_access_token', 'tok en'));
    const after = Date.now();
    expect(more).to.deep.equal([]);
    const match = /^svc_access_token=tok%20en; expires=([^;]+ GMT); max-age=31536000; path=\/$/.exec(
      written!,
    );
    expect(match, written).to.not.equal(null);
    const expires = Date.parse(match![1]!);
    // `expires` is written in whole seconds: a second of slack either way.
    expect(expires).to.be.within(before + 365 * 86_400_000 - 1000, after + 365 * 86_400_000 + 1000);
    expect(written!.toLowerCase()).to.not.match(/secure|httponly|samesite/);
  });

  it('writes svc_cart_id the same way', () => {
    const [written] = cookieWrites(() => writeCookie('svc_cart_id', '3f2a9c1e-0b1d-4c8a-9e2f-5a6b7c8d9e0f'));
    expect(written).to.match(
      /^svc_cart_id=3f2a9c1e-0b1d-4c8a-9e2f-5a6b7c8d9e0f; expires=[^;]+ GMT; max-age=31536000; path=\/$/,
    );
  });

  it('a cookie written on this page reads back with its value on path=/', () => {
    writeCookie('svc_test_plain', 'v1');
    expect(document.cookie.split('; ')).to.include('svc_test_plain=v1');
    removeCookie('svc_test_plain');
    expect(document.cookie.split('; ')).to.not.include('svc_test_plain=v1');
  });

  it('removes a cookie by expiring it on path=/', () => {
    const [written] = cookieWrites(() => removeCookie('svc_access_token'));
    expect(written).to.match(/^svc_access_token=; expires=[^;]+ GMT; max-age=0; path=\/$/);
  });

  it('reads null for a missing cookie and "" for an emptied one', () => {
    removeCookie('svc_test_cookie');
    expect(readCookie('svc_test_cookie')).to.equal(null);
    writeCookie('svc_test_cookie', '');
    expect(readCookie('svc_test_cookie')).to.equal('');
    writeCookie('svc_test_cookie', 'a=b;c');
    expect(readCookie('svc_test_cookie')).to.equal('a=b;c');
    removeCookie('svc_test_cookie');
  });

  it('a page whose document.cookie throws keeps the cookies in memory, and the console says so once', () => {
    const blocked = () => {
      throw new DOMException(
        'The document is sandboxed and lacks the allow-same-origin flag.',
        'SecurityError',
      );
    };
    Object.defineProperty(document, 'cookie', { configurable: true, get: blocked, set: blocked });
    const warned: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      expect(readCookie('svc_cart_id')).to.equal(null);
      writeCookie('svc_cart_id', 'cart-1');
      expect(readCookie('svc_cart_id')).to.equal('cart-1');
      writeCookie('svc_access_token', '');
      expect(readCookie('svc_access_token')).to.equal('');
      removeCookie('svc_cart_id');
      expect(readCookie('svc_cart_id')).to.equal(null);
    } finally {
      console.warn = warn;
      delete (document as { cookie?: string }).cookie;
    }
    expect(warned).to.deep.equal([
      ['Svc: this page cannot use cookies, so the cart and sign-in last only until it is reloaded'],
    ]);
  });
});
