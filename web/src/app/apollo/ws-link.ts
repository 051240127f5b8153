import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { ClientOptions } from 'graphql-ws';

const MAX_RECONNECT_DELAY_MS = 10_000;

/** The graphql-ws endpoint on this page's origin: same path as HTTP, ws: or wss: to match. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

/** Exponential backoff from 0.5 s, capped at 10 s, with jitter so screens do not reconnect in step. */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RECONNECT_DELAY_MS, 500 * 2 ** retries);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface WsClientSettings {
  url: string;
  /** Called after the socket came back; subscriptions missed events meanwhile. */
  onReconnected: () => void;
}

/**
 * Screens run all day and must survive the gateway restarting: retry forever (every failure,
 * not only clean close events) and tell the app when the connection is back so it refetches.
 */
export function wsClientOptions({ url, onReconnected }: WsClientSettings): ClientOptions {
  return {
    url,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    keepAlive: 15_000,
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) onReconnected();
      },
    },
  };
}

export function createWsLink(settings: WsClientSettings): GraphQLWsLink {
  return new GraphQLWsLink(createClient(wsClientOptions(settings)));
}
