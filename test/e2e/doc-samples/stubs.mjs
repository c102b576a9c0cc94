// Declarations the documentation's code samples are type-checked with (see 90-doc-samples.check.mjs).
// They are served to the TypeScript compiler as in-memory files, so they never join the project's
// own `tsc` run: the prelude's placeholders must not become globals of the real code.

/**
 * Placeholders a guide may use without defining them: what the reader fills in. Keep it short;
 * everything else a sample uses it must define or import itself.
 */
export const PRELUDE = `
declare const email: string;
declare const password: string;
/** The page's own sign-in with the provider; resolves with its ID token. */
declare function myGoogleSignIn(): Promise<string>;
/** The payment provider's client-side 3-D Secure check; resolves with its payment ID. */
declare function gatewayVerify(token: string): Promise<string>;
`;
