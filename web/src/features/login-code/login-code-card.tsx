import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import {
  LoginCodeCardChangedSubscriptionDocument,
  LoginCodeCardQueryDocument,
} from '../../generated/graphql.ts';

export interface LoginCodeCardProps {
  facilityId: string;
  /** Whose code it is, said on the card: a code opens that facility's floor screens only. */
  facilityName: string;
}

/**
 * A facility's supervisor login code, which printer operators type on that facility's kiosks.
 * The operations host rotates each facility's code on its own; the facility's rotations arrive
 * by subscription and are written to the cache, so the card follows without a reload (and a
 * reconnect refetches the query, so a missed rotation is caught up).
 */
export function LoginCodeCard({ facilityId, facilityName }: LoginCodeCardProps) {
  const variables = { packingFacilityId: facilityId };
  const { data, error, refetch } = useQuery(LoginCodeCardQueryDocument, { variables });
  useSubscription(LoginCodeCardChangedSubscriptionDocument, {
    variables,
    onData: ({ client, data: result }) => {
      const changed = result.data?.supervisorLoginCodeChanged;
      if (!changed) return;
      client.cache.writeQuery({
        query: LoginCodeCardQueryDocument,
        variables,
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
    >
      <Typography.Text
        strong
        data-testid="supervisor-login-code-facility"
        style={{ display: 'block', textAlign: 'center', fontSize: 20 }}
      >
        {facilityName}
      </Typography.Text>
      {code !== undefined ? (
        <div
          role="status"
          aria-label={`${facilityName} supervisor code`}
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
