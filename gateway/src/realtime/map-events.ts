import { isPromise } from '../is-promise.ts';
import { isPushable, type Sink } from './broadcast/pushed.ts';

/** What a mapper makes of one event: nothing (skip it), or a value, possibly the last one. */
export type Mapped<U> = { value: U; last?: boolean } | undefined;

/** The signal of a mapper that takes none: never aborted. */
const NEVER_ABORTED = new AbortController().signal;

/** Mappers made by perEvent: they answer at once, so their events can be pushed (broadcast/pushed.ts). */
const answersAtOnce = new WeakSet<object>();

/**
 * Maps a subscriber's events one at a time (async, in order). Hand-written rather than an async
 * generator so that return() ends it at once even while it waits for the next event, and the
 * upstream stream is released (see Subscriber). The signal aborts a mapping in flight; it is made
 * only for a mapper that declares it (a second parameter), since most take none and a signal
 * costs memory for each of a floor's thousands of subscribers.
 *
 * Each event is one promise step (the source's next, then the mapping), not an async function:
 * what a subscriber allocates per event is the gateway's largest realtime cost (garbage
 * collection). With a perEvent mapper and a source that can be pushed, the result can be pushed
 * too: each event is then mapped and handed on in the call that brought it, with no promise.
 */
export function mapEvents<T, U>(
  source: AsyncIterator<T, undefined>,
  map: (value: T, signal: AbortSignal) => Mapped<U> | Promise<Mapped<U>>,
  options: { first?: U } = {},
): AsyncIterableIterator<U, undefined> {
  const cancelled = map.length > 1 ? new AbortController() : undefined;
  let finished = false;
  // A value to hand out before any event, e.g. the state as it was when the stream went live.
  const initial: U[] = 'first' in options ? [options.first as U] : [];
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  async function finish(): Promise<void> {
    if (finished) return;
    finished = true;
    cancelled?.abort();
    await source.return?.();
  }
  const failed = async (error: unknown): Promise<never> => {
    await finish();
    throw error;
  };
  type Step = IteratorResult<U, undefined> | Promise<IteratorResult<U, undefined>>;
  const pull = (): Promise<IteratorResult<U, undefined>> =>
    finished ? Promise.resolve(done) : source.next().then(mapItem);
  // A mapper that answers at once (most do) costs its event no extra turn.
  const mapItem = (item: IteratorResult<T, undefined>): Step => {
    if (finished) return done;
    if (item.done) {
      finished = true;
      return done;
    }
    try {
      const answer = map(item.value, cancelled?.signal ?? NEVER_ABORTED);
      return isPromise(answer) ? answer.then(handOn, failed) : handOn(answer);
    } catch (error) {
      return failed(error);
    }
  };
  const handOn = (mapped: Mapped<U>): Step => {
    if (finished) return done;
    if (!mapped) return pull();
    const result = { done: false, value: mapped.value } as const;
    return mapped.last ? finish().then(() => result) : result;
  };

  const mapped: AsyncIterableIterator<U, undefined> = {
    next() {
      if (!finished && initial.length > 0) {
        return Promise.resolve({ done: false, value: initial.shift() as U });
      }
      return pull();
    },
    async return() {
      await finish();
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  if (!isPushable(source) || !answersAtOnce.has(map)) return mapped;
  const pushTo = (sink: Sink<U>): void => {
    try {
      for (const value of initial.splice(0)) sink.value(value);
    } catch (error) {
      // As a sink failing on an event does (the source's push): this subscriber ends alone.
      void finish();
      sink.end(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    source.pushTo({
      // A mapper that throws ends this subscriber alone (the source's push catches it).
      value(event) {
        if (finished) return;
        const answer = map(event, NEVER_ABORTED) as Mapped<U>;
        if (!answer) return;
        sink.value(answer.value);
        // Returning the source ends its push, and so this one (below).
        if (answer.last) void finish();
      },
      end(error) {
        finished = true;
        sink.end(error);
      },
    });
  };
  return Object.assign(mapped, { pushTo });
}

/**
 * A mapping that reads nothing but its event (no subscriber's arguments or session), made once
 * per event for all of a channel's subscribers, who are all handed the same event object: each
 * of them then hands on the same value, and a subscription that answers from its event alone
 * executes it once for all of them (realtime/broadcast/execute.ts). Made once per resolver, not
 * per subscriber.
 */
export function perEvent<T extends object, U>(
  map: (event: T) => Mapped<U>,
): (event: T) => Mapped<U> {
  const made = new WeakMap<T, Mapped<U>>();
  const once = (event: T) => {
    if (made.has(event)) return made.get(event);
    const mapped = map(event);
    made.set(event, mapped);
    return mapped;
  };
  answersAtOnce.add(once);
  return once;
}
