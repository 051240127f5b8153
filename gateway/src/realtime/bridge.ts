import type { Logger } from '../logger.ts';
import { ChannelStream } from './channel-stream.ts';
import { Subscriber, type Connection, type RealtimeEvent } from './subscriber.ts';

export type { RealtimeEvent };

export interface RealtimeBridgeOptions {
  /** OPS_HOST_URL. */
  baseUrl: string;
  /** OPS_SERVICE_TOKEN: the stream is read as a service, not as any one user. */
  serviceToken: string;
  logger: Logger;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  connectTimeoutMs?: number;
  idleTimeoutMs?: number;
  /** Events a slow subscriber may have waiting before it is ended. */
  queueLimit?: number;
}

export interface RealtimeStats {
  /** Upstream streams (one per channel with subscribers), connected or reconnecting. */
  upstreamStreams: number;
  /** Of those, the ones connected right now. */
  connectedStreams: number;
  subscribers: Record<string, number>;
}

export interface RealtimeBridge {
  /**
   * The channel's events from now on; ends when the signal aborts or the iterator returns. A
   * subscriber on a connection (a WebSocket) gets each event with the connection's others.
   */
  subscribe(
    channel: string,
    signal?: AbortSignal,
    connection?: Connection,
  ): AsyncIterableIterator<RealtimeEvent, undefined>;
  /**
   * Resolves once the channel's upstream stream is live (or after timeoutMs): from then on no
   * event of the channel can be missed, so a state read afterwards plus the events is complete.
   */
  whenLive(channel: string, timeoutMs?: number): Promise<boolean>;
  stats(): RealtimeStats;
  close(): Promise<void>;
}

/**
 * The operations host's realtime channels, fanned out to any number of GraphQL subscribers over
 * one upstream connection per channel.
 */
export function createRealtimeBridge(options: RealtimeBridgeOptions): RealtimeBridge {
  const streamOptions = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    serviceToken: options.serviceToken,
    logger: options.logger,
    initialBackoffMs: options.initialBackoffMs ?? 250,
    maxBackoffMs: options.maxBackoffMs ?? 5_000,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 45_000,
  };
  const queueLimit = options.queueLimit ?? 256;
  const streams = new Map<string, ChannelStream>();
  const stopping = new Set<Promise<void>>();

  function leave(stream: ChannelStream, subscriber: Subscriber): void {
    stream.subscribers.delete(subscriber);
    if (stream.subscribers.size > 0 || streams.get(stream.channel) !== stream) return;
    streams.delete(stream.channel);
    const stopped = stream.stop().finally(() => stopping.delete(stopped));
    stopping.add(stopped);
  }

  return {
    subscribe(channel, signal, connection) {
      let stream = streams.get(channel);
      if (!stream) {
        stream = new ChannelStream(channel, streamOptions);
        streams.set(channel, stream);
      }
      const owner = stream;
      const subscriber = new Subscriber(queueLimit, (self) => leave(owner, self), connection);
      owner.subscribers.add(subscriber);
      if (signal?.aborted) void subscriber.return();
      else signal?.addEventListener('abort', () => void subscriber.return(), { once: true });
      return subscriber;
    },

    async whenLive(channel, timeoutMs = streamOptions.connectTimeoutMs) {
      const stream = streams.get(channel);
      if (!stream) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([stream.ready.then(() => true), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },

    stats() {
      const subscribers: Record<string, number> = {};
      let connectedStreams = 0;
      for (const [channel, stream] of streams) {
        subscribers[channel] = stream.subscribers.size;
        if (stream.connected) connectedStreams += 1;
      }
      return { upstreamStreams: streams.size, connectedStreams, subscribers };
    },

    async close() {
      for (const stream of [...streams.values()]) {
        for (const subscriber of [...stream.subscribers]) subscriber.end();
      }
      await Promise.all([...stopping]);
    },
  };
}
