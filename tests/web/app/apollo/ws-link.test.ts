import { describe, expect, it, vi } from 'vitest';
import {
  graphqlWsUrl,
  reconnectDelay,
  wsClientOptions,
} from '../../../../web/src/app/apollo/ws-link.ts';

describe('graphql-ws link', () => {
  it('connects to /graphql on the same origin, wss: under https', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/graphql',
    );
    expect(graphqlWsUrl({ protocol: 'https:', host: 'ops.example.com' })).toBe(
      'wss://ops.example.com/graphql',
    );
  });

  it('retries forever, whatever the failure', () => {
    const options = wsClientOptions({ url: 'ws://x/graphql', onReconnected: () => undefined });
    expect(options.retryAttempts).toBe(Infinity);
    expect(options.shouldRetry?.(new Error('refused'))).toBe(true);
  });

  it('backs off exponentially up to ten seconds', () => {
    const middle = () => 0.5;
    expect(reconnectDelay(0, middle)).toBe(500);
    expect(reconnectDelay(2, middle)).toBe(2000);
    expect(reconnectDelay(10, middle)).toBe(10_000);
  });

  it('asks for a refetch when the connection comes back, not on the first connect', () => {
    const onReconnected = vi.fn();
    const connected = wsClientOptions({ url: 'ws://x/graphql', onReconnected }).on?.connected;

    connected?.({}, undefined, false);
    expect(onReconnected).not.toHaveBeenCalled();
    connected?.({}, undefined, true);
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });
});
