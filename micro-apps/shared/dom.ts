/** A child of `h`: nodes and text; null, undefined and false are left out. */
export type Child = Node | string | number | null | undefined | false;

/**
 * Creates an element with attributes and children. Text always goes in as text (never as
 * HTML), so what users or the platform wrote cannot become markup. An attribute that is
 * false, null or undefined is left out; true sets it empty.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | null | undefined> | null = null,
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "number" ? String(child) : child);
  }
  return element;
}
