import { SANDBOX_OTP_CODE, shop } from '../fixtures.js';
import {
  bodyObject,
  requireEmail,
  requireString,
  type OperationHandlers,
  type SandboxContext,
} from '../context.js';
import { invalid, SandboxError } from '../errors.js';
import { publicCustomer } from './customers.js';

const PROVIDERS = { google: 'google_login', facebook: 'facebook_login' } as const;

function loginResponse(context: SandboxContext, customerId: number) {
  const token = context.store.issueToken(customerId);
  const customer = context.store.customers.find((c) => c.id === customerId)!;
  const entry = context.store.tokens.get(token)!;
  return {
    accessToken: token,
    tokenType: 'Bearer',
    expiresAt: new Date(entry.expiresAt).toISOString(),
    customer: publicCustomer(customer),
  };
}

function createCustomer(
  context: SandboxContext,
  email: string,
  firstName: string,
  lastName: string,
  password: string,
) {
  const customer = {
    id: context.store.nextId(),
    email,
    password,
    firstName,
    lastName,
    phone: null,
    externalId: null,
    marketingConsent: false,
    tosConsent: false,
    createdAt: new Date().toISOString(),
  };
  context.store.customers.push(customer);
  return customer;
}

/** FNV-1a of the token, in hex: the same token always gives the same account. */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export const authHandlers: OperationHandlers = {
  'auth.login': (context) => {
    const body = bodyObject(context);
    const email = requireEmail(body);
    const password = requireString(body, 'password');
    const customer = context.store.customerByEmail(email);
    if (!customer || customer.password !== password) {
      throw new SandboxError(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    return loginResponse(context, customer.id);
  },

  'auth.register': (context) => {
    const body = bodyObject(context);
    const email = requireEmail(body);
    const firstName = requireString(body, 'firstName');
    const lastName = requireString(body, 'lastName');
    if (body.password !== undefined && (typeof body.password !== 'string' || body.password.length < 8)) {
      throw invalid('password', 'The password must be at least 8 characters.');
    }
    if (context.store.customerByEmail(email)) {
      throw invalid('email', 'An account with this email already exists.', 'email_taken');
    }
    // Without a password the real service generates one and emails it.
    const password = typeof body.password === 'string' ? body.password : `gen-${crypto.randomUUID()}`;
    const customer = createCustomer(context, email, firstName, lastName, password);
    return loginResponse(context, customer.id);
  },

  'auth.registered': (context) => {
    const email = requireEmail(bodyObject(context));
    return { registered: Boolean(context.store.customerByEmail(email)) };
  },

  'auth.otp': (context) => {
    const email = requireEmail(bodyObject(context));
    context.store.otpRequests.add(email.toLowerCase());
    return undefined;
  },

  'auth.otpLogin': (context) => {
    const body = bodyObject(context);
    const email = requireEmail(body);
    const token = requireString(body, 'token');
    const customer = context.store.customerByEmail(email);
    if (!customer || !context.store.otpRequests.has(email.toLowerCase()) || token !== SANDBOX_OTP_CODE) {
      throw new SandboxError(401, 'invalid_otp', 'The one-time password is incorrect or has expired.');
    }
    context.store.otpRequests.delete(email.toLowerCase());
    return loginResponse(context, customer.id);
  },

  'auth.social': (context) => {
    const body = bodyObject(context);
    const token = requireString(body, 'token');
    const provider = body.provider;
    if (provider !== 'google' && provider !== 'facebook') {
      throw invalid('provider', 'The provider must be google or facebook.');
    }
    if (!shop.apps.some((app) => app.name === PROVIDERS[provider])) {
      throw new SandboxError(
        403,
        'provider_disabled',
        `Sign-in with ${provider} is not enabled for this shop.`,
      );
    }
    // The sandbox accepts any non-empty ID token and maps it to a stable email. The whole token is
    // hashed: real ID tokens (JWTs) share their header, so a prefix would merge different people.
    const email = `${provider}.${fingerprint(token)}@social.example`;
    const customer =
      context.store.customerByEmail(email) ??
      createCustomer(context, email, 'Social', 'Shopper', crypto.randomUUID());
    return loginResponse(context, customer.id);
  },
};
