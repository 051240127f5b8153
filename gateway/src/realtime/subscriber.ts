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

const DONE: IteratorResult<RealtimeEvent, undefined> = { done: true, value: undefined };

/**
 * One subscriber's end of a channel: a small queue the shared stream pushes into, read as an
 * async iterator. Written by hand rather than as an async generator because a generator's
 * return() waits for a pending next(): a subscriber leaving while no event arrives would
 * otherwise keep the upstream stream open.
 */
export class Subscriber implements AsyncIterableIterator<RealtimeEvent, undefined> {
  private readonly queue: RealtimeEvent[] = [];
  private readonly waiters: Waiter[] = [];
  private finished = false;
  private failure: Error | undefined;

  constructor(
    private readonly limit: number,
    private readonly onLeave: (subscriber: Subscriber) => void,
  ) {}

  push(event: RealtimeEvent): void {
    if (this.finished) return;
    const waiter = this.waiters.shift();
    if (waiter) return waiter.resolve({ done: false, value: event });
    if (this.queue.length >= this.limit) {
      // Dropping events silently would leave a screen stale; ending lets the client resubscribe
      // and refetch.
      return this.fail(new Error('Realtime subscriber fell behind; resubscribe.'));
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

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (!this.failure) for (const waiter of this.waiters.splice(0)) waiter.resolve(DONE);
    this.onLeave(this);
  }
}
