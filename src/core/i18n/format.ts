/** Money and dates with `Intl`, in the shopper's language. Amounts are integers in minor units. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(lang: string, currency: string): Intl.NumberFormat {
  const key = `${lang}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/** Each currency's number of decimals, read once: `resolvedOptions()` builds a new object each time. */
const digitsOf = new Map<string, number>();

/** The currency's number of decimals: 2 for USD, 0 for JPY, 3 for KWD; an unknown code counts as USD. */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = moneyFormat('en', currency || 'USD').resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** `1999` in `USD` → `$19.99` (the currency's own number of decimals). */
export function formatMoney(minor: number | null | undefined, currency: string, lang: string): string {
  if (typeof minor !== 'number' || !Number.isFinite(minor)) return '';
  return moneyFormat(lang, currency || 'USD').format(minor / 10 ** currencyDigits(currency));
}

/** A calendar date (`YYYY-MM-DD` or ISO) as a medium date. */
export function formatDate(value: string, lang: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}
