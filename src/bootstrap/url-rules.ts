/**
 * The URL rules of `disableUrls` (spec: "Widget configuration"): pathname only, case-insensitive;
 * `*` matches inside one segment, `**` across segments; an entry without a wildcard also matches on
 * a segment boundary (`/checkout` covers `/checkout/success`, not `/checkout-foo`).
 * picomatch is loaded only when some entry has a wildcard, so pages without patterns never fetch it.
 */
export type PathMatcher = (pathname: string) => boolean;

const GLOB = /[*?[\]{}()!+@]/;

/** Lower-case, leading slash, no trailing slash (except the root), no query or hash. */
export function normalizePath(path: string): string {
  let result = path.trim().split(/[?#]/)[0]!.toLowerCase();
  try {
    if (/^[a-z][a-z\d+.-]*:\/\//.test(result)) result = new URL(result).pathname.toLowerCase();
  } catch {
    // keep it as written
  }
  if (!result.startsWith('/')) result = `/${result}`;
  if (result.length > 1) result = result.replace(/\/+$/, '');
  return result;
}

/** Compiles the list into one matcher; an empty list matches nothing. */
export async function compileUrlRules(patterns: readonly string[]): Promise<PathMatcher> {
  const entries = patterns.map(normalizePath);
  const plain = entries.filter((entry) => !GLOB.test(entry));
  const globs = entries.filter((entry) => GLOB.test(entry));
  let globMatchers: PathMatcher[] = [];
  if (globs.length) {
    const { default: picomatch } = await import('picomatch/posix');
    globMatchers = globs.map((glob) => picomatch(glob, { nocase: true, dot: true }));
  }
  return (pathname) => {
    const path = normalizePath(pathname);
    return (
      plain.some((entry) =>
        entry === '/' ? path === '/' : path === entry || path.startsWith(`${entry}/`),
      ) || globMatchers.some((match) => match(path))
    );
  };
}
