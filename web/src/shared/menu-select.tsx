import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { MenuSelectQueryDocument } from '../generated/graphql.ts';
import { formatMenuDate } from './date-format.ts';

export type MenuSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'>;

/** The menus cached for pickables, newest first, labelled by date (MM/dd/yyyy); value is the menu id. */
export function MenuSelect(selectProps: MenuSelectProps) {
  const { data, loading, error } = useQuery(MenuSelectQueryDocument);
  const options = useMemo(
    () => (data?.menus ?? []).map((menu) => ({ value: menu.id, label: formatMenuDate(menu.slug) })),
    [data],
  );

  return (
    <Select<string>
      placeholder="Select a menu"
      aria-label="Menu"
      style={{ minWidth: 160 }}
      {...selectProps}
      options={options}
      loading={loading}
      status={error ? 'error' : selectProps.status}
    />
  );
}
