/**
 * A computed `font-family` as a list of names: engines differ in quoting (Firefox keeps `"Inter"`,
 * Chromium and WebKit drop the quotes of a name that needs none), so tests compare the names.
 */
export const fontNames = (value: string): string[] =>
  value.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
