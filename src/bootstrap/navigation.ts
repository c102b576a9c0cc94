/** Leaving the page (checkout and summary redirects). Tests replace `assign`. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
