/** Leaving the page (checkout and summary redirects). Tests replace `assign`. */
export const navigation = {
  assign(url: string): void {
    // Web addresses only: a `javascript:` URL in shop data must not run.
    if (/^https?:$/.test(new URL(url, location.href).protocol)) window.location.assign(url);
  },
};
