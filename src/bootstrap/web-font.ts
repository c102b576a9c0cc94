/**
 * Loads a shop's web font (`fontStyle`) once per page: fonts must be declared in the document, not
 * in a shadow root, so this adds one stylesheet link to `<head>`, from Google Fonts or from the
 * shop's own URL template (`settings.webFont`). Under a Content-Security-Policy that blocks the
 * font host the link simply fails and the host page's font stays.
 */
const FONT_HOST = 'https://fonts.googleapis.com/css2';
/** The families already linked, per source (CSS matches family names whatever their case). */
const loaded = new Set<string>();

/**
 * The stylesheet URL of a font family: Google's (regular and semi-bold weights) for `'google'`,
 * else the template with every `{family}` replaced by the URL-encoded name.
 */
export const webFontUrl = (family: string, source = 'google'): string =>
  source === 'google'
    ? `${FONT_HOST}?family=${encodeURIComponent(family.trim()).replace(/%20/g, '+')}:wght@400;600&display=swap`
    : source.replaceAll('{family}', encodeURIComponent(family.trim()));

export function loadWebFont(family: string, source = 'google'): void {
  const name = family.trim();
  if (!name) return;
  const key = `${source} ${name.toLowerCase()}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = webFontUrl(name, source);
  link.dataset.svcFont = name;
  document.head.append(link);
}
