import { theme } from 'antd';
import type { CSSProperties } from 'react';
import './native-select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  /** Shown, not choosable. */
  disabled?: boolean;
}

export interface NativeSelectProps {
  /** The accessible name. */
  label: string;
  options: readonly NativeSelectOption[];
  /** The chosen option's value; none shows the prompt. */
  value?: string | undefined;
  /** The grey text shown while nothing is chosen. */
  prompt?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** Drawn in the error colour. */
  invalid?: boolean;
  style?: CSSProperties;
}

/**
 * A native select drawn like antd's inputs (height, border, radius, focus ring, disabled look
 * and colours from the theme): for a choice among a handful of options, which needs neither
 * search nor a virtual list. antd's Select brings rc-select, its virtual list and overflow into
 * the first load of the screen that shows it.
 */
export function NativeSelect({
  label,
  options,
  value,
  prompt,
  onChange,
  disabled = false,
  invalid = false,
  style,
}: NativeSelectProps) {
  const { token } = theme.useToken();
  const look = {
    '--native-select-height': `${token.controlHeight}px`,
    '--native-select-radius': `${token.borderRadius}px`,
    '--native-select-border': token.colorBorder,
    '--native-select-hover': token.colorPrimaryHover,
    '--native-select-outline': token.controlOutline,
    '--native-select-error': token.colorError,
    // The prompt's grey: antd's token for the hint an empty field shows.
    '--native-select-prompt': token.colorTextPlaceholder,
    '--native-select-text': token.colorText,
    '--native-select-background': token.colorBgContainer,
    '--native-select-disabled-background': token.colorBgContainerDisabled,
    '--native-select-disabled-text': token.colorTextDisabled,
    '--native-select-font-size': `${token.fontSize}px`,
  } as CSSProperties;
  return (
    <select
      aria-label={label}
      className={value === undefined ? 'native-select native-select-empty' : 'native-select'}
      style={{ ...look, ...style }}
      value={value ?? ''}
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange?.(event.target.value)}
    >
      {value === undefined && (
        <option value="" disabled hidden>
          {prompt}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
