import { elementScroll } from '@tanstack/react-virtual';
import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The scroll box's size as a ResizeObserver reports it, after the browser's own layout.
 * virtual-core's default also reads the box's clientHeight as the table mounts, which makes the
 * browser lay out the whole page in the middle of React's commit, delaying the first rows.
 */
export function observeBoxSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  onSize: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry)
      onSize({
        width: Math.round(entry.contentRect.width),
        height: Math.round(entry.contentRect.height),
      });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

const attached = new WeakSet<Element>();

/**
 * Scrolls the box as virtual-core does, except the write of offset 0 it makes as it attaches to
 * a new box, which is at 0 already: the browser would lay out the whole page to clamp it, in the
 * middle of React's commit, delaying the first rows, and then change nothing.
 */
export const scrollBox: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !attached.has(element)) {
    attached.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
};
