/**
 * The one rule for what looks like an email address: something, `@`, something with a dot in it,
 * no spaces and one `@`. The server decides the rest (a refused address comes back as a field
 * error); this only saves the shopper a round trip for an obvious typo.
 */
const EMAIL = /^(?=[^\s@]+@[^\s@]+$).+@.+\../;

/** Whether `value` looks like an email address (see above). */
export const isEmail = (value: string): boolean => EMAIL.test(value);
