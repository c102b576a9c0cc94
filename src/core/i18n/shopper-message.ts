import type { MessageKey } from './localize.js';
import { isMessageKey } from './localize.js';

/** What the SDK's errors carry; read by shape because elements do not import the SDK. */
interface ErrorShape {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  body?: unknown;
  serverMessage?: unknown;
}

const NETWORK_ERRORS = new Set(['SvcNetworkError', 'SvcTimeoutError']);

/**
 * The shopper's words for a failure, as plain text: the catalog's `error.<code>` for an API error
 * code it knows, `error.network` when the shop could not be reached, `fallback` for input the SDK
 * refused before sending, the server's own message when a 4xx answer sent one, else
 * `error.generic`. Server errors (5xx) and answers without a message of their own get the generic
 * text: their text is written for developers. Never the developer message of `error.message`.
 * `key` names the catalog message used, `null` for the server's text.
 */
export function shopperMessage(
  error: unknown,
  term: (key: MessageKey) => string,
  fallback: MessageKey = 'error.generic',
): { text: string; key: MessageKey | null } {
  const shape = (error ?? {}) as ErrorShape;
  const key = typeof shape.code === 'string' ? `error.${shape.code}` : '';
  if (key && isMessageKey(key)) return { text: term(key), key };
  // A part of the widget or SDK that could not be fetched (offline) is a network failure too.
  const unfetched = error instanceof TypeError && /import/i.test(error.message);
  if (unfetched || (typeof shape.name === 'string' && NETWORK_ERRORS.has(shape.name))) {
    return { text: term('error.network'), key: 'error.network' };
  }
  if (shape.name === 'SvcValidationError') return { text: term(fallback), key: fallback };
  const body = shape.body as { message?: unknown } | undefined;
  const sentMessage = typeof body === 'object' && body !== null && typeof body.message === 'string';
  if (
    sentMessage &&
    typeof shape.serverMessage === 'string' &&
    shape.serverMessage.trim() &&
    typeof shape.status === 'number' &&
    shape.status < 500
  ) {
    return { text: shape.serverMessage, key: null };
  }
  return { text: term('error.generic'), key: 'error.generic' };
}
