import { Button, Result } from 'antd';

/** The preset could not be read: what failed, BACK to the list, or Retry. */
export function PresetLoadError(props: {
  reason: string;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <Result
      status="error"
      title="The preset could not be loaded."
      subTitle={props.reason}
      extra={[
        <Button key="back" onClick={props.onBack}>
          BACK
        </Button>,
        <Button key="retry" type="primary" onClick={props.onRetry}>
          Retry
        </Button>,
      ]}
    />
  );
}
