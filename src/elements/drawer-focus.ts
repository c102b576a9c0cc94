/**
 * What keeps the shopper in the open drawer beyond its modal `<dialog>`, and the keyboard focus in
 * place in it: Tab going round inside the drawer, the page's scroll lock, and the focus on the
 * summary's lines across renders. A chunk of its own: the drawer fetches it in the task after
 * `CART_READY` (`prefetchDrawerParts` in drawer.ts); a drawer or summary that draws before then asks
 * for it itself and applies it as it arrives (svc-cart-panel.ts, svc-cart-summary.ts).
 */
import type { LitElement } from 'lit';
import { isTabKey } from '../ui/keys.js';
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
  if (!isTabKey(event) || event.altKey || event.ctrlKey || event.metaKey) return;
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

/** Moves focus to one of `line`'s controls by part name (to the line's name when it has none). */
function focusPart(line: HTMLElement, part: string | undefined): void {
  const control = part && line.shadowRoot?.querySelector<HTMLElement>(`[part~="${part}"]`);
  if (control) control.focus();
  else line.focus();
}

/**
 * The keyboard focus on the summary's lines across its renders. Line elements are re-used by
 * position, so a render can give the focused element another line: the focus follows its line.
 */
export class LineFocus {
  readonly #summary: LitElement;
  /** Line IDs of the last render. */
  #ids: string[] = [];
  #focused: { id: string; index: number; part: string | undefined } | null = null;

  constructor(summary: LitElement) {
    this.#summary = summary;
  }

  /** Before a render of the summary: the focused line, its place and its focused control. */
  before(): void {
    const active = this.#summary.shadowRoot?.activeElement as HTMLElementTagNameMap['svc-cart-line'] | null;
    const id = active?.localName === 'svc-cart-line' ? active.item?.id : undefined;
    const part = active?.shadowRoot?.activeElement?.getAttribute('part')?.split(' ')[0];
    this.#focused = id ? { id, index: this.#ids.indexOf(id), part } : null;
  }

  /** After it, with the cart's lines it shows (none without a cart). */
  after(items: readonly { id: string }[] | undefined): void {
    const focused = this.#focused;
    const ids = items?.map((item) => item.id);
    this.#ids = ids ?? [];
    this.#focused = null;
    if (!focused || !ids) return;
    const root = this.#summary.renderRoot;
    const lines = root.querySelectorAll('svc-cart-line');
    const now = ids.indexOf(focused.id);
    // When the focused line moved (a line above it was removed), focus follows it to the same
    // control in the element that shows it now.
    if (now !== -1) {
      if (now !== focused.index && lines[now]) focusPart(lines[now], focused.part);
      return;
    }
    // A removed line took the focus with it: give it to the line now in its place, or to the
    // empty state's button, so a keyboard user is not sent back to the top of the page.
    const next = lines[Math.min(Math.max(focused.index, 0), lines.length - 1)];
    if (next) next.focus();
    else root.querySelector<HTMLElement>('[part~="continue-button"]')?.focus();
  }
}

// The batches that draw a long cart's lines: the summary's other helper, in this chunk with the focus.
export { LineBatches } from './line-batches.js';
