import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { FacilitySelectQueryDocument } from '../generated/graphql.ts';

/** Value of the 'All' option. */
export const ALL_FACILITIES = 'all';

export interface FacilitySelectProps extends Omit<
  SelectProps<string>,
  'options' | 'loading' | 'mode'
> {
  /** Adds an 'All' option (value ALL_FACILITIES) before the facilities. */
  allOption?: boolean;
}

/** The packing facilities the signed-in user may see; value is the facility id. */
export function FacilitySelect({ allOption = false, ...selectProps }: FacilitySelectProps) {
  const { data, loading, error } = useQuery(FacilitySelectQueryDocument);
  const options = useMemo(() => {
    const facilities = (data?.accessiblePackingFacilities ?? []).map((facility) => ({
      value: facility.id,
      label: facility.name,
    }));
    return allOption ? [{ value: ALL_FACILITIES, label: 'All' }, ...facilities] : facilities;
  }, [allOption, data]);

  return (
    <Select<string>
      placeholder="Select a facility"
      aria-label="Packing facility"
      style={{ minWidth: 220 }}
      showSearch
      optionFilterProp="label"
      {...selectProps}
      options={options}
      loading={loading}
      status={error ? 'error' : selectProps.status}
    />
  );
}
