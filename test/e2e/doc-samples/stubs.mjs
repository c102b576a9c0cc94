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

/**
 * Framework modules, with only the members the samples use: the point is that the samples use
 * the widget's and the SDK's API correctly, not a framework's.
 */
export const MODULE_STUBS = {
  react: `
export function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
export function useState<T>(initial: T | (() => T)): [T, (next: T | ((previous: T) => T)) => void];
declare global {
  namespace JSX {
    interface Element {}
    interface IntrinsicElements {
      [name: string]: Record<string, unknown>;
    }
  }
}
`,
  'next/script': `
export interface ScriptProps {
  src?: string;
  id?: string;
  type?: string;
  strategy?: 'beforeInteractive' | 'afterInteractive' | 'lazyOnload' | 'worker';
  nonce?: string;
  onLoad?: () => void;
  children?: string;
  dangerouslySetInnerHTML?: { __html: string };
}
export default function Script(props: ScriptProps): JSX.Element;
`,
  vue: `
export interface Ref<T> {
  value: T;
}
export function ref<T>(value: T): Ref<T>;
export function onMounted(hook: () => void): void;
export function onUnmounted(hook: () => void): void;
`,
};
