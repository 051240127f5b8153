import { FilterFilled } from '@ant-design/icons';
import { Button, Checkbox, Space, type TableColumnType } from 'antd';
import { useCallback, useEffect, useRef } from 'react';

/** The keys a button answers (WAI-ARIA's button pattern). */
const PRESS_KEYS = new Set(['Enter', ' ']);

/** What antd hands a column's `filterDropdown` (its type is not in antd's public entry). */
type FilterDropdownProps = Parameters<
  Extract<NonNullable<TableColumnType<unknown>['filterDropdown']>, (props: never) => unknown>
>[0];

export interface ChecklistOption {
  value: string;
  text: string;
}

/**
 * A Table column's filter by any number of values, which a keyboard reaches and a screen reader
 * names. antd's own filter menu keeps its trigger out of the tab order and draws each value's
 * name outside its checkbox's label; this one is antd's `filterDropdown` and `filterIcon`: the
 * trigger a tab stop named 'Filter <column>' that Enter and Space open, a labelled checkbox per
 * value (the first focused as the menu opens), Reset and OK as antd's. Escape closes the menu.
 */
export function checklistFilter<Row>(
  column: string,
  options: readonly ChecklistOption[],
): Pick<TableColumnType<Row>, 'filterDropdown' | 'filterIcon'> {
  const name = `Filter ${column}`;
  return {
    filterIcon: (filtered) => <TriggerIcon name={name} filtered={filtered} />,
    filterDropdown: (props) => <Checklist name={name} options={options} {...props} />,
  };
}

function Checklist({
  name,
  options,
  selectedKeys,
  setSelectedKeys,
  confirm,
  close,
  visible,
}: FilterDropdownProps & { name: string; options: readonly ChecklistOption[] }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!visible) return;
    // The menu is drawn into the page after it opens.
    const later = setTimeout(() => group.current?.querySelector('input')?.focus());
    return () => clearTimeout(later);
  }, [visible]);
  return (
    <div
      ref={group}
      role="group"
      aria-label={name}
      style={{ padding: 8 }}
      // Tab moves between the menu's controls (antd's dropdown would take the first Tab for
      // itself); focus moving on past the menu closes it (a click elsewhere closes it anyway).
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.stopPropagation();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !group.current?.contains(next)) close();
      }}
    >
      <Checkbox.Group
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        options={options.map(({ value, text }) => ({ value, label: text }))}
        value={selectedKeys as string[]}
        onChange={(values) => setSelectedKeys(values)}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%', marginTop: 8 }}>
        <Button
          type="link"
          size="small"
          disabled={selectedKeys.length === 0}
          onClick={() => setSelectedKeys([])}
        >
          Reset
        </Button>
        <Button type="primary" size="small" onClick={() => confirm()}>
          OK
        </Button>
      </Space>
    </div>
  );
}

/** The filter's icon, which makes antd's trigger around it a named tab stop Enter and Space open. */
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
