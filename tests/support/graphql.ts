import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A browser-like GraphQL client over HTTP that keeps the session cookie it is given. */
export function httpClient(gatewayUrl: string) {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async request<T>(query: string, variables?: Record<string, unknown>) {
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const setCookie = response.headers.getSetCookie();
      for (const value of setCookie) {
        const pair = value.split(';')[0] ?? '';
        cookie = pair.endsWith('=') ? '' : pair;
      }
      return {
        status: response.status,
        body: (await response.json()) as GraphQLResponse<T>,
        setCookie,
      };
    },
  };
}

/**
 * A graphql-ws client that sends the given cookie on the upgrade request, as a browser does
 * (or, as a tool does, an API key in its connection_init payload).
 */
export function wsClient(
  gatewayUrl: string,
  cookie: string,
  connectionParams?: Record<string, unknown>,
): Client {
  const url = `${gatewayUrl.replace(/^http/, 'ws')}/graphql`;
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({
    url,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
    ...(connectionParams ? { connectionParams } : {}),
  });
}

/** Collects a subscription's results until stopped. */
export function collect<T>(client: Client, query: string) {
  const results: GraphQLResponse<T>[] = [];
  let failure: unknown;
  const stop = client.subscribe<T>(
    { query },
    {
      next: (value) => results.push(value as GraphQLResponse<T>),
      error: (error) => (failure = error),
      complete: () => undefined,
    },
  );
  return {
    results,
    get failure() {
      return failure;
    },
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (results.length < count && Date.now() < deadline && failure === undefined) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return results;
    },
    stop,
  };
}
