/**
 * Defines one of the widget's elements, once. When another script (or a second copy of the
 * widget's script) defined the tag first, that definition stays and the widget's element would be
 * an empty box with nothing said: the console then names the tag and what to do.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  const defined = customElements.get(tag);
  if (!defined) customElements.define(tag, element);
  else if (defined !== element)
    console.error(
      `Cart Widget: <${tag}> is already defined by another script, so the cart cannot use it. Rename or remove that element, or load cart-widget.js only once.`,
    );
}
