import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Logger } from '../logger.ts';
import { countDelivered } from '../observability/metrics.ts';
import { toCamelCase } from '../upstream/client.ts';
import type { Connection, RealtimeEvent, Subscriber } from './subscriber.ts';

export interface ChannelStreamOptions {
  baseUrl: string;
  serviceToken: string;
  logger: Logger;
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** How long to wait for the stream's response headers. */
  connectTimeoutMs: number;
  /** Silence longer than this (the upstream sends a keep-alive every 15 s) means a dead link. */
  idleTimeoutMs: number;
}

/** The operations host's first event on every stream: where it starts; never passed on. */
const STREAM_READY_EVENT = 'stream_ready';

/** The upstream refused the channel itself (bad name): retrying cannot help. */
class ChannelRefused extends Error {}

function parsePayload(data: string): unknown {
  try {
    return toCamelCase(JSON.parse(data));
  } catch {
    return data;
  }
}

/** Ids are increasing integers upstream; an id at or below the last one seen is a replay. */
function alreadySeen(id: string, last: string | undefined): boolean {
  if (last === undefined || !/^\d+$/.test(id) || !/^\d+$/.test(last)) return false;
  return BigInt(id) <= BigInt(last);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * A channel's subscribers, kept by the connection their messages leave by. An event is handed to
 * a connection's subscribers together, and the connection's writes let go right after: the
 * first screens have an event while the gateway is still handing it to the others, rather than
 * all once every one of thousands has it. (A tab's subscriptions to one channel need not follow
 * one another: other tabs subscribe in between.)
 */
export class ChannelSubscribers {
  readonly #byConnection = new Map<Connection | undefined, Set<Subscriber>>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(subscriber: Subscriber): void {
    let group = this.#byConnection.get(subscriber.connection);
    if (!group) {
      group = new Set();
      this.#byConnection.set(subscriber.connection, group);
    }
    if (group.has(subscriber)) return;
    group.add(subscriber);
    this.#size += 1;
  }

  delete(subscriber: Subscriber): void {
    const group = this.#byConnection.get(subscriber.connection);
    if (!group?.delete(subscriber)) return;
    this.#size -= 1;
    if (group.size === 0) this.#byConnection.delete(subscriber.connection);
  }

  /** Every subscriber, a connection's together. */
  *[Symbol.iterator](): IterableIterator<Subscriber> {
    for (const group of this.#byConnection.values()) yield* group;
  }

  push(event: RealtimeEvent): void {
    for (const [connection, group] of this.#byConnection) {
      for (const subscriber of group) subscriber.push(event);
      connection?.flush();
    }
  }
}

/**
 * One upstream SSE connection for one channel, shared by all its subscribers. Reconnects with
 * backoff after a drop and resumes with Last-Event-ID, so subscribers miss nothing.
 */
export class ChannelStream {
  readonly subscribers = new ChannelSubscribers();
  connected = false;
  /** Resolves once the upstream has confirmed the stream (its first stream_ready event). */
  readonly ready: Promise<void>;
  private markReady!: () => void;
  private lastEventId: string | undefined;
  private readonly stopping = new AbortController();
  private readonly loop: Promise<void>;
  private readonly log: Logger;

  constructor(
    readonly channel: string,
    private readonly options: ChannelStreamOptions,
  ) {
    this.log = options.logger.child({ channel });
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.loop = this.run();
  }

  /** Closes the upstream connection for good; resolves once the loop has ended. */
  stop(): Promise<void> {
    this.stopping.abort();
    return this.loop;
  }

  private async run(): Promise<void> {
    let backoff = this.options.initialBackoffMs;
    while (!this.stopping.signal.aborted) {
      let opened = false;
      try {
        await this.connectOnce(() => (opened = true));
        if (this.stopping.signal.aborted) break;
        this.log.warn({ lastEventId: this.lastEventId }, 'realtime stream ended by upstream');
      } catch (error) {
        if (this.stopping.signal.aborted) break;
        if (error instanceof ChannelRefused) {
          this.log.error({ err: error }, 'realtime channel refused by upstream');
          for (const subscriber of [...this.subscribers]) subscriber.fail(error);
          break;
        }
        this.log.warn(
          { err: error, lastEventId: this.lastEventId, retryInMs: backoff },
          'realtime stream dropped',
        );
      }
      if (opened) backoff = this.options.initialBackoffMs;
      await sleep(backoff, this.stopping.signal);
      backoff = Math.min(backoff * 2, this.options.maxBackoffMs);
    }
    this.log.info('realtime stream closed');
  }

  private async connectOnce(onOpen: () => void): Promise<void> {
    const link = new AbortController();
    const signal = AbortSignal.any([this.stopping.signal, link.signal]);
    let idle = setTimeout(
      () => link.abort(new Error('connect timed out')),
      this.options.connectTimeoutMs,
    );
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'cache-control': 'no-cache',
      authorization: `Bearer ${this.options.serviceToken}`,
    };
    if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
    const url = `${this.options.baseUrl}/realtime/stream?channel=${encodeURIComponent(this.channel)}`;

    try {
      const response = await fetch(url, { headers, signal });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        const message = `upstream answered ${response.status}`;
        throw response.status === 400 || response.status === 404
          ? new ChannelRefused(message)
          : new Error(message);
      }
      onOpen();
      this.connected = true;
      this.log.info({ resumeAfter: this.lastEventId }, 'realtime stream connected');
      const parser = createParser({ onEvent: (message) => this.dispatch(message) });
      const decoder = new TextDecoder();
      const resetIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(
          () => link.abort(new Error('no data or keep-alive')),
          this.options.idleTimeoutMs,
        );
      };
      resetIdle();
      for await (const chunk of response.body) {
        resetIdle();
        parser.feed(decoder.decode(chunk, { stream: true }));
      }
    } finally {
      clearTimeout(idle);
      this.connected = false;
    }
  }

  private dispatch(message: EventSourceMessage): void {
    if (message.event === STREAM_READY_EVENT) {
      // On a resumed stream this repeats our own Last-Event-ID; on a fresh one it is the start.
      if (message.id !== undefined && !alreadySeen(message.id, this.lastEventId)) {
        this.lastEventId = message.id;
      }
      this.markReady();
      return;
    }
    if (message.id !== undefined) {
      if (alreadySeen(message.id, this.lastEventId)) return;
      this.lastEventId = message.id;
    }
    const event: RealtimeEvent = {
      id: message.id ?? '',
      event: message.event ?? 'message',
      payload: parsePayload(message.data),
    };
    this.subscribers.push(event);
    countDelivered(event.event, this.subscribers.size);
  }
}
