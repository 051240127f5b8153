import { FilterFilled } from '@ant-design/icons';
import { useCallback, useRef } from 'react';

/** The keys a button answers (WAI-ARIA's button pattern). */
const PRESS_KEYS = new Set(['Enter', ' ']);

/**
 * A Table column's `filterIcon` that a keyboard reaches: antd draws the filter's trigger as a
 * `role="button"` span kept out of the tab order, so a person without a mouse could not filter.
 * The icon makes its trigger a tab stop named after the column, which Enter and Space open (as a
 * click does); Escape closes the menu, as antd's dropdown does.
 */
export function keyboardFilterIcon(column: string) {
  return function FilterIcon(filtered: boolean) {
    return <TriggerIcon name={`Filter ${column}`} filtered={filtered} />;
  };
}

function TriggerIcon({ name, filtered }: { name: string; filtered: boolean }) {
  const cleanup = useRef<(() => void) | null>(null);
  const attach = useCallback(
    (icon: HTMLSpanElement | null) => {
      cleanup.current?.();
      cleanup.current = null;
      const trigger = icon?.closest<HTMLElement>('[role="button"]');
      if (!trigger) return;
      trigger.tabIndex = 0;
      trigger.setAttribute('aria-label', name);
      const press = (event: KeyboardEvent) => {
        if (!PRESS_KEYS.has(event.key)) return;
        event.preventDefault();
        event.stopPropagation();
        trigger.click();
      };
      trigger.addEventListener('keydown', press);
      cleanup.current = () => trigger.removeEventListener('keydown', press);
    },
    [name],
  );
  return <FilterFilled ref={attach} aria-hidden data-filtered={filtered || undefined} />;
}
