import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';

export interface MockTransport {
  link: ApolloLink;
  /** Delivers subscription payloads: `subscriptions.simulateResult({ result: { data } })`. */
  subscriptions: MockSubscriptionLink;
}

/**
 * Stands in for HTTP + graphql-ws: queries and mutations answer from `mocks`, subscriptions
 * from a link the test pushes results through.
 */
export function mockTransport(mocks: ReadonlyArray<MockLink.MockedResponse>): MockTransport {
  const subscriptions = new MockSubscriptionLink();
  const operations = new MockLink(mocks, { defaultOptions: { delay: 0 } });
  return {
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      subscriptions,
      operations,
    ),
    subscriptions,
  };
}
