import { Button, type ButtonProps } from 'antd';
import { ControlTip } from './control-tip.tsx';

export interface TipButtonProps extends ButtonProps {
  /** What the button does, or why it is disabled. */
  tip: string;
}

/** An antd Button with its tip (ControlTip): what it does, or, while disabled, why. */
export function TipButton({ tip, ...button }: TipButtonProps) {
  return (
    <ControlTip tip={tip} reason={button.disabled ? tip : undefined}>
      <Button {...button} />
    </ControlTip>
  );
}
