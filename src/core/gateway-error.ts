/**
 * The payment gateways' failure for the shopper, shared by the gateway adapters (UI), which raise
 * it, and the purchase (controller), which raises it too and tells it apart by its shape.
 */

/**
 * A failure for the shopper. `code` has a sentence in the widget's catalog (`error.<code>`), so a
 * step's `stepError(error)` shows it in the shopper's language; `message` is the English text.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly code: string;
  /** The adapter's own form shows the message next to the field at fault (and focused it). */
  readonly inline: boolean;
  /** `message` is in the shopper's language already (the provider's or the card form's words). */
  readonly localized: boolean;

  constructor(
    code: string,
    message: string,
    options: { inline?: boolean; localized?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause !== undefined ? { cause: options.cause } : undefined);
    this.code = code;
    this.inline = options.inline ?? false;
    this.localized = options.localized ?? options.inline ?? false;
  }
}

/** `true` for a `GatewayError` (or anything shaped like one, from another copy of the module). */
export const isGatewayError = (error: unknown): error is GatewayError =>
  (error as { name?: unknown } | null)?.name === 'GatewayError';
