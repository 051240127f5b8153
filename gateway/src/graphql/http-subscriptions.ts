import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

export const SUBSCRIPTION_OVER_HTTP =
  'Subscriptions are served over WebSocket (graphql-ws) on /graphql, not over HTTP.';

/**
 * Refuses a subscription sent as an HTTP request with 400 and a clear message: Apollo Server
 * would otherwise run it as a query and fail inside the subscription's resolver (a 500).
 */
export function refuseSubscriptionsOverHttp(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(SUBSCRIPTION_OVER_HTTP, {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        },
      };
    },
  };
}
