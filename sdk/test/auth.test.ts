import { expect } from '@open-wc/testing';
import { SvcApiError, SvcValidationError } from '@svc/sdk';
import { writeCookie } from '../src/http/cookies.js';
import {
  captureConsoleError,
  initClient,
  readCookieValue,
  rejectionOf,
  setupSandbox,
  signIn,
} from './helpers.js';

describe('auth', () => {
  const sandbox = setupSandbox();

  it('starts signed out, with getAccessToken() null when there is no cookie', async () => {
    const client = await initClient();
    expect(client.auth.isAuthenticated).to.equal(false);
    expect(client.auth.getAccessToken()).to.equal(null);
  });

  describe('login', () => {
    it('signs in, stores the token in svc_access_token and resolves the login response', async () => {
      const client = await initClient();
      const response = await client.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      expect(response.accessToken).to.match(/^sbx_/);
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(response.accessToken);
      expect(client.auth.getAccessToken()).to.equal(response.accessToken);
      const request = (await sandbox().sent()).find((r) => r.path === '/auth/login')!;
      expect(request.method).to.equal('POST');
      expect(request.body).to.deep.equal({ email: 'shopper@example.com', password: 'demo1234' });
    });

    it('leaves the customer signed out when the password is wrong', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.auth.login({ email: 'shopper@example.com', password: 'nope-nope' }),
      )) as SvcApiError;
      expect(error.code).to.equal('invalid_credentials');
      expect(client.auth.isAuthenticated).to.equal(false);
      expect(readCookieValue('svc_access_token')).to.equal(null);
    });

    it('refuses a payload without password before sending anything', async () => {
      const client = await initClient();
      sandbox().clearSent();
      const error = await rejectionOf(client.auth.login({ email: 'shopper@example.com' } as never));
      expect(error).to.be.instanceOf(SvcValidationError);
      expect(error.message).to.equal('Svc auth.login: payload.password is required');
      expect(await sandbox().sent()).to.have.length(0);
    });
  });

  describe('register', () => {
    it('creates an account and signs in', async () => {
      const client = await initClient();
      const response = await client.auth.register({
        email: 'new.shopper@example.com',
        firstName: 'New',
        lastName: 'Shopper',
        password: 'longenough',
      });
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(response.accessToken);
      const me = await client.customers.me();
      expect(me).to.include({ email: 'new.shopper@example.com', firstName: 'New', lastName: 'Shopper' });
    });

    it('works without a password (one is generated and emailed)', async () => {
      const client = await initClient();
      await client.auth.register({ email: 'nopass@example.com', firstName: 'No', lastName: 'Pass' });
      const request = (await sandbox().sent()).find((r) => r.path === '/auth/register')!;
      expect(request.body).to.deep.equal({ email: 'nopass@example.com', firstName: 'No', lastName: 'Pass' });
      expect(client.auth.isAuthenticated).to.equal(true);
    });

    it('names the missing field', async () => {
      const client = await initClient();
      const error = await rejectionOf(
        client.auth.register({ email: 'x@example.com', firstName: 'X' } as never),
      );
      expect(error.message).to.equal('Svc auth.register: payload.lastName is required');
      expect((error as SvcValidationError).field).to.equal('payload.lastName');
    });
  });

  it('registered tells whether an account exists', async () => {
    const client = await initClient();
    expect(await client.auth.registered({ email: 'shopper@example.com' })).to.deep.equal({
      registered: true,
    });
    expect(await client.auth.registered({ email: 'nobody@example.com' })).to.deep.equal({
      registered: false,
    });
  });

  describe('one-time password', () => {
    it('otp resolves with nothing and otpLogin signs in with the code', async () => {
      const client = await initClient();
      expect(await client.auth.otp({ email: 'shopper@example.com' })).to.equal(undefined);
      const response = await client.auth.otpLogin({ email: 'shopper@example.com', token: '123456' });
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(response.accessToken);
      const paths = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
      expect(paths).to.include.members(['POST /auth/otp', 'POST /auth/otp/login']);
    });

    it('otpLogin with a wrong code rejects and stays signed out', async () => {
      const client = await initClient();
      await client.auth.otp({ email: 'shopper@example.com' });
      const error = (await rejectionOf(
        client.auth.otpLogin({ email: 'shopper@example.com', token: '000000' }),
      )) as SvcApiError;
      expect(error.code).to.equal('invalid_otp');
      expect(client.auth.isAuthenticated).to.equal(false);
    });
  });

  describe('social', () => {
    it('signs in with a provider that is on for the shop', async () => {
      const client = await initClient();
      await client.auth.social({ token: 'google-id-token', provider: 'google' });
      expect(client.auth.isAuthenticated).to.equal(true);
    });

    it('is refused for a provider that is off for the shop', async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.auth.social({ token: 'fb-token', provider: 'facebook' }),
      )) as SvcApiError;
      expect(error.status).to.equal(403);
      expect(error.code).to.equal('provider_disabled');
      expect(client.auth.isAuthenticated).to.equal(false);
    });

    it("passes on the server's refusal of a provider other than google or facebook", async () => {
      const client = await initClient();
      const error = (await rejectionOf(
        client.auth.social({ token: 't', provider: 'twitter' as never }),
      )) as SvcApiError;
      expect(error.message).to.equal(
        'Svc auth.social: The provider must be google or facebook. (HTTP 422, validation_failed)',
      );
      expect(Object.keys(error.fieldErrors)).to.deep.equal(['provider']);
      expect(client.auth.isAuthenticated).to.equal(false);
    });
  });

  describe('logout', () => {
    it('is local only: returns undefined (not a promise), sends nothing, empties the cookie', async () => {
      const client = await initClient();
      await signIn(client);
      sandbox().clearSent();
      const result = client.auth.logout();
      expect(result).to.equal(undefined);
      expect(client.auth.isAuthenticated).to.equal(false);
      expect(client.auth.getAccessToken()).to.equal('');
      expect(readCookieValue('svc_access_token')).to.equal('');
      await client.countries.list();
      const sent = await sandbox().sent();
      expect(sent.map((r) => r.path)).to.deep.equal(['/countries']);
      expect(sent[0]!.headers.get('authorization')).to.equal(null);
    });

    it('leaves the token valid on the server', async () => {
      const client = await initClient();
      const token = await signIn(client);
      client.auth.logout();
      expect(await client.auth.checkAuthenticated(token)).to.equal(true);
    });
  });

  describe('checkAuthenticated', () => {
    it('accepts the stored token with one customers.me call', async () => {
      const client = await initClient();
      const token = await signIn(client);
      client.auth.isAuthenticated = false;
      sandbox().clearSent();
      expect(await client.auth.checkAuthenticated()).to.equal(true);
      const sent = await sandbox().sent();
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /customers/me']);
      expect(sent[0]!.headers.get('authorization')).to.equal(`Bearer ${token}`);
    });

    it('prefers a passed token over the stored one and writes it to the cookie', async () => {
      const client = await initClient();
      const token = await signIn(client);
      client.auth.logout();
      writeCookie('svc_access_token', 'stale');
      expect(await client.auth.checkAuthenticated(token)).to.equal(true);
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(token);
    });

    it('resolves false, clears header and cookie and logs when the token is rejected', async () => {
      const client = await initClient();
      await signIn(client);
      let result: boolean | undefined;
      const logged = await captureConsoleError(async () => {
        result = await client.auth.checkAuthenticated('not-a-valid-token');
      });
      expect(result).to.equal(false);
      expect(client.auth.isAuthenticated).to.equal(false);
      expect(client.auth.getAccessToken()).to.equal(null);
      expect(logged).to.have.length(1);
      expect(logged[0]).to.contain('Svc auth.checkAuthenticated: the access token was not accepted');
      sandbox().clearSent();
      await client.countries.list();
      expect((await sandbox().sent())[0]!.headers.get('authorization')).to.equal(null);
    });

    it('resolves false and logs when there is no token, without a request', async () => {
      const client = await initClient();
      sandbox().clearSent();
      let result: boolean | undefined;
      const logged = await captureConsoleError(async () => {
        result = await client.auth.checkAuthenticated();
      });
      expect(result).to.equal(false);
      expect(logged).to.deep.equal(['Svc auth.checkAuthenticated: there is no access token to check']);
      expect(await sandbox().sent()).to.have.length(0);
    });

    it('resolves false for an expired token', async () => {
      const client = await initClient();
      const token = await signIn(client);
      sandbox().store.expireToken(token);
      let result: boolean | undefined;
      await captureConsoleError(async () => {
        result = await client.auth.checkAuthenticated();
      });
      expect(result).to.equal(false);
      expect(client.auth.getAccessToken()).to.equal(null);
    });

    it('never rejects, even when the network fails', async () => {
      const client = await initClient();
      const { http, HttpResponse } = await import('msw');
      sandbox().worker.use(http.get('*/storefront/v1/customers/me', () => HttpResponse.error()));
      let result: boolean | undefined;
      await captureConsoleError(async () => {
        result = await client.auth.checkAuthenticated('any-token');
      });
      expect(result).to.equal(false);
    });
  });

  describe('onTokenRejected (beyond the spec)', () => {
    /** The errors a handler set on `client` hears of. */
    function listen(client: Awaited<ReturnType<typeof initClient>>) {
      const heard: SvcApiError[] = [];
      client.auth.onTokenRejected = (error) => heard.push(error);
      return heard;
    }

    it('hears of a request for the customer refused for a revoked token, before the caller; the SDK changes nothing', async () => {
      const client = await initClient();
      const token = await signIn(client);
      const heard = listen(client);
      sandbox().store.revokeToken(token);
      let heardFirst: number | undefined;
      const error = (await client.addresses.list().catch((rejected: unknown) => {
        heardFirst = heard.length;
        return rejected;
      })) as SvcApiError;
      expect(heard).to.deep.equal([error]);
      expect(heardFirst).to.equal(1);
      expect([error.status, error.code, error.operation]).to.deep.equal([
        401,
        'unauthenticated',
        'addresses.list',
      ]);
      expect(client.auth.isAuthenticated).to.equal(true);
      expect(readCookieValue('svc_access_token')).to.equal(token);
    });

    it('hears of an expired token too, once per refused request', async () => {
      const client = await initClient();
      const token = await signIn(client);
      const heard = listen(client);
      sandbox().store.expireToken(token);
      await rejectionOf(client.wallet.list('USD'));
      await rejectionOf(client.customers.update({ marketingConsent: true }));
      expect(heard.map((error) => error.operation)).to.deep.equal(['wallet.list', 'customers.update']);
    });

    it('is not called for a guest, an accepted token, or after a sign-out or a new sign-in', async () => {
      const client = await initClient();
      const heard = listen(client);
      expect((await rejectionOf(client.addresses.list())) as SvcApiError).to.have.property('status', 401);
      const token = await signIn(client);
      await client.addresses.list();
      // Sent with the old token, answered after a new sign-in: old news.
      const { http } = await import('msw');
      let answerOld: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answerOld = resolve));
      sandbox().worker.use(
        http.get(
          '*/storefront/v1/customers/me/addresses',
          async () => {
            await held;
            return undefined;
          },
          { once: true },
        ),
      );
      const pending = rejectionOf(client.addresses.list());
      sandbox().store.revokeToken(token);
      await signIn(client);
      answerOld();
      expect((await pending) as SvcApiError).to.have.property('status', 401);
      client.auth.logout();
      await rejectionOf(client.addresses.list());
      expect(heard).to.deep.equal([]);
    });

    it('a handler that throws is logged; the caller still gets the request’s error', async () => {
      const client = await initClient();
      const token = await signIn(client);
      client.auth.onTokenRejected = () => {
        throw new Error('handler broke');
      };
      sandbox().store.revokeToken(token);
      let error: SvcApiError | undefined;
      const logged = await captureConsoleError(async () => {
        error = (await rejectionOf(client.addresses.list())) as SvcApiError;
      });
      expect(error!.code).to.equal('unauthenticated');
      expect(logged).to.deep.equal([
        'Svc addresses.list: the onTokenRejected handler threw Error: handler broke',
      ]);
    });
  });
});
