interface ImportMetaEnv {
  /** The shop's Storefront API key (the sandbox's is `demo-api-key`). */
  readonly VITE_SVC_API_KEY?: string;
  /** The Storefront API's base, ending in `/storefront/v1/`. */
  readonly VITE_SVC_API_URL?: string;
}
