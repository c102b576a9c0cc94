/** Test helpers; not part of the public API. */
export { resetSharedHttpClient } from './http/shared.js';
