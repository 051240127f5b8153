import { beforeAll, vi } from 'vitest';

/** jsdom has no pseudo-element styles, and antd's table and modal ask for one (scrollbar size). */
export function ignorePseudoElementStyles() {
  const computedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => {
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
  });
}
