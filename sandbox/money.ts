/** Money in the sandbox: minor units per currency. Fixtures give USD and derive the rest. */
export type Prices = Record<string, number>;

/** Fixed sandbox exchange rates from USD, so every currency answer is reproducible. */
export const RATES: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79 };

/** A USD amount in minor units converted to `currency`, rounded to the minor unit. */
export const convert = (usd: number, currency: string): number => Math.round(usd * (RATES[currency] ?? 1));

/** A USD price in minor units, with its EUR and GBP equivalents. */
export function priced(usd: number): Prices {
  const prices: Prices = {};
  for (const code of Object.keys(RATES)) prices[code] = convert(usd, code);
  return prices;
}

/** `amount × pct / 100`, rounded to the minor unit. */
export const percentOf = (amount: number, pct: number): number => Math.round((amount * pct) / 100);
