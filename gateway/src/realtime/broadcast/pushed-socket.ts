import type { ExecutionResult } from 'graphql';
import { WebSocket } from 'ws';
import type { Pushable, Sink } from './pushed.ts';
import { FELL_BEHIND } from '../subscriber.ts';

/** Where a subscription's messages go: its connection and the id its client gave it. */
export interface PushTarget {
  socket: Pick<WebSocket, 'send' | 'readyState' | 'bufferedAmount'>;
  id: string;
  /** The operation's name, for the errors a result reports. */
  operationName?: string | null;
}

/** The JSON of a result as graphql-ws sends it in a next message's payload. */
export type PayloadOf = (result: ExecutionResult, operationName?: string | null) => string;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Sends a pushed subscription's results (pushed.ts) straight to its connection, each in
 * the call that brought its event: the message graphql-ws would send, `{"id":…,"type":"next",
 * "payload":…}`, made from the payload's JSON, which `payloadOf` makes once per result for every
 * subscriber of the document (an event to a floor's screens is serialised once, not per screen).
 *
 * graphql-ws is handed the iterator returned here, which yields nothing: it ends when the
 * subscription does (graphql-ws then sends `complete`, or `error` with the error that ended it),
 * and graphql-ws's return() (the client's `complete`, or the connection closing) ends the
 * subscription. So graphql-ws still owns the protocol; only the next messages bypass it.
 *
 * graphql-ws waits for each message to be written before it reads the next result, so a slow
 * client's events wait in its subscriber's queue, which ends the subscriber when full. Here they
 * wait in the connection's buffer instead: past `unsentLimit` bytes not yet written, the
 * subscription ends with the same error, so the client resubscribes and refetches.
 */
export function sendPushed(
  results: Pushable<ExecutionResult>,
  target: PushTarget,
  payloadOf: PayloadOf,
  unsentLimit: number,
): AsyncIterableIterator<never, undefined> {
  const sent = new PushedSubscription(results, target, payloadOf, unsentLimit);
  results.pushTo(sent);
  return sent;
}

/**
 * One pushed subscription: its results' sink and graphql-ws's iterator in one object, its
 * methods shared by all (a floor has thousands of subscribers, each kept while its screen is on).
 */
class PushedSubscription implements Sink<ExecutionResult>, AsyncIterableIterator<never, undefined> {
  readonly #results: Pushable<ExecutionResult>;
  readonly #target: PushTarget;
  readonly #payloadOf: PayloadOf;
  readonly #unsentLimit: number;
  readonly #prefix: string;
  /** Set once it has ended: normally, or with the error to hand graphql-ws. */
  #ended: { error?: Error } | undefined;
  #waiting: { resolve: (done: typeof DONE) => void; reject: (error: Error) => void } | undefined;

  constructor(
    results: Pushable<ExecutionResult>,
    target: PushTarget,
    payloadOf: PayloadOf,
    unsentLimit: number,
  ) {
    this.#results = results;
    this.#target = target;
    this.#payloadOf = payloadOf;
    this.#unsentLimit = unsentLimit;
    this.#prefix = `{"id":${JSON.stringify(target.id)},"type":"next","payload":`;
  }

  value(result: ExecutionResult): void {
    const { socket, operationName } = this.#target;
    if (this.#ended || socket.readyState !== WebSocket.OPEN) return;
    // Thrown into the subscriber's push, which ends this subscriber alone.
    if (socket.bufferedAmount > this.#unsentLimit) throw new Error(FELL_BEHIND);
    socket.send(`${this.#prefix}${this.#payloadOf(result, operationName)}}`);
  }

  end(error?: Error): void {
    if (this.#ended) return;
    this.#ended = { error };
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (!waiting) return;
    this.#ended = {};
    if (error) waiting.reject(error);
    else waiting.resolve(DONE);
  }

  /** graphql-ws asks once; the answer comes when the subscription ends. */
  next(): Promise<typeof DONE> {
    const ended = this.#ended;
    if (!ended) return new Promise((resolve, reject) => (this.#waiting = { resolve, reject }));
    // An error is handed on once; after it, as after any end, the iterator is done.
    this.#ended = {};
    return ended.error ? Promise.reject(ended.error) : Promise.resolve(DONE);
  }

  async return(): Promise<typeof DONE> {
    this.end();
    await this.#results.return?.();
    return DONE;
  }

  throw(): Promise<typeof DONE> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
