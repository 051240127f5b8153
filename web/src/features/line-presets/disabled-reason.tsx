import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';
import { shownWhile } from './tooltip-open.ts';

/**
 * A button's tooltip that stays within reach while the button is disabled. A disabled button
 * takes neither the pointer nor the keyboard focus, so the span around it carries the tooltip
 * (on hover and on focus), and while the button is disabled for a `reason` the span is a tab stop
 * of its own, described by the tooltip. `tip` is shown while the button is enabled.
 */
export function DisabledReason(props: {
  disabled: boolean;
  reason: string | undefined;
  tip?: string;
  children: ReactElement;
  'data-testid'?: string;
}) {
  const { disabled, reason, tip, children, 'data-testid': testId } = props;
  const title = disabled ? reason : tip;
  return (
    <Tooltip title={title} trigger={HOVER_OR_FOCUS} open={shownWhile(title)}>
      <span data-testid={testId} {...(disabled && reason !== undefined && { tabIndex: 0 })}>
        {children}
      </span>
    </Tooltip>
  );
}
