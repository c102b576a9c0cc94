/**
 * The URL rules of `disableUrls` (spec: "Widget configuration"): pathname only, case-insensitive;
 * `*` matches inside one segment, `**` across segments; an entry without a wildcard also matches on
 * a segment boundary (`/checkout` covers `/checkout/success`, not `/checkout-foo`).
 * picomatch is loaded only when some entry has a wildcard, so pages without patterns never fetch it.
 */
export type PathMatcher = (pathname: string) => boolean;

/**
 * An entry is a pattern when it has a wildcard (`*`, `**`) or one of picomatch's groups (`[abc]`,
 * `{a,b}`, `@(a|b)`-style); other characters (`+`, `@`, `(`, …) are plain path text, so `/c++`
 * still covers `/c++/guide` and needs no picomatch.
 */
const GLOB = /\*|\[[^\]]+\]|\{[^}]*,[^}]*\}|[?@!+]\(/;

/**
 * Lower-case, percent-escapes decoded, leading slash, no trailing slash (except the root), no
 * query or hash. A full URL gives its pathname.
 */
export function normalizePath(path: string): string {
  let result = path.trim();
  try {
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(result)) result = new URL(result).pathname;
  } catch {
    // keep it as written
  }
  result = result.split(/[?#]/)[0]!;
  try {
    // `location.pathname` is percent-encoded, an entry may not be: compare the decoded text.
    result = decodeURI(result);
  } catch {
    // a stray `%`: keep it as written
  }
  result = result.toLowerCase();
  if (!result.startsWith('/')) result = `/${result}`;
  if (result.length > 1) result = result.replace(/\/+$/, '');
  return result;
}

/**
 * A compiler of URL rules whose compiles settle in call order, so when rules change twice quickly
 * (a pattern that loads picomatch, then a plain list) the later rules are applied last. Each
 * widget has its own: one widget's slow pattern never holds up another's rules.
 */
export function urlRuleCompiler(): (patterns: readonly string[]) => Promise<PathMatcher> {
  /** The last compile handed out: each compile settles after the one before it. */
  let previous: Promise<unknown> = Promise.resolve();
  return (patterns) => {
    const compiled = compile(patterns);
    const ordered = previous.then(
      () => compiled,
      () => compiled,
    );
    previous = ordered.catch(() => undefined);
    return ordered;
  };
}

/**
 * Compiles the list into one matcher; an empty list matches nothing. For callers outside a widget
 * (the debug overlay's explanations); compiles through it settle in call order too.
 */
export const compileUrlRules = urlRuleCompiler();

async function compile(patterns: readonly string[]): Promise<PathMatcher> {
  const entries = patterns.map(normalizePath);
  const plain = entries.filter((entry) => !GLOB.test(entry));
  const globs = entries.filter((entry) => GLOB.test(entry));
  let globMatchers: PathMatcher[] = [];
  if (globs.length) {
    try {
      const { picomatch } = await import('./glob.js');
      globMatchers = globs.map((glob) => {
        const options = { nocase: true, dot: true };
        const rooted = picomatch(glob, options);
        // Without the leading slash `**` may also stand for no segment: `/**/private` covers `/private`.
        const relative = picomatch(glob.slice(1), options);
        return (path: string) => rooted(path) || relative(path.slice(1));
      });
    } catch (error) {
      // The pattern matcher could not be fetched (offline, blocked) or refused a pattern (longer
      // than it takes): plain entries still apply.
      console.error(
        'Cart Widget: the disableUrls patterns could not be loaded; wildcard entries are ignored',
        error,
      );
    }
  }
  return matcherOf(plain, globMatchers);
}

function matcherOf(plain: string[], globMatchers: PathMatcher[]): PathMatcher {
  return (pathname) => {
    const path = normalizePath(pathname);
    return (
      plain.some((entry) =>
        entry === '/' ? path === '/' : path === entry || path.startsWith(`${entry}/`),
      ) || globMatchers.some((match) => match(path))
    );
  };
}
