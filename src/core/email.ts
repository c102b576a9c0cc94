/**
 * The widget's email rule: the SDK's one rule (sdk/src/email.ts, `@svc/sdk/email`), which the SDK's
 * payload checks and the sandbox use too, so the widget never accepts an address the SDK refuses.
 * `@svc/sdk/email` is a module with no imports: core takes it at run time without the rest of the
 * SDK (the one exception to core's "types only" rule for the SDK, eslint.config.js).
 */
export { isEmail } from '@svc/sdk/email';
