import { Alert, Button } from 'antd';

/** The tracker's one message for a failed call, with a way to try again. */
export const REQUEST_ERROR = 'There was an error processing this request. Please try again!';

export function RequestError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={REQUEST_ERROR}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
