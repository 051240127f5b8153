import { useQuery } from '@apollo/client/react';
import { useMemo, type CSSProperties } from 'react';
import { MenuSelectQueryDocument } from '../generated/graphql.ts';
import { formatMenuDate } from './date-format.ts';
import { NativeSelect } from './native-select.tsx';

export interface MenuSelectProps {
  /** The chosen menu's id; none shows the prompt 'Select a menu'. */
  value?: string | undefined;
  onChange?: (value: string) => void;
  style?: CSSProperties;
}

/**
 * The menus cached for pickables, newest first, labelled by date (MM/dd/yyyy); value is the menu
 * id. A native select in antd's look (native-select.tsx): a choice among tens of dates, which
 * needs neither search nor a virtual list.
 */
export function MenuSelect({ value, onChange, style }: MenuSelectProps) {
  const { data, error } = useQuery(MenuSelectQueryDocument);
  const options = useMemo(
    () => (data?.menus ?? []).map((menu) => ({ value: menu.id, label: formatMenuDate(menu.slug) })),
    [data],
  );
  return (
    <NativeSelect
      label="Menu"
      options={options}
      value={value}
      prompt="Select a menu"
      onChange={onChange}
      invalid={Boolean(error)}
      style={{ minWidth: 160, ...style }}
    />
  );
}
