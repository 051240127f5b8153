import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';

/**
 * A button that may be disabled, with the reason why in an antd Tooltip. A disabled button takes
 * neither the pointer nor the focus, so the tooltip is on a span around it, which the keyboard
 * reaches (and a tap focuses) while the button is disabled: the reason shows on hover, on
 * keyboard focus and on touch. Enabled, the button alone takes the focus and no tip shows.
 */
export function DisabledReason({
  reason,
  children,
}: {
  /** Why the button is disabled; null when it is not. */
  reason: string | null;
  children: ReactElement;
}) {
  return (
    <Tooltip title={reason} trigger={HOVER_OR_FOCUS}>
      <span tabIndex={reason ? 0 : undefined} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
