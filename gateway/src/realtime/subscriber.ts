import type { Pushable, Sink } from './broadcast/pushed.ts';

/** One realtime event as the bridge hands it to subscribers. */
export interface RealtimeEvent {
  /** The upstream event id ('' when the upstream sent none). */
  id: string;
  event: string;
  /** The event's JSON data, camelCased; the raw text when it is not JSON. */
  payload: unknown;
}

type Waiter = {
  resolve: (result: IteratorResult<RealtimeEvent, undefined>) => void;
  reject: (error: unknown) => void;
};

/**
 * The connection a subscriber's messages leave by (a browser tab's WebSocket): the channel hands
 * an event to all of a connection's subscribers together, then lets its writes go at once.
 */
export interface Connection {
  flush(): void;
}

/** Why a subscriber too slow to take its events is ended. */
export const FELL_BEHIND = 'Realtime subscriber fell behind; resubscribe.';

const DONE: IteratorResult<RealtimeEvent, undefined> = { done: true, value: undefined };

/**
 * One subscriber's end of a channel: a small queue the shared stream pushes into, read as an
 * async iterator, or each event handed at once to a sink (broadcast/pushed.ts). Written by hand rather
 * than as an async generator because a generator's return() waits for a pending next(): a
 * subscriber leaving while no event arrives would otherwise keep the upstream stream open.
 */
export class Subscriber implements Pushable<RealtimeEvent> {
  private readonly queue: RealtimeEvent[] = [];
  private readonly waiters: Waiter[] = [];
  private finished = false;
  private failure: Error | undefined;
  private sink: Sink<RealtimeEvent> | undefined;

  constructor(
    private readonly limit: number,
    private readonly onLeave: (subscriber: Subscriber) => void,
    readonly connection?: Connection,
  ) {}

  push(event: RealtimeEvent): void {
    if (this.finished) return;
    if (this.sink) return this.deliver(event);
    const waiter = this.waiters.shift();
    if (waiter) return waiter.resolve({ done: false, value: event });
    if (this.queue.length >= this.limit) {
      // Dropping events silently would leave a screen stale; ending lets the client resubscribe
      // and refetch.
      return this.fail(new Error(FELL_BEHIND));
    }
    this.queue.push(event);
  }

  /** Ends this subscriber with an error (after the events already queued). */
  fail(error: Error): void {
    if (this.finished) return;
    this.failure = error;
    this.finish();
    const waiters = this.waiters.splice(0);
    // A reader already waiting gets the error now; otherwise the next read does.
    if (waiters.length > 0) this.failure = undefined;
    for (const waiter of waiters) waiter.reject(error);
  }

  /**
   * Hands every event to `sink` from now on, the ones already queued first. A sink that throws
   * ends this subscriber with its error, and no other subscriber of the channel.
   */
  pushTo(sink: Sink<RealtimeEvent>): void {
    if (this.sink || this.waiters.length > 0) {
      throw new Error('A subscriber is either read or pushed to one sink, not both.');
    }
    this.sink = sink;
    for (const event of this.queue.splice(0)) this.deliver(event);
    // Ended before it was pushed to (and not by the sink failing, which ended the sink itself).
    if (this.finished && this.sink === sink) {
      this.sink = undefined;
      sink.end(this.failure);
    }
  }

  /** Ends this subscriber normally (the bridge is closing). */
  end(): void {
    this.finish();
  }

  next(): Promise<IteratorResult<RealtimeEvent, undefined>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ done: false, value: event });
    if (this.failure) {
      const failure = this.failure;
      this.failure = undefined;
      return Promise.reject(failure);
    }
    if (this.finished) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<RealtimeEvent, undefined>> {
    this.queue.length = 0;
    this.failure = undefined;
    this.finish();
    return Promise.resolve(DONE);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private deliver(event: RealtimeEvent): void {
    try {
      this.sink?.value(event);
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    const sink = this.sink;
    this.sink = undefined;
    sink?.end(this.failure);
    if (!this.failure) for (const waiter of this.waiters.splice(0)) waiter.resolve(DONE);
    this.onLeave(this);
  }
}
