import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Gateway } from '../../../gateway/src/server.ts';

/** A graphql-ws client as a browser would open it: the Cookie header rides on the upgrade. */
export function wsClient(gateway: Gateway, cookie?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  return createClient({
    url: `${gateway.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
  });
}
