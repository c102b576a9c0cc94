/**
 * The one rule for what looks like an email address, shared by the SDK's payload checks, the
 * widget (src/core/email.ts re-exports it) and the sandbox: something, `@`, something with a dot
 * in it, no spaces and one `@`. The server decides the rest (a refused address comes back as a
 * field error); this only saves the shopper a round trip for an obvious typo. A module of its own,
 * with no imports, so the widget's core can take it without the rest of the SDK
 * (`@svc/sdk/email`).
 */
const EMAIL = /^(?=[^\s@]+@[^\s@]+$).+@.+\../;

/** Whether `value` looks like an email address (see above). */
export const isEmail = (value: string): boolean => EMAIL.test(value);
