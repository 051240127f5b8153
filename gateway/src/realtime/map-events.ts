import { isPromise } from '../is-promise.ts';

/** What a mapper makes of one event: nothing (skip it), or a value, possibly the last one. */
export type Mapped<U> = { value: U; last?: boolean } | undefined;

/**
 * Maps a subscriber's events one at a time (async, in order). Hand-written rather than an async
 * generator so that return() ends it at once even while it waits for the next event, and the
 * upstream stream is released (see Subscriber). The signal aborts a mapping in flight.
 */
export function mapEvents<T, U>(
  source: AsyncIterator<T, undefined>,
  map: (value: T, signal: AbortSignal) => Mapped<U> | Promise<Mapped<U>>,
  options: { first?: U } = {},
): AsyncIterableIterator<U, undefined> {
  const cancelled = new AbortController();
  let finished = false;
  // A value to hand out before any event, e.g. the state as it was when the stream went live.
  const initial: U[] = 'first' in options ? [options.first as U] : [];
  const done: IteratorReturnResult<undefined> = { done: true, value: undefined };

  async function finish(): Promise<void> {
    if (finished) return;
    finished = true;
    cancelled.abort();
    await source.return?.();
  }

  return {
    async next() {
      if (!finished && initial.length > 0) return { done: false, value: initial.shift() as U };
      while (!finished) {
        const item = await source.next();
        if (item.done) {
          finished = true;
          break;
        }
        let mapped: Mapped<U>;
        try {
          // A mapper that answers at once (most do) costs its event no extra turn.
          const answer = map(item.value, cancelled.signal);
          mapped = isPromise(answer) ? await answer : answer;
        } catch (error) {
          await finish();
          throw error;
        }
        if (finished) break;
        if (!mapped) continue;
        if (mapped.last) await finish();
        return { done: false, value: mapped.value };
      }
      return done;
    },
    async return() {
      await finish();
      return done;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * A mapping that reads nothing but its event (no subscriber's arguments or session), made once
 * per event for all of a channel's subscribers, who are all handed the same event object: each
 * of them then hands on the same value, and a subscription that answers from its event alone
 * executes it once for all of them (graphql/compiled-executor.ts). Made once per resolver, not
 * per subscriber.
 */
export function perEvent<T extends object, U>(
  map: (event: T) => Mapped<U>,
): (event: T) => Mapped<U> {
  const made = new WeakMap<T, Mapped<U>>();
  return (event) => {
    if (made.has(event)) return made.get(event);
    const mapped = map(event);
    made.set(event, mapped);
    return mapped;
  };
}
