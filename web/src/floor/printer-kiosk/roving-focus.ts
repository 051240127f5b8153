import type { KeyboardEvent } from 'react';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * The keys of a radio group and of a tab list (WAI-ARIA's patterns): the arrow keys move to the
 * next or previous `role` item of the group (wrapping), Home and End to the first and last, and
 * the item moved to is focused and chosen (`choose`, with its index). The group's one item in the
 * Tab order is the chosen one (`tabIndex` 0), the others -1.
 */
export function onRovingKeyDown(
  event: KeyboardEvent<HTMLElement>,
  role: 'radio' | 'tab',
  choose: (index: number) => void,
) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(`[role="${role}"]`)];
  const at = items.findIndex((item) => item === document.activeElement);
  if (at < 0) return;
  const last = items.length - 1;
  const to = NEXT.has(event.key)
    ? (at + 1) % items.length
    : PREVIOUS.has(event.key)
      ? (at - 1 + items.length) % items.length
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : null;
  if (to === null) return;
  event.preventDefault();
  items[to]!.focus();
  choose(to);
}
