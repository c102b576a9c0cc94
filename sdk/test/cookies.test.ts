import { expect } from '@open-wc/testing';
import { cookieAttributes, readCookie, removeCookie, writeCookie } from '../src/http/cookies.js';

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
  it('writes svc_access_token for 365 days on path=/ with SameSite=Lax (no Secure on http)', () => {
    const before = Date.now();
    const [written] = cookieWrites(() => writeCookie('svc_access_token', 'tok en'));
    const parts = written!.split('; ');
    expect(parts[0]).to.equal('svc_access_token=tok%20en');
    expect(parts).to.include('max-age=31536000');
    expect(parts).to.include('path=/');
    expect(parts).to.include('SameSite=Lax');
    expect(parts).to.not.include('Secure');
    const expires = Date.parse(parts.find((p) => p.startsWith('expires='))!.slice(8));
    const days = (expires - before) / 86_400_000;
    expect(days).to.be.within(364.99, 365.01);
  });

  it('adds Secure on https pages', () => {
    expect(cookieAttributes('https:')).to.equal('; SameSite=Lax; Secure');
    expect(cookieAttributes('http:')).to.equal('; SameSite=Lax');
  });

  it('removes a cookie by expiring it on path=/', () => {
    const [written] = cookieWrites(() => removeCookie('svc_access_token'));
    expect(written).to.match(/^svc_access_token=; expires=[^;]+ GMT; max-age=0; path=\//);
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
});
