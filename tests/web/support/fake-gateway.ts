import { ApolloLink, HttpLink } from '@apollo/client';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import {
  createApolloClient,
  type CreateClientOptions,
} from '../../../web/src/app/apollo/create-client.ts';

/** What the gateway answers to one call: a GraphQL body, or 'down' (the connection fails). */
export type Answer = { data?: unknown; errors?: unknown[] } | 'down';
export type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

export interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  /** The browser gave up on the call (its request was aborted). */
  aborted: boolean;
  /** The request's headers (names in lower case). */
  headers: Record<string, string>;
}

/** A call the gateway holds and never answers (a gateway that hangs). */
export const hang = (): Promise<Answer> => new Promise<Answer>(() => undefined);

/**
 * The gateway as the browser sees it, at the HTTP level: each operation (by name) answered by a
 * handler, 'down' as a refused connection, and a call aborted when the screen gives up on it. The
 * app's own Apollo client (its links: time-outs, errors) and HTTP link run for real.
 */
export function fakeGateway(
  handlers: Record<string, Handler>,
  options: Pick<CreateClientOptions, 'tracing'> = {},
) {
  const calls: Call[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { operationName, variables } = JSON.parse(String(init?.body)) as Call;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const call: Call = { operationName, variables, aborted: false, headers };
    calls.push(call);
    const handler = handlers[operationName];
    if (!handler) throw new Error(`no answer for ${operationName}`);
    const aborted = new Promise<never>((_, reject) => {
      init?.signal?.addEventListener('abort', () => {
        call.aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
    const answer = await Promise.race([handler(variables), aborted]);
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  // Subscriptions: a test pushes their events with `events.simulateResult({ result: { data } })`.
  const events = new MockSubscriptionLink();
  const client = createApolloClient({
    onUnauthenticated: () => undefined,
    transport: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      events,
      new HttpLink({ uri: 'http://gateway.test/graphql', fetch }),
    ),
    ...options,
  });
  const sent = (operationName: string) => calls.filter((c) => c.operationName === operationName);
  return { client, calls, sent, events };
}
