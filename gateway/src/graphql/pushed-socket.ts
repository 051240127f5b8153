import type { ExecutionResult } from 'graphql';
import { WebSocket } from 'ws';
import type { Pushable } from '../realtime/pushed.ts';
import { FELL_BEHIND } from '../realtime/subscriber.ts';

/** Where a subscription's messages go: its connection and the id its client gave it. */
export interface PushTarget {
  socket: Pick<WebSocket, 'send' | 'readyState' | 'bufferedAmount'>;
  id: string;
}

/** The JSON of a result as graphql-ws sends it in a next message's payload. */
export type PayloadOf = (result: ExecutionResult) => string;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Sends a pushed subscription's results (realtime/pushed.ts) straight to its connection, each in
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
  { socket, id }: PushTarget,
  payloadOf: PayloadOf,
  unsentLimit: number,
): AsyncIterableIterator<never, undefined> {
  const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  let settle!: { resolve: (done: typeof DONE) => void; reject: (error: Error) => void };
  const ended = new Promise<typeof DONE>((resolve, reject) => (settle = { resolve, reject }));
  // It may end before graphql-ws first asks (a channel already refused): not an unhandled error.
  ended.catch(() => undefined);
  let open = true;
  const stop = async () => {
    open = false;
    settle.resolve(DONE);
    await results.return?.();
    return DONE;
  };
  results.pushTo({
    value(result) {
      if (!open || socket.readyState !== WebSocket.OPEN) return;
      // Thrown into the subscriber's push, which ends this subscriber alone.
      if (socket.bufferedAmount > unsentLimit) throw new Error(FELL_BEHIND);
      socket.send(`${prefix}${payloadOf(result)}}`);
    },
    end(error) {
      open = false;
      if (error) settle.reject(error);
      else settle.resolve(DONE);
    },
  });
  return {
    next: () => ended,
    return: stop,
    throw: stop,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
