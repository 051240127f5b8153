import { Button, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { HOVER_OR_FOCUS } from './tooltip-trigger.ts';

export interface TipButtonProps extends ButtonProps {
  /** What the button does, or why it is disabled. */
  tip: ReactNode;
}

/**
 * An antd Button with its tip in antd's Tooltip, shown on hover and on keyboard focus. A
 * disabled button takes neither focus nor pointer events, so it sits in a focusable wrapper that
 * carries the tip: the reason it is disabled is reachable by keyboard too. The tip never takes a
 * click: in a table it rises over the row above, whose buttons stay pressable.
 */
export function TipButton({ tip, ...button }: TipButtonProps) {
  const control = <Button {...button} />;
  return (
    <Tooltip title={tip} trigger={HOVER_OR_FOCUS} styles={{ root: { pointerEvents: 'none' } }}>
      {button.disabled ? (
        <span tabIndex={0} style={{ display: 'inline-block' }}>
          {control}
        </span>
      ) : (
        control
      )}
    </Tooltip>
  );
}
