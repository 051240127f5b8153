import type { Client } from 'graphql-ws';
import type { Gateway } from '../../../gateway/src/server.ts';
import { wsClient as cookieWsClient } from '../../support/graphql.ts';

/** A graphql-ws client as a browser would open it: the Cookie header rides on the upgrade. */
export function wsClient(gateway: Gateway, cookie?: string): Client {
  return cookieWsClient(gateway.url, cookie ?? '');
}
