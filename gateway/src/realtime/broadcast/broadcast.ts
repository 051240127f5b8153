import type {
  ExecutionArgs,
  ExecutionResult,
  FormattedExecutionResult,
  GraphQLFormattedError,
  GraphQLSchema,
} from 'graphql';
import { reportErrors } from '../../graphql/errors.ts';
import type { Logger } from '../../logger.ts';
import { broadcastSubscribe, type SubscribeResult } from './execute.ts';
import { isPushable } from './pushed.ts';
import { sendPushed, type PushTarget } from './pushed-socket.ts';

export interface BroadcastOptions {
  schema: GraphQLSchema;
  logger: Logger;
  formatError: (formatted: GraphQLFormattedError) => GraphQLFormattedError;
  /** Bytes a connection may have not yet written before its pushed subscriptions end. */
  unsentLimit: number;
}

export interface Broadcast {
  /** graphql-ws's `subscribe` (its server option). */
  subscribe(args: ExecutionArgs): Promise<SubscribeResult>;
  /** Where a subscription's pushed results go, by the context value it subscribes with. */
  sendTo(contextValue: object, target: PushTarget): void;
  /** A result as a `next` message's payload: errors reported and formatted as over HTTP. */
  nextPayload(
    result: ExecutionResult,
    operationName?: string | null,
  ): ExecutionResult | FormattedExecutionResult;
}

/**
 * The realtime broadcast: an event that is the same for every subscriber of a document (a floor
 * event to its zone screens, status walls and kiosks) is executed once (execute.ts), serialised
 * once, and its `next` message written to each subscriber's connection in the call that brought
 * it (pushed-socket.ts). graphql-ws still owns the protocol: subscribe, complete, error, close.
 * Every other subscription is graphql-ws's and graphql-js's, result by result.
 */
export function createBroadcast(options: BroadcastOptions): Broadcast {
  const subscribeOnce = broadcastSubscribe(options.schema);
  const targets = new WeakMap<object, PushTarget>();
  // A result without errors is sent as it is (graphql-ws would otherwise copy it for each
  // subscriber); errors inside a result (e.g. a resolver's) are handled as Apollo does over HTTP.
  const nextPayload = (result: ExecutionResult, operationName?: string | null) => {
    if (!result.errors?.length) return result;
    reportErrors(result.errors, options.logger, operationName);
    return { ...result, errors: result.errors.map((error) => options.formatError(error.toJSON())) };
  };
  // One shared result, one serialisation, for all of its subscribers.
  const payloads = new WeakMap<ExecutionResult, string>();
  const payloadOf = (result: ExecutionResult, operationName?: string | null) => {
    let payload = payloads.get(result);
    if (payload === undefined) {
      payload = JSON.stringify(nextPayload(result, operationName));
      payloads.set(result, payload);
    }
    return payload;
  };
  return {
    async subscribe(args) {
      const results = await subscribeOnce(args);
      const target = targets.get(args.contextValue as object);
      if (!target || !(Symbol.asyncIterator in results) || !isPushable(results)) return results;
      return sendPushed(results, target, payloadOf, options.unsentLimit);
    },
    sendTo: (contextValue, target) => targets.set(contextValue, target),
    nextPayload,
  };
}
