/**
 * What keeps the shopper in the open drawer beyond its modal `<dialog>`: Tab going round inside it,
 * and the page's scroll lock. A chunk of its own: the drawer fetches it in the task after
 * `CART_READY` (`prefetchDrawerParts` in drawer.ts), a drawer that opens before then asks for it
 * itself and applies it as it arrives (svc-cart-panel.ts).
 */
import { deepActiveElement } from './focus.js';

/** The elements Tab stops at inside `root`, in order, looking into shadow roots and slots. */
function tabbables(root: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element) => {
    if (
      element instanceof HTMLElement &&
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.checkVisibility({ visibilityProperty: true })
    )
      found.push(element);
    const children =
      element instanceof HTMLSlotElement
        ? element.assignedElements({ flatten: true })
        : [...(element.shadowRoot ?? element).children];
    for (const child of children) visit(child);
  };
  for (const child of root.children) visit(child);
  return found;
}

/**
 * The dialog's `keydown` listener. A modal dialog lets Tab leave for the browser's own controls
 * after its last element; this keeps the shopper in the drawer instead, going round from the last
 * element to the first (and with Shift+Tab from the first to the last).
 */
export function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const stops = tabbables(dialog);
  if (!stops.length) return;
  const active = deepActiveElement();
  const [first, last] = [stops[0]!, stops[stops.length - 1]!];
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The page's scroll lock while the drawer is open. A modal dialog makes the page inert but still
 * scrollable; `overflow: hidden` on the root element stops that. Written through the CSSOM (CSP
 * safe) and restored exactly, including a `style` attribute that was not there before. A visible
 * scrollbar keeps its gutter so the page does not shift sideways.
 */
export class ScrollLock {
  #saved: { hadStyle: boolean; values: [string, string, string][] } | undefined;

  lock(): void {
    if (this.#saved) return;
    const root = document.documentElement;
    const names = ['overflow'];
    if (window.innerWidth > root.clientWidth && getComputedStyle(root).scrollbarGutter === 'auto')
      names.push('scrollbar-gutter');
    this.#saved = {
      hadStyle: root.hasAttribute('style'),
      values: names.map((name) => [
        name,
        root.style.getPropertyValue(name),
        root.style.getPropertyPriority(name),
      ]),
    };
    root.style.setProperty('overflow', 'hidden', 'important');
    if (names.includes('scrollbar-gutter')) root.style.setProperty('scrollbar-gutter', 'stable');
  }

  unlock(): void {
    const saved = this.#saved;
    if (!saved) return;
    this.#saved = undefined;
    const root = document.documentElement;
    for (const [name, value, priority] of saved.values) {
      if (value) root.style.setProperty(name, value, priority);
      else root.style.removeProperty(name);
    }
    if (!saved.hadStyle && root.getAttribute('style') === '') root.removeAttribute('style');
  }
}
