import {
  createSourceEventStream,
  execute,
  getOperationAST,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { isPromise } from '../../is-promise.ts';
import { answersFromEventAlone } from './event-alone.ts';
import { isPushable, type Pushable, type Sink } from './pushed.ts';

/** A subscription's results, as graphql-ws reads them (or a refusal to subscribe). */
export type SubscribeResult = AsyncIterableIterator<ExecutionResult> | ExecutionResult;

/**
 * graphql-ws's `subscribe`, with graphql-js: each event of a subscription is executed by
 * graphql-js's `execute`, as its `subscribe` does. What it adds is for a document whose answer
 * reads nothing but its event (event-alone.ts): subscribers handed the same event object (a
 * channel hands every subscriber of a zone screen, a status wall or a kiosk the same one) share
 * one execution of it, and where the stream can be pushed (pushed.ts) so can the results, each
 * executed in the call that brought its event. Any other document (a resolver that reads the
 * subscriber's session, a variable) is graphql-js's `subscribe`, unchanged.
 *
 * Whether a document shares is worked out once per document object (graphql-ws's server is
 * handed one parsed document per text: websocket.ts keeps them).
 */
export function broadcastSubscribe(
  schema: GraphQLSchema,
): (args: ExecutionArgs) => Promise<SubscribeResult> {
  /** Per document and operation name: its answers by event object, or null when not shared. */
  const shared = new WeakMap<DocumentNode, Map<string, WeakMap<object, ExecutionResult> | null>>();
  const answersOf = (args: ExecutionArgs) => {
    let byName = shared.get(args.document);
    if (!byName) {
      byName = new Map();
      shared.set(args.document, byName);
    }
    const name = args.operationName ?? '';
    let answers = byName.get(name);
    if (answers === undefined) {
      const operation = getOperationAST(args.document, args.operationName);
      answers =
        operation && answersFromEventAlone(schema, args.document, operation) ? new WeakMap() : null;
      byName.set(name, answers);
    }
    return answers;
  };

  return async function subscribeOnce(args) {
    const answers = answersOf(args);
    if (!answers) return subscribe(args);
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const run = (payload: unknown) => execute({ ...args, rootValue: payload });
    const once = (payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return run(payload);
      const known = answers.get(payload);
      if (known) return known;
      const answer = run(payload);
      if (!isPromise(answer)) answers.set(payload, answer);
      return answer;
    };
    return mapEvents(stream, once);
  };
}

/**
 * A subscription's events, each executed as it comes (graphql-js's mapping of a source stream,
 * which graphql does not export): ending the results ends the source; an execution that throws
 * ends the source and throws. An event whose execution answers at once is handed on in the same
 * turn.
 *
 * The results of a source that can be pushed can be pushed too. The document answers from its
 * event alone (no resolver runs, so nothing waits): an execution that waits all the same ends its
 * subscriber with an error rather than reach it out of order.
 */
function mapEvents<T>(
  source: AsyncIterable<unknown>,
  run: (payload: unknown) => T | Promise<T>,
): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const finish = async () => {
    try {
      await iterator.return?.();
    } catch {
      // The source failing to close changes nothing for the subscriber.
    }
  };
  const failed = async (error: unknown): Promise<never> => {
    await finish();
    throw error;
  };
  const mapped = (
    item: IteratorResult<unknown>,
  ): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (item.done) return item;
    try {
      const value = run(item.value);
      if (!isPromise(value)) return { done: false, value };
      return value.then((settled) => ({ done: false, value: settled }), failed);
    } catch (error) {
      return failed(error);
    }
  };
  const results: AsyncIterableIterator<T> = {
    next: () => iterator.next().then(mapped),
    return: async () =>
      iterator.return ? mapped(await iterator.return()) : { done: true, value: undefined },
    throw: async (error: unknown) =>
      iterator.throw ? mapped(await iterator.throw(error)) : Promise.reject(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  if (!isPushable(iterator as AsyncIterator<unknown, undefined>)) return results;
  const events = iterator as Pushable<unknown>;
  const pushTo = (sink: Sink<T>) =>
    events.pushTo({
      value(payload) {
        const value = run(payload);
        if (isPromise(value)) {
          Promise.resolve(value).catch(() => undefined);
          throw new Error('A pushed subscription cannot wait for its result.');
        }
        sink.value(value);
      },
      end: (error) => sink.end(error),
    });
  return Object.assign(results, { pushTo });
}
