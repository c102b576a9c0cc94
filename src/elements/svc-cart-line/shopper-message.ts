import { en } from '../../i18n/catalogs/en.js';
import type { MessageKey } from '../../i18n/localize.js';

/**
 * What to tell the shopper about a failed cart action, as plain text: the catalog's
 * `error.<code>` for a code it knows, else the server's own message (written for shoppers), the
 * network message when no answer came, and `fallback` for input the SDK refused before sending.
 * Never the developer message of `error.message`.
 */
export function shopperMessage(
  error: unknown,
  term: (key: MessageKey) => string,
  fallback: MessageKey = 'error.generic',
): string {
  const { name, code, serverMessage } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    serverMessage?: unknown;
  };
  const key = `error.${String(code)}`;
  if (typeof code === 'string' && key in en) return term(key as MessageKey);
  if (name === 'SvcNetworkError' || name === 'SvcTimeoutError') return term('error.network');
  if (name === 'SvcValidationError') return term(fallback);
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  return term('error.generic');
}
