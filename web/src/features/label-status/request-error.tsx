import { Alert, Button } from 'antd';
import { errorSentence } from '../../shared/error-sentence.ts';

/** The tracker's one message for a failed call, with a way to try again. */
export const REQUEST_ERROR = 'There was an error processing this request. Please try again!';

/** `error`, when given, is said in words (what failed, what to do) below the message. */
export function RequestError({
  onRetry,
  error,
  what = 'load the label status',
}: {
  onRetry: () => void;
  error?: unknown;
  what?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      message={REQUEST_ERROR}
      description={error === undefined ? undefined : errorSentence(what, error)}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
