import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useTagStyle from 'antd/es/tag/style';
import TagPresetColors from 'antd/es/tag/style/presetCmp';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { MouseEventHandler, ReactNode } from 'react';

interface Look {
  prefixCls: string;
  classes: string;
}

export interface CellLook {
  button: Look;
  tag: Look;
  checkbox: Look;
}

const CellLookContext = createContext<CellLook | null>(null);
export const CellLookProvider = CellLookContext.Provider;

function useLook(component: string, useStyle: typeof useButtonStyle): Look {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls(component);
  const rootCls = useCSSVarCls(prefixCls);
  const [, hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  return { prefixCls, classes: [hashId, cssVarCls].filter(Boolean).join(' ') };
}

/**
 * antd's Button, Tag and Checkbox styles, registered once by the table that shows them in its
 * rows, with Tag's preset colours (`TagColors`, rendered once beside). The controls below wear
 * their markup and class names on native elements: each antd Button, Tag or Checkbox registers
 * its styles again as it mounts and sets up a click wave, a loading icon's motion, compact and
 * form contexts, and a scroll of a long table mounts a few dozen of them.
 */
export function useCellLook(): CellLook {
  const button = useLook('btn', useButtonStyle);
  const tag = useLook('tag', useTagStyle);
  const checkbox = useLook('checkbox', useCheckboxStyle);
  // One value while the classes stay the same: every control in the rows reads it, and a new
  // object on each scroll would render them all again.
  return useMemo(
    () => ({ button, tag, checkbox }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the looks are compared by their classes
    [
      button.prefixCls,
      button.classes,
      tag.prefixCls,
      tag.classes,
      checkbox.prefixCls,
      checkbox.classes,
    ],
  );
}

/** Registers the styles of Tag's preset colours (antd's Tag does it for each tag). */
export function TagColors() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return <TagPresetColors prefixCls={getPrefixCls('tag')} />;
}

function useTableCellLook(): CellLook {
  const look = useContext(CellLookContext);
  if (!look) throw new Error('a cell control is used outside a VirtualTable');
  return look;
}

export interface CellButtonProps {
  children: ReactNode;
  disabled?: boolean;
  onClick: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
}

/** A small default antd Button in a table cell: its markup and styles on a native button. */
export function CellButton({ children, disabled = false, onClick, ...aria }: CellButtonProps) {
  const { prefixCls, classes } = useTableCellLook().button;
  return (
    <button
      type="button"
      className={`${prefixCls} ${classes} ${prefixCls}-default ${prefixCls}-color-default ${prefixCls}-variant-outlined ${prefixCls}-sm`}
      disabled={disabled}
      onClick={onClick}
      {...aria}
    >
      <span>{children}</span>
    </button>
  );
}

/** An antd Tag of a preset colour ('green', 'gold', …) in a table cell. */
export function CellTag({ color, children }: { color: string; children: ReactNode }) {
  const { prefixCls, classes } = useTableCellLook().tag;
  return <span className={`${prefixCls} ${classes} ${prefixCls}-${color}`}>{children}</span>;
}

export interface CellCheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** antd's Checkbox in a table cell: its markup and styles on a native input. */
export function CellCheckbox({
  checked,
  indeterminate = false,
  disabled = false,
  label,
  onChange,
}: CellCheckboxProps) {
  const { prefixCls, classes } = useTableCellLook().checkbox;
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const state = (base: string) =>
    [
      base,
      checked && `${base}-checked`,
      disabled && `${base}-disabled`,
      base === prefixCls && indeterminate && `${base}-indeterminate`,
      classes,
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <label className={state(`${prefixCls}-wrapper`)}>
      <span className={state(prefixCls)}>
        <input
          ref={input}
          type="checkbox"
          className={`${prefixCls}-input`}
          checked={checked}
          disabled={disabled}
          aria-label={label}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={`${prefixCls}-inner`} />
      </span>
    </label>
  );
}
