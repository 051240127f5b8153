import { Typography } from 'antd';
import { ControlTip } from '../../shared/control-tip.tsx';

const COPY_TIP = 'Copy ingredient ID';

/**
 * A protein's ingredient ID with antd's copy button. Its tip is ours, shown on keyboard focus
 * as on hover (antd's own copy tooltip shows on hover alone).
 */
export function IngredientId({ id }: { id: string }) {
  return (
    <ControlTip tip={COPY_TIP}>
      <Typography.Text copyable={{ tooltips: false, text: id }}>{id}</Typography.Text>
    </ControlTip>
  );
}
