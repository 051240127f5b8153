import { useQuery } from '@apollo/client/react';
import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { FacilitySelectQueryDocument } from '../generated/graphql.ts';
import './facility-select.css';

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
 * drawn like antd's inputs (its height, border, radius and focus ring from the theme): a user
 * sees a handful of facilities, and antd's Select would bring about 40 KB of script (its
 * virtual list, overflow and popup code) to every admin screen that starts with this choice.
 */
export function FacilitySelect({ allOption = false, value, onChange, style }: FacilitySelectProps) {
  const { data, error } = useQuery(FacilitySelectQueryDocument);
  const { token } = theme.useToken();
  const options = useMemo(() => {
    const facilities = (data?.accessiblePackingFacilities ?? []).map((facility) => ({
      value: facility.id,
      label: facility.name,
    }));
    return allOption ? [{ value: ALL_FACILITIES, label: 'All' }, ...facilities] : facilities;
  }, [allOption, data]);
  const look = {
    '--facility-select-height': `${token.controlHeight}px`,
    '--facility-select-radius': `${token.borderRadius}px`,
    '--facility-select-border': token.colorBorder,
    '--facility-select-hover': token.colorPrimaryHover,
    '--facility-select-outline': token.controlOutline,
    '--facility-select-error': token.colorError,
    // The prompt's grey: antd's token for the hint an empty field shows.
    '--facility-select-prompt': token.colorTextPlaceholder,
    '--facility-select-text': token.colorText,
    '--facility-select-background': token.colorBgContainer,
    '--facility-select-font-size': `${token.fontSize}px`,
  } as CSSProperties;

  return (
    <select
      aria-label="Packing facility"
      className={value === undefined ? 'facility-select facility-select-empty' : 'facility-select'}
      style={{ minWidth: 220, ...look, ...style }}
      value={value ?? ''}
      aria-invalid={error ? true : undefined}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {value === undefined && (
        <option value="" disabled hidden>
          Select a facility
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
