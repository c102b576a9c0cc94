/**
 * Tap targets: every control a shopper can tap is at least 44×44 CSS px (WCAG 2.5.5, Apple's and
 * Baymard's minimum). A radio button or a checkbox counts with its label, which takes the tap too.
 * The walk goes through open shadow roots, so one call covers the widget and every element in it.
 */

/** The smallest side, in CSS px, a control may have. */
export const TAP_TARGET = 44;

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Every element under `root`, its open shadow roots included. */
function* deepElements(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

/**
 * A link inside a sentence (display: inline), which WCAG exempts: its size is the text's. A link
 * that stands alone as a control is a block or an inline-block and counts.
 */
function inlineLink(element: Element): boolean {
  return element.localName === 'a' && getComputedStyle(element).display === 'inline';
}

/** Whether a shopper can see (and so tap) `element`. */
function shown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

/**
 * The layout size of `element` in CSS px (`offsetWidth`/`offsetHeight`): what it takes once drawn,
 * not a frame of an opening drawer's transform, and rounded as the layout is (a 2.75rem control
 * whose borders leave it 43.99 px wide reads 44).
 */
function layoutBox(element: Element): { width: number; height: number } {
  if (element instanceof HTMLElement) return { width: element.offsetWidth, height: element.offsetHeight };
  return element.getBoundingClientRect();
}

/** The box a tap on `control` lands in: its label's too when that is larger. */
function tapBox(control: Element): { width: number; height: number } {
  const own = layoutBox(control);
  const label = control instanceof HTMLInputElement ? control.closest('label') : null;
  if (!label) return own;
  const labelled = layoutBox(label);
  return { width: Math.max(own.width, labelled.width), height: Math.max(own.height, labelled.height) };
}

/** How a failure names a control: its tag, its name or text, and its part. */
function describe(control: Element, box: { width: number; height: number }): string {
  const name =
    control.getAttribute('aria-label') ??
    control.getAttribute('name') ??
    (control.textContent ?? '').trim().replaceAll(/\s+/g, ' ').slice(0, 40);
  const part = control.getAttribute('part');
  const where = part ? ` [part="${part}"]` : '';
  return `<${control.localName}>${where} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)}`;
}

/**
 * The shown controls under `root` smaller than 44×44 CSS px, each described (`<button> [part="…"]
 * "Remove" is 36×36`); empty when every one is large enough. Visually hidden inputs whose label
 * takes the tap (a styled radio card) count by their label; links inside a sentence do not count.
 */
export function smallTapTargets(root: ParentNode = document): string[] {
  const small: string[] = [];
  for (const element of deepElements(root)) {
    if (!element.matches(CONTROLS) || inlineLink(element)) continue;
    const box = tapBox(element);
    const viaLabel = element instanceof HTMLInputElement && element.closest('label');
    if (!viaLabel && !shown(element)) continue;
    if (viaLabel && !shown(viaLabel)) continue;
    if (box.width < TAP_TARGET || box.height < TAP_TARGET) small.push(describe(element, box));
  }
  return small;
}
