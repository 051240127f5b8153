/**
 * An element's markup as the light components' tests compare it with antd's: without antd's
 * style hash classes (which differ between the two), each element's attributes in name order
 * (their order means nothing). `adjust` sees each element of the copy first, to set aside what
 * a test explains it leaves out.
 */
export function comparableMarkup(root: Element, adjust?: (element: Element) => void): string {
  const copy = root.cloneNode(true) as Element;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    adjust?.(element);
    const kept = [...element.classList].filter((name) => !name.startsWith('css-'));
    if (kept.length) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, value);
  }
  return copy.outerHTML;
}
