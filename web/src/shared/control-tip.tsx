import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { HOVER_OR_FOCUS } from './tooltip-trigger.ts';

/**
 * antd Tooltip's `open` for a tooltip whose title comes and goes (a cell's error, a reason): held
 * shut while it has none. antd's Tooltip would otherwise stay open when its title went away while
 * shown, and show again, away from the pointer and the focus, once a title came back.
 */
export function shutWithoutTitle(title: string | null | undefined): false | undefined {
  return title ? undefined : false;
}

/**
 * A control's tip in antd's Tooltip, shown on hover and on keyboard focus; while the control is
 * disabled for a `reason`, the reason instead. A disabled control takes neither the pointer nor
 * the focus, so the tooltip is on a span around it, which is a tab stop of its own while there is
 * a reason: the reason shows on hover, on keyboard focus and on a tap.
 *
 * The tooltip is held shut while it has no title: antd's Tooltip would otherwise stay open when
 * its title went away while shown, and show again, away from the pointer and the focus, once a
 * title came back (a cell's error, a reason that comes and goes). It never takes a click: in a
 * table it rises over the row above, whose buttons stay pressable.
 */
export function ControlTip({
  tip,
  reason,
  children,
  'data-testid': testId,
}: {
  /** What the control does, shown while it is enabled. */
  tip?: string | undefined;
  /** Why the control is disabled; null or undefined while it is not. */
  reason?: string | null | undefined;
  children: ReactElement;
  'data-testid'?: string;
}) {
  const title = reason || tip;
  return (
    <Tooltip
      title={title}
      trigger={HOVER_OR_FOCUS}
      open={shutWithoutTitle(title)}
      styles={{ root: { pointerEvents: 'none' } }}
    >
      <span
        data-testid={testId}
        tabIndex={reason ? 0 : undefined}
        style={{ display: 'inline-block' }}
      >
        {children}
      </span>
    </Tooltip>
  );
}
