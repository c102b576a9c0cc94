/**
 * A copy of a `<template>`'s content, as new nodes for the element that stamps it: the template
 * itself stays where the page, or the framework that rendered it, put it. React renders a
 * template's children into the element rather than into its `content`; those are copied then.
 */
export function copyOf(template: HTMLTemplateElement): DocumentFragment {
  const copy = document.importNode(template.content, true);
  if (!copy.hasChildNodes()) for (const node of template.childNodes) copy.append(node.cloneNode(true));
  return copy;
}
