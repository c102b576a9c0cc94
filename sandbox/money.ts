/** Money in the sandbox: minor units per currency. Fixtures give USD and derive the rest. */
export type Prices = Record<string, number>;

/** Fixed sandbox exchange rates from USD, so every currency answer is reproducible. */
export const RATES: Record<string, number> = { USD: 1, EUR: 0.92, GBP: 0.79 };

/** A USD price in minor units, with its EUR and GBP equivalents. */
export function priced(usd: number): Prices {
  const prices: Prices = {};
  for (const [code, rate] of Object.entries(RATES)) prices[code] = Math.round(usd * rate);
  return prices;
}
