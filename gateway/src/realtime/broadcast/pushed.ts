/** Where a pushed stream's values go, at once and in order. */
export interface Sink<T> {
  value(value: T): void;
  /** The stream ended: normally, or with the error that ended it. Called once, last. */
  end(error?: Error): void;
}

/**
 * A subscriber's stream of values that can also be pushed: from `pushTo` on, each value goes to
 * the sink in the same call that made it, not through `next()`, which must not be used again.
 * `return()` still ends it (the subscriber left).
 *
 * An event fanned out to a floor's thousands of subscribers otherwise costs each of them a chain
 * of promises through every layer (the channel's queue, the resolver's mapping, the execution,
 * graphql-ws), and what that chain allocates is most of what the gateway spends per delivery.
 * A layer offers `pushTo` only where it can hand a value on at once (see ../map-events.ts); any
 * other stream is read with `next()` as before.
 */
export interface Pushable<T> extends AsyncIterableIterator<T, undefined> {
  pushTo(sink: Sink<T>): void;
}

export function isPushable<T>(stream: AsyncIterator<T, undefined>): stream is Pushable<T> {
  return typeof (stream as Partial<Pushable<T>>).pushTo === 'function';
}
