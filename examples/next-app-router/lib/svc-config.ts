// #region svc-config
/**
 * The shop's Storefront API key and base, read on the server (`SVC_API_KEY`, `SVC_API_URL`); the
 * defaults are the sandbox's (`npm run sandbox` in the widget's repository).
 */
export const svcApi = {
  apiKey: process.env.SVC_API_KEY ?? 'demo-api-key',
  apiUrl: process.env.SVC_API_URL ?? 'http://127.0.0.1:5176/storefront/v1/',
};
// #endregion svc-config
