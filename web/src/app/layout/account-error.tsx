import { Button, Result } from 'antd';

/** The account could not be read: what failed, and a way to read it again. */
export function AccountError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Could not load your account"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
