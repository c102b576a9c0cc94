/**
 * What the controller needs of the page it runs on, handed over by the bootstrap through the
 * constructor: the query read at start, the page's path and navigation, the web font, and a view
 * host that puts the widget on the page, loads a view's code by name and installs the plugins.
 * The controller never imports the bootstrap, the elements or the plugins themselves.
 */
import type { PageQuery } from './page-query.js';

/** Puts the widget on the page and loads what it shows, by name. */
export interface ViewHost<Widget> {
  /** Mounts `widget` on the page; returns the function that takes it off again. */
  attach(widget: Widget): () => void;
  /** Loads the code of the customization views' router and, with a name, of that view. */
  loadView(view?: string): Promise<unknown>;
  /** Loads the checkout's elements (before the shopper gets there: prefetch). */
  loadCheckout(): Promise<unknown>;
}

/** The optional parts the bootstrap installs on a widget when it is configured for them. */
export interface Plugins<Widget> {
  /** The analytics bridge of `settings.analytics`. */
  analytics(widget: Widget): Promise<void>;
  /** The debug overlay: shown (`true`) or removed (`false`). */
  debug(widget: Widget, on: boolean): Promise<void>;
}

export interface PageInputs<Widget> {
  /** What the page's query asked for at start. */
  query: PageQuery;
  /** The page's path now (the URL rules apply to it). */
  path(): string;
  /** Leaves the page for `url` (checkout and summary redirects, the success page). */
  navigate(url: string): void;
  /**
   * Loads the shop's web font (once per family and source) from `source`: `'google'` or a URL
   * template with `{family}` (`settings.webFont`).
   */
  loadFont(family: string, source: string): void;
  views: ViewHost<Widget>;
  plugins: Plugins<Widget>;
}
