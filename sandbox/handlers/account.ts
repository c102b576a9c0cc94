import { localPickups, metafields, SANDBOX_GATEWAY_ID, shippingMethods } from '../fixtures.js';
import { bodyObject, paginate, requireCustomer, requireString, type OperationHandlers } from '../context.js';
import { invalid, notFound } from '../errors.js';
import { normalizeAddress } from '../rules/cart.js';

const withoutOwner = <T extends { customerId?: number | null }>({ customerId: _owner, ...rest }: T) => rest;

/** Countries a delivery method or local pick-up serves; `undefined` for an unknown method. */
const methodCountries = (methodId: number): number[] | undefined =>
  [...shippingMethods, ...localPickups].find((m) => m.id === methodId)?.countries;

export const accountHandlers: OperationHandlers = {
  'addresses.list': (context) => {
    const customer = requireCustomer(context);
    return context.store.addresses.filter((a) => a.customerId === customer.id).map(withoutOwner);
  },

  'addresses.store': (context) => {
    const address = normalizeAddress(bodyObject(context), '');
    const customerId = context.customer?.id ?? null;
    const hasDefault =
      customerId !== null && context.store.addresses.some((a) => a.customerId === customerId && a.default);
    const stored = {
      id: context.store.nextId(),
      customerId,
      ...address,
      default: customerId !== null && !hasDefault,
    };
    context.store.addresses.push(stored);
    return withoutOwner(stored);
  },

  // `shippingMethodId` filters by country (spec): the pick-up info of pick-ups in that method's countries.
  'pickupInfo.list': (context) => {
    const customer = requireCustomer(context);
    let wanted: number[] | undefined;
    if (context.query.shippingMethodId !== undefined) {
      wanted = methodCountries(Number(context.query.shippingMethodId));
      if (!wanted)
        throw invalid('shippingMethodId', 'The shippingMethodId must be a delivery method of the shop.');
    }
    return context.store.pickupInfo
      .filter(
        (p) =>
          p.customerId === customer.id &&
          (wanted === undefined ||
            (methodCountries(p.shippingMethodId) ?? []).some((country) => wanted.includes(country))),
      )
      .map(withoutOwner);
  },

  'pickupInfo.store': (context) => {
    const customer = requireCustomer(context);
    const body = bodyObject(context);
    const firstName = requireString(body, 'firstName');
    const lastName = requireString(body, 'lastName');
    const phone = requireString(body, 'phone');
    if (!/^\+?[\d\s()-]{6,}$/.test(phone)) throw invalid('phone', 'The phone field must be a phone number.');
    // The spec's payload has no method; the sandbox's one local pick-up is the default.
    const shippingMethodId = body.shippingMethodId ?? localPickups[0]!.id;
    if (!localPickups.some((pickup) => pickup.id === shippingMethodId))
      throw invalid('shippingMethodId', 'The shippingMethodId must be a local pick-up of the shop.');
    const info = {
      id: context.store.nextId(),
      customerId: customer.id,
      firstName,
      lastName,
      phone,
      shippingMethodId: shippingMethodId as number,
    };
    context.store.pickupInfo.push(info);
    return withoutOwner(info);
  },

  'wallet.list': (context) => {
    const customer = requireCustomer(context);
    const currency = context.query.currencyCode;
    if (
      typeof currency !== 'string' ||
      !context.store.shop.currencies.some((c) => c.abbreviation === currency)
    ) {
      throw invalid(
        'currencyCode',
        'The currencyCode parameter must be a currency of the shop.',
        'unsupported_currency',
      );
    }
    return context.store.paymentMethods.filter((m) => m.customerId === customer.id).map(withoutOwner);
  },

  'wallet.setup': (context) => {
    const body = bodyObject(context);
    if (body.gatewayId !== SANDBOX_GATEWAY_ID)
      throw invalid('gatewayId', `The sandbox has one gateway, ${SANDBOX_GATEWAY_ID}.`, 'unknown_gateway');
    const token = `seti_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}_secret`;
    context.store.setupTokens.add(token);
    return { token };
  },

  'wallet.store': (context) => {
    const customer = requireCustomer(context);
    const body = bodyObject(context);
    if (body.gatewayId !== SANDBOX_GATEWAY_ID)
      throw invalid('gatewayId', `The sandbox has one gateway, ${SANDBOX_GATEWAY_ID}.`, 'unknown_gateway');
    const token = requireString(body, 'token');
    // Sandbox card tokens are `tok_<last four digits>`: tok_4242, tok_3184, tok_0002.
    const match = /^tok_(\d{4})$/.exec(token);
    if (!match)
      throw invalid('token', 'The sandbox accepts card tokens like tok_4242.', 'invalid_payment_token');
    const method = {
      id: context.store.nextId(),
      customerId: customer.id,
      gatewayId: SANDBOX_GATEWAY_ID,
      type: 'card',
      brand: 'visa',
      last4: match[1]!,
      expMonth: 12,
      expYear: 2030,
      default: !context.store.paymentMethods.some((m) => m.customerId === customer.id),
    };
    context.store.paymentMethods.push(method);
    return withoutOwner(method);
  },

  'metafield.list': ({ query }) => paginate(structuredClone(metafields), query),

  'metafield.load': ({ params }) => {
    const field = metafields.find((m) => String(m.id) === params.metafieldId);
    if (!field) throw notFound(`Metafield ${params.metafieldId}`);
    return structuredClone(field);
  },
};
