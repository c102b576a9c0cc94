/** An error answer of the sandbox: `{ code, message, errors? }` with an HTTP status (docs/decisions.md). */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

/** 422 with one field error; the message names the field. */
export function invalid(field: string, message: string, code = 'validation_failed'): SandboxError {
  return new SandboxError(422, code, message, { [field]: [message] });
}

export const notFound = (what: string): SandboxError =>
  new SandboxError(404, 'not_found', `${what} was not found`);

export const unauthenticated = (): SandboxError =>
  new SandboxError(401, 'unauthenticated', 'A signed-in customer is required for this operation');
