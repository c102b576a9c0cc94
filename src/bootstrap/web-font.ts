/**
 * Loads a shop's web font (`fontStyle`) once per page: fonts must be declared in the document, not
 * in a shadow root, so this adds one stylesheet link to `<head>`. Under a Content-Security-Policy
 * that blocks the font host the link simply fails and the host page's font stays.
 */
const FONT_HOST = 'https://fonts.googleapis.com/css2';
const loaded = new Set<string>();

/** The stylesheet URL of a font family, regular and semi-bold weights. */
export const webFontUrl = (family: string): string =>
  `${FONT_HOST}?family=${encodeURIComponent(family.trim()).replace(/%20/g, '+')}:wght@400;600&display=swap`;

export function loadWebFont(family: string): void {
  const name = family.trim();
  if (!name || loaded.has(name.toLowerCase())) return;
  loaded.add(name.toLowerCase());
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = webFontUrl(name);
  link.dataset.svcFont = name;
  document.head.append(link);
}
