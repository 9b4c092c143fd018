/** An SVG element with attributes and children (the DOM helper `h` makes HTML elements only). */
export function s(tag: string, attributes: Record<string, string | number> = {}, ...children: SVGElement[]): SVGElement {
  const element = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}
