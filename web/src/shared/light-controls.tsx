import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useProgressStyle from 'antd/es/progress/style';
import useTagStyle from 'antd/es/tag/style';
import useTypographyStyle from 'antd/es/typography/style';
import TagPresetColors from 'antd/es/tag/style/presetCmp';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { textClasses } from './typography.tsx';

interface Look {
  prefixCls: string;
  classes: string;
}

export interface LightLook {
  button: Look;
  tag: Look;
  checkbox: Look;
  text: Look;
}

const LightLookContext = createContext<LightLook | null>(null);
export const LightLookProvider = LightLookContext.Provider;

function useLook(
  component: string,
  useStyle: (prefixCls: string, rootCls?: string) => readonly [unknown, string, string],
  { ownRoot = true } = {},
): Look {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls(component);
  const rootCls = useCSSVarCls(prefixCls);
  // Typography's style is registered without a root class of its own, as antd's Typography does.
  const [, hashId, cssVarCls] = useStyle(prefixCls, ownRoot ? rootCls : undefined);
  return { prefixCls, classes: [hashId, cssVarCls].filter(Boolean).join(' ') };
}

/**
 * antd's Button, Tag, Checkbox and Typography styles, registered once by what shows many of
 * them (a long table's rows, the planner's line widgets) and handed down in a
 * LightLookProvider, with Tag's preset colours (`TagColors`, rendered once beside). The controls
 * below wear their markup and class names on native elements: each antd Button, Tag, Checkbox
 * or text registers its styles again as it mounts, and a Button also sets up a click wave, a
 * loading icon's motion and compact and form contexts; a scroll of a long table mounts a few
 * dozen of them.
 */
export function useLightLook(): LightLook {
  const button = useLook('btn', useButtonStyle);
  const tag = useLook('tag', useTagStyle);
  const checkbox = useLook('checkbox', useCheckboxStyle);
  const text = useLook('typography', useTypographyStyle, { ownRoot: false });
  // One value while the classes stay the same: every control in the rows reads it, and a new
  // object on each scroll would render them all again.
  return useMemo(
    () => ({ button, tag, checkbox, text }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the looks are compared by their classes
    [
      button.prefixCls,
      button.classes,
      tag.prefixCls,
      tag.classes,
      checkbox.prefixCls,
      checkbox.classes,
      text.prefixCls,
      text.classes,
    ],
  );
}

/** Registers the styles of Tag's preset colours (antd's Tag does it for each tag). */
export function TagColors() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return <TagPresetColors prefixCls={getPrefixCls('tag')} />;
}

function useProvidedLook(): LightLook {
  const look = useContext(LightLookContext);
  if (!look) throw new Error('a light control is used outside a LightLookProvider');
  return look;
}

export interface LightButtonProps {
  children: ReactNode;
  /** antd's default (outlined) or link button. */
  type?: 'default' | 'link';
  disabled?: boolean;
  onClick: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
}

const BUTTON_KINDS = {
  default: { color: 'default', variant: 'outlined' },
  link: { color: 'link', variant: 'link' },
} as const;

/** A small antd Button: its markup and styles on a native button. */
export function LightButton({
  children,
  type = 'default',
  disabled = false,
  onClick,
  ...aria
}: LightButtonProps) {
  const { prefixCls, classes } = useProvidedLook().button;
  const { color, variant } = BUTTON_KINDS[type];
  return (
    <button
      type="button"
      className={`${prefixCls} ${classes} ${prefixCls}-${type} ${prefixCls}-color-${color} ${prefixCls}-variant-${variant} ${prefixCls}-sm`}
      disabled={disabled}
      onClick={onClick}
      {...aria}
    >
      <span>{children}</span>
    </button>
  );
}

/** An antd Tag of a preset colour ('green', 'gold', …). */
export function LightTag({ color, children }: { color: string; children: ReactNode }) {
  const { prefixCls, classes } = useProvidedLook().tag;
  return <span className={`${prefixCls} ${classes} ${prefixCls}-${color}`}>{children}</span>;
}

export interface LightCheckboxProps {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** antd's Checkbox: its markup and styles on a native input. */
export function LightCheckbox({
  checked,
  indeterminate = false,
  disabled = false,
  label,
  onChange,
}: LightCheckboxProps) {
  const { prefixCls, classes } = useProvidedLook().checkbox;
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

export interface LightTextProps {
  children: ReactNode;
  type?: 'secondary';
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  style?: CSSProperties;
}

/** antd's Typography Text: its class names and styles on a span. */
export function LightText({ children, type, ellipsis = false, style }: LightTextProps) {
  const { prefixCls, classes } = useProvidedLook().text;
  return (
    <span
      className={[prefixCls, classes, textClasses(prefixCls, { type, ellipsis })]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {children}
    </span>
  );
}

/** antd's Progress style (as antd's Progress registers it, without a root class). */
export const useProgressLook = () => useLook('progress', useProgressStyle, { ownRoot: false });

export interface LightProgressProps {
  /** The bar's length, 0–100. */
  percent: number;
  /** The success segment drawn over its start, 0–100. */
  successPercent: number;
  'aria-label': string;
}

const clamp = (percent: number) => Math.min(100, Math.max(0, percent || 0));
/** The line's thickness of antd's default Progress. */
const LINE_HEIGHT = 8;

/**
 * antd's line Progress with a success segment and no info text: its markup, classes and styles
 * on divs. antd's Progress module also holds the circle, which brings antd's Tooltip and its
 * popup code to a screen that only draws lines. Its style is
 * registered by each bar, as antd's Progress does.
 */
export function LightProgress({ percent, successPercent, ...aria }: LightProgressProps) {
  const { prefixCls, classes } = useProgressLook();
  // As antd: the success segment, whole, says whether the bar is done.
  const percentNumber = Number.parseInt(String(successPercent), 10);
  const status = percentNumber >= 100 ? 'success' : 'normal';
  const bar = clamp(percent);
  return (
    <div
      className={`${prefixCls} ${prefixCls}-status-${status} ${prefixCls}-line ${prefixCls}-line-align-end ${prefixCls}-line-position-outer ${prefixCls}-default ${classes}`}
      role="progressbar"
      aria-valuenow={percentNumber}
      aria-valuemin={0}
      aria-valuemax={100}
      {...aria}
    >
      <div className={`${prefixCls}-outer`} style={{ width: '100%' }}>
        <div className={`${prefixCls}-inner`}>
          <div
            className={`${prefixCls}-bg ${prefixCls}-bg-outer`}
            style={
              {
                width: `${bar}%`,
                height: LINE_HEIGHT,
                '--progress-percent': bar / 100,
              } as CSSProperties
            }
          />
          <div
            className={`${prefixCls}-success-bg`}
            style={{ width: `${clamp(successPercent)}%`, height: LINE_HEIGHT }}
          />
        </div>
      </div>
    </div>
  );
}
