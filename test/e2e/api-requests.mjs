// Shared by the end-to-end checks that assert what left the page: the API requests it sends.

/**
 * Records every request `page` sends to the Storefront API (a path under `/storefront/v1/`):
 * `{ method, path, query, body }`, with the path below `/storefront/v1`, the query as
 * `URLSearchParams` and the body as sent (`null` without one). Returns the list it fills.
 */
export function recordApiRequests(page) {
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/storefront/v1/')) return;
    requests.push({
      method: request.method(),
      path: url.pathname.slice('/storefront/v1'.length),
      query: url.searchParams,
      body: request.postData() ?? null,
    });
  });
  return requests;
}
