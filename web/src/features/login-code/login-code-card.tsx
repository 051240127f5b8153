import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Skeleton } from 'antd';
import {
  LoginCodeCardChangedSubscriptionDocument,
  LoginCodeCardQueryDocument,
} from '../../generated/graphql.ts';
import { Card } from '../../shared/card.tsx';

/**
 * The supervisor login code printer operators type on the kiosk. The operations host rotates
 * it; each rotation arrives by subscription and is written to the cache, so the card follows
 * without a reload (and a reconnect refetches the query, so a missed rotation is caught up).
 */
export function LoginCodeCard() {
  const { data, error, refetch } = useQuery(LoginCodeCardQueryDocument);
  useSubscription(LoginCodeCardChangedSubscriptionDocument, {
    onData: ({ client, data: result }) => {
      const changed = result.data?.supervisorLoginCodeChanged;
      if (!changed) return;
      client.cache.writeQuery({
        query: LoginCodeCardQueryDocument,
        data: { supervisorLoginCode: changed },
      });
    },
  });

  const code = data?.supervisorLoginCode.code;
  return (
    <Card
      title={
        <span role="heading" aria-level={2}>
          Current Supervisor Code
        </span>
      }
      style={{ maxWidth: 420 }}
    >
      {code !== undefined ? (
        <div
          role="status"
          data-testid="supervisor-login-code"
          style={{
            fontSize: 64,
            fontWeight: 600,
            lineHeight: 1.1,
            letterSpacing: '0.15em',
            fontVariantNumeric: 'tabular-nums',
            textAlign: 'center',
          }}
        >
          {code}
        </div>
      ) : error ? (
        <Alert
          type="error"
          showIcon
          message="The supervisor code could not be loaded."
          description={error.message}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
