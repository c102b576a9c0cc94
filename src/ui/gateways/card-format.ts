/**
 * How the widget's card form shows what the shopper types: the card number in groups (4-4-4-4, or
 * 4-6-5 for American Express), the expiry as `MM/YY`, the security code as digits. Each formatter
 * takes the field's text and the caret's place in it and gives the formatted text and where the
 * caret goes, so the caret stays by the digit the shopper just typed, pasted or deleted.
 */

/** A field's text and the caret's offset in it. */
export interface Entry {
  text: string;
  caret: number;
}

/** The digits of `text`, in order. */
export function digitsOf(text: string): string {
  return [...text].filter((char) => char >= '0' && char <= '9').join('');
}

/** American Express numbers start with 34 or 37. */
const AMEX_PREFIXES = ['34', '37'];

/** The group lengths of a card number that starts with `digits`, and how many digits it has at most. */
export function cardGroups(digits: string): { groups: number[]; maxDigits: number } {
  if (AMEX_PREFIXES.some((prefix) => digits.startsWith(prefix))) return { groups: [4, 6, 5], maxDigits: 15 };
  return { groups: [4, 4, 4, 4, 3], maxDigits: 19 };
}

/** `digits` split into `groups` (the last group takes what is left), joined by single spaces. */
function grouped(digits: string, groups: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const length of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + length));
    start += length;
  }
  return parts.join(' ');
}

/** The offset in `text` just after its `count`th digit (0: the start). */
function afterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char >= '0' && char <= '9') seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/** The caret of `entry` in `formatted`: by the same digit, or at the end when it was at the end. */
function caretIn(entry: Entry, formatted: string, digitsKept: number): number {
  if (entry.caret >= entry.text.length) return formatted.length;
  return afterDigits(formatted, Math.min(digitsOf(entry.text.slice(0, entry.caret)).length, digitsKept));
}

/**
 * The card number as typed: digits only, at most as many as the brand has, in its groups
 * (`4242 4242 4242 4242`, `3782 822463 10005`).
 */
export function formatCardNumber(entry: Entry): Entry {
  const all = digitsOf(entry.text);
  const { groups, maxDigits } = cardGroups(all);
  const digits = all.slice(0, maxDigits);
  const text = grouped(digits, groups);
  return { text, caret: caretIn(entry, text, digits.length) };
}

/** Whether `char` separates the month from the year (`/`, `-`, a space). */
const isSeparator = (char: string) => char === '/' || char === '-' || char === ' ';

/**
 * The expiry as typed: `MM/YY`. Four digits read as month and year (`1230` is `12/30`); a month of
 * one digit gets its zero when the shopper types a separator after it (`1/` is `01/`); a four-digit year keeps its last
 * two digits (`12/2030`, as autofill may give it, is `12/30`). The slash shows once the year starts,
 * so deleting it never puts it back.
 */
export function formatExpiry(entry: Entry): Entry {
  const separator = [...entry.text].findIndex(isSeparator);
  const monthDigits = separator === -1 ? '' : digitsOf(entry.text.slice(0, separator));
  let text: string;
  if (monthDigits.length === 1 || monthDigits.length === 2) {
    const yearDigits = digitsOf(entry.text.slice(separator + 1));
    const year = yearDigits.length === 4 ? yearDigits.slice(2) : yearDigits.slice(0, 2);
    // The separator just typed after one digit ends the month; a month being edited keeps its digit.
    const justTyped = entry.caret === separator + 1;
    const month = justTyped ? monthDigits.padStart(2, '0') : monthDigits;
    text = `${month}/${year}`;
  } else {
    const digits = digitsOf(entry.text).slice(0, 4);
    text = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  }
  return { text, caret: caretIn(entry, text, digitsOf(text).length) };
}

/** The security code as typed: digits only, at most four. */
export function formatCvc(entry: Entry): Entry {
  const text = digitsOf(entry.text).slice(0, 4);
  return { text, caret: caretIn(entry, text, text.length) };
}

/**
 * A Backspace (or Delete) that removed only a separator (a space of the card number, the expiry's
 * slash) would be put back by the formatter and seem to do nothing: it removes the digit before it
 * (after it, for Delete) too. `before` is the text before the deletion.
 */
export function deleteAcrossSeparator(before: string, after: Entry, backward: boolean): Entry {
  if (digitsOf(before) !== digitsOf(after.text)) return after;
  const text = after.text;
  if (backward) {
    const digitsBefore = digitsOf(text.slice(0, after.caret)).length;
    if (digitsBefore === 0) return after;
    const at = afterDigits(text, digitsBefore) - 1;
    return { text: text.slice(0, at) + text.slice(at + 1), caret: at };
  }
  const rest = text.slice(after.caret);
  const offset = [...rest].findIndex((char) => char >= '0' && char <= '9');
  if (offset === -1) return after;
  const at = after.caret + offset;
  return { text: text.slice(0, at) + text.slice(at + 1), caret: after.caret };
}
