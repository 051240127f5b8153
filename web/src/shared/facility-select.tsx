import { useQuery } from '@apollo/client/react';
import { useMemo, type CSSProperties } from 'react';
import { FacilitySelectQueryDocument } from '../generated/graphql.ts';
import { NativeSelect } from './native-select.tsx';

/** Value of the 'All' option. */
export const ALL_FACILITIES = 'all';

export interface FacilitySelectProps {
  /** The chosen facility's id (or ALL_FACILITIES); none shows the prompt 'Select a facility'. */
  value?: string | undefined;
  onChange?: (value: string) => void;
  /** Adds an 'All' option (value ALL_FACILITIES) before the facilities. */
  allOption?: boolean;
  style?: CSSProperties;
}

/**
 * The packing facilities the signed-in user may see; value is the facility id. A native select
 * in antd's look (native-select.tsx): a user sees a handful of facilities.
 */
export function FacilitySelect({ allOption = false, value, onChange, style }: FacilitySelectProps) {
  const { data, error } = useQuery(FacilitySelectQueryDocument);
  const options = useMemo(() => {
    const facilities = (data?.accessiblePackingFacilities ?? []).map((facility) => ({
      value: facility.id,
      label: facility.name,
    }));
    return allOption ? [{ value: ALL_FACILITIES, label: 'All' }, ...facilities] : facilities;
  }, [allOption, data]);
  return (
    <NativeSelect
      label="Packing facility"
      options={options}
      value={value}
      prompt="Select a facility"
      onChange={onChange}
      invalid={Boolean(error)}
      style={{ minWidth: 220, ...style }}
    />
  );
}
