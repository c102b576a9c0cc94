#!/usr/bin/env node
// The load side of `npm run bench:reliability`, run in its own process: sends REQUESTS requests
// (CONCURRENCY at a time, `fetch` over loopback) to the sandbox at API_URL, then reads back every
// cart it made and compares it with what it sent. Prints one JSON object on stdout.
//
// The mix (weights out of 100, drawn from a seeded generator; the order responses come back in
// still varies between runs):
//   GET /shop 10, GET /products 10, POST /carts 4, POST /carts/:id/items 36,
//   PATCH /carts/:id/items/:itemId 15, GET /carts/:id 25.
// The first request makes a cart; after it, cart requests go to the first HOT carts half of the
// time (many requests on the same cart at once) and to any cart the rest. One-time products (211,
// 231, 402) merge into one line per product, so their quantities add up in any order; each POST
// of the subscription plan 101 makes a line of its own, which PATCH then sets. So that the
// expected state does not depend on the order the server happens to run them in, one cart has at
// most one POST of 101 in flight (to know which line it made) and one line at most one PATCH;
// everything else runs at once.

const API = (process.env.API_URL ?? '').replace(/\/$/, '');
const REQUESTS = Math.max(1, Number(process.env.REQUESTS || 10_000));
const CONCURRENCY = Math.max(1, Number(process.env.CONCURRENCY || 50));
const HOT = 5;
const ONE_TIME = [211, 231, 402];
const PLAN = 101;
const HEADERS = { 'x-api-key': 'demo-api-key', accept: 'application/json' };
const MIX = [
  ['GET /shop', 10],
  ['GET /products', 10],
  ['POST /carts', 4],
  ['POST /carts/:id/items', 36],
  ['PATCH /carts/:id/items/:itemId', 15],
  ['GET /carts/:id', 25],
];

if (!API) throw new Error('API_URL is required (the sandbox base, ending in /storefront/v1/)');

/** mulberry32: a small seeded generator, so the plan is the same every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20_261_125);
const pick = (list) => list[Math.floor(random() * list.length)];
const drawKind = () => {
  let roll = random() * 100;
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return MIX.at(-1)[0];
};

/**
 * What the client sent, per cart: `oneTime` productId → summed quantity (successful adds);
 * `planLines` line id → quantity of the last successful PATCH (or of its POST).
 */
const carts = [];
const byId = new Map();
const latencies = [];
const perKind = new Map();
const errors = [];
const sent = new Map();

async function call(kind, method, path, body) {
  const start = performance.now();
  let status = 0;
  let json;
  try {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: body === undefined ? HEADERS : { ...HEADERS, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    status = response.status;
    const text = await response.text();
    json = text ? JSON.parse(text) : undefined;
  } catch (error) {
    json = { network: String(error?.cause?.code ?? error?.message ?? error) };
  }
  const elapsed = performance.now() - start;
  latencies.push(elapsed);
  if (!perKind.has(kind)) perKind.set(kind, []);
  perKind.get(kind).push(elapsed);
  sent.set(kind, (sent.get(kind) ?? 0) + 1);
  const ok = status >= 200 && status < 300;
  if (!ok) errors.push({ kind, status, path, body: json });
  return ok ? json : undefined;
}

async function createCart() {
  const cart = await call('POST /carts', 'POST', '/carts', {});
  if (!cart?.id) return;
  const record = {
    id: cart.id,
    oneTime: new Map(),
    planLines: new Map(),
    planPosting: false,
    patching: new Set(),
  };
  carts.push(record);
  byId.set(cart.id, record);
}

const chooseCart = () => (random() < 0.5 ? pick(carts.slice(0, HOT)) : pick(carts));

async function addItem(cart) {
  // A line of the plan when this cart has none being made; a one-time product otherwise.
  if (!cart.planPosting && random() < 0.3) {
    cart.planPosting = true;
    const quantity = 1 + Math.floor(random() * 3);
    const known = new Set(cart.planLines.keys());
    try {
      const answer = await call('POST /carts/:id/items', 'POST', `/carts/${cart.id}/items`, {
        productId: PLAN,
        quantity,
      });
      if (!answer) return;
      const made = answer.items.filter((item) => item.productId === PLAN && !known.has(item.id));
      if (made.length !== 1) {
        errors.push({ kind: 'state', path: `/carts/${cart.id}`, body: `${made.length} new plan lines` });
        return;
      }
      cart.planLines.set(made[0].id, quantity);
    } finally {
      cart.planPosting = false;
    }
    return;
  }
  const productId = pick(ONE_TIME);
  const quantity = 1 + Math.floor(random() * 3);
  const answer = await call('POST /carts/:id/items', 'POST', `/carts/${cart.id}/items`, {
    productId,
    quantity,
  });
  if (answer) cart.oneTime.set(productId, (cart.oneTime.get(productId) ?? 0) + quantity);
}

async function patchItem(cart) {
  const free = [...cart.planLines.keys()].filter((id) => !cart.patching.has(id));
  if (!free.length) return addItem(cart);
  const lineId = pick(free);
  const quantity = 1 + Math.floor(random() * 5);
  cart.patching.add(lineId);
  try {
    const answer = await call(
      'PATCH /carts/:id/items/:itemId',
      'PATCH',
      `/carts/${cart.id}/items/${lineId}`,
      { quantity },
    );
    if (answer) cart.planLines.set(lineId, quantity);
  } finally {
    cart.patching.delete(lineId);
  }
}

async function one() {
  let kind = drawKind();
  if (kind !== 'GET /shop' && kind !== 'GET /products' && !carts.length) kind = 'POST /carts';
  switch (kind) {
    case 'GET /shop':
      return call(kind, 'GET', '/shop');
    case 'GET /products':
      return call(kind, 'GET', '/products');
    case 'POST /carts':
      return createCart();
    case 'POST /carts/:id/items':
      return addItem(chooseCart());
    case 'PATCH /carts/:id/items/:itemId':
      return patchItem(chooseCart());
    default:
      return call(kind, 'GET', `/carts/${chooseCart().id}`);
  }
}

const began = performance.now();
// The first request makes a cart, so the cart requests after it have one to go to.
await createCart();
let next = 1;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      next += 1;
      await one();
    }
  }),
);
const seconds = (performance.now() - began) / 1000;

// The state check: every cart as the server has it now, against what was sent.
let linesChecked = 0;
const mismatches = [];
for (const cart of carts) {
  const response = await fetch(`${API}/carts/${cart.id}`, { headers: HEADERS });
  const answer = await response.json();
  if (!response.ok) errors.push({ kind: 'state check', status: response.status, path: `/carts/${cart.id}` });
  const expected = new Map();
  for (const [productId, quantity] of cart.oneTime) expected.set(`product ${productId}`, quantity);
  for (const [lineId, quantity] of cart.planLines) expected.set(`line ${lineId}`, quantity);
  const actual = new Map();
  for (const item of answer.items ?? [])
    actual.set(item.productId === PLAN ? `line ${item.id}` : `product ${item.productId}`, item.quantity);
  linesChecked += expected.size;
  const keys = new Set([...expected.keys(), ...actual.keys()]);
  for (const key of keys)
    if (expected.get(key) !== actual.get(key))
      mismatches.push({ cart: cart.id, line: key, sent: expected.get(key), server: actual.get(key) });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const summary = (values) => ({
  count: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: values.length ? Math.max(...values) : NaN,
});

process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    concurrency: CONCURRENCY,
    seconds,
    perSecond: latencies.length / seconds,
    all: summary(latencies),
    kinds: MIX.map(([kind]) => ({ kind, ...summary(perKind.get(kind) ?? []) })),
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    carts: carts.length,
    cartsWithLines: carts.filter((cart) => cart.oneTime.size + cart.planLines.size > 0).length,
    linesChecked,
    mismatches: mismatches.length,
    mismatchSamples: mismatches.slice(0, 5),
  })}\n`,
);
