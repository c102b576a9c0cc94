/**
 * The shop's look (`accentColor`, `fontStyle`, `buttonStyle`) as values on the widget's root
 * element. Everything goes through the CSSOM (`style.setProperty`) or a data attribute, never a
 * `style` attribute string, so it works under a Content-Security-Policy without `unsafe-inline`.
 */
import type { SvcCart } from '../../controller/svc-cart.js';

type ShopCartSettings = SvcCart['cartSettings'];

const DARK_TEXT = '#1d2327';
const LIGHT_TEXT = '#ffffff';

let probe: CanvasRenderingContext2D | null | undefined;

/** `[r, g, b]` (0-255) of any CSS colour the browser knows, or null. */
function rgbOf(color: string): [number, number, number] | null {
  if (!CSS.supports('color', color)) return null;
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe) return null;
  probe.fillStyle = '#000';
  probe.fillStyle = color;
  // Canvas normalises opaque colours to `#rrggbb` and others to `rgba(r, g, b, a)`.
  const value = String(probe.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or dark text, whichever reads better on `accent` (null when the colour is unknown). */
export function textColorOn(accent: string): string | null {
  const rgb = rgbOf(accent);
  if (!rgb) return null;
  const background = luminance(rgb);
  const white = contrast(background, 1);
  const dark = contrast(background, luminance([0x1d, 0x23, 0x27]));
  return white >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/** A font family name as a CSS string. */
const quoted = (family: string) => `"${family.replace(/["\\]/g, '').replace(/[\n\r\f]/g, ' ')}"`;

function put(element: HTMLElement, name: string, value: string | null): void {
  if (value) element.style.setProperty(name, value);
  else element.style.removeProperty(name);
}

/**
 * Applies the shop's cart settings to `element` (the widget root). The font falls back to the
 * host page's own font while the web font loads or when it cannot load. Without `shopFont`
 * (`settings.webFont: false`) the shop's font is not named at all: the widget loaded none, and a
 * copy installed on the shopper's device must not show instead of the page's font (a page that
 * serves the shop's font itself names it in `--svc-font-family`).
 */
export function applyTheme(element: HTMLElement, settings: ShopCartSettings, shopFont: boolean): void {
  const accent =
    typeof settings.accentColor === 'string' && CSS.supports('color', settings.accentColor.trim())
      ? settings.accentColor.trim()
      : null;
  put(element, '--svc-accent', accent);
  put(element, '--_shop-accent-contrast', accent ? textColorOn(accent) : null);

  const font = shopFont && typeof settings.fontStyle === 'string' ? settings.fontStyle.trim() : '';
  // Read before setting: the root itself never uses --svc-font-family, so this is the page's font.
  const pageFont = font ? getComputedStyle(element).fontFamily : '';
  put(element, '--svc-font-family', font ? [quoted(font), pageFont || 'sans-serif'].join(', ') : null);

  const style = settings.buttonStyle;
  if (style === 1 || style === 2 || style === 3) element.dataset.buttonStyle = String(style);
  else delete element.dataset.buttonStyle;
}
