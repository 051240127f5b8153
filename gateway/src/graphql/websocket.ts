import type { Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Disposable } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { LRUCache } from 'lru-cache';
import { WebSocketServer } from 'ws';
import { checkApiKey } from '../auth/api-key.ts';
import { socketContext, type ContextDeps } from '../context.ts';
import { isPromise } from '../is-promise.ts';
import { createBroadcast } from '../realtime/broadcast/broadcast.ts';
import type { BatchedWebSocket } from './batched-socket.ts';
import { formatErrorFor } from './errors.ts';
import {
  introspectionRefusal,
  introspectionRules,
  type IntrospectionAccess,
} from './introspection.ts';
import { ScreenedWebSocket } from './screened-socket.ts';
import { refuseUpgrade, socketOriginAllowed, type SocketOrigins } from './socket-origin.ts';
import {
  asRequestErrors,
  forSocket,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
  tooManySubscriptions,
  unknownOperation,
  withCode,
} from './socket-refusals.ts';

export interface WebSocketOptions {
  schema: GraphQLSchema;
  deps: ContextDeps;
  /** The same graphql-armor rules as over HTTP, so a socket is no back door around them. */
  validationRules: ValidationRule[];
  /** Who may ask for the schema, as over HTTP (introspection.ts). */
  introspection: IntrospectionAccess;
  /** The largest message, in bytes: as large as an HTTP body may be (larger: closed, 1009). */
  maxPayload: number;
  maxTokens: number;
  production: boolean;
  /** Bytes a connection may have not yet written before its pushed subscriptions end (1 MiB). */
  unsentLimit?: number;
  /** The pages that may open a socket (socket-origin.ts). */
  origins: SocketOrigins;
}

/** graphql-ws on the HTTP server's /graphql path (subscriptions). */
export function attachWebSocket(httpServer: Server, options: WebSocketOptions): Disposable {
  // noServer: the HTTP server's own errors (e.g. a taken port) stay the HTTP server's.
  const wsServer = new WebSocketServer({
    noServer: true,
    WebSocket: ScreenedWebSocket,
    maxPayload: options.maxPayload,
  });
  httpServer.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://gateway').pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    if (!socketOriginAllowed(request, options.origins)) {
      options.deps.logger.warn(
        { origin: request.headers.origin, host: request.headers.host },
        'WebSocket refused: its page is not of an allowed origin',
      );
      refuseUpgrade(socket);
      return;
    }
    wsServer.handleUpgrade(request, socket, head, (ws) => {
      ws.batchWritesTo(socket);
      ws.logTo(options.deps.logger);
      wsServer.emit('connection', ws, request);
    });
  });
  const rules = [
    ...specifiedRules,
    ...options.validationRules,
    ...introspectionRules(options.introspection),
  ];
  const formatError = formatErrorFor(options.production);
  // A floor's screens all send the same few subscription documents, and after a restart they
  // resubscribe at once: each document is parsed and validated once, not once per screen.
  const checked = new LRUCache<string, DocumentNode | readonly GraphQLError[]>({ max: 500 });
  const parseAndValidate = (query: string) => {
    let result = checked.get(query);
    if (result) return result;
    try {
      const document = parse(query, { maxTokens: options.maxTokens });
      const errors = validate(options.schema, document, rules);
      result =
        errors.length > 0
          ? errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'))
          : document;
    } catch (error) {
      const syntax = error instanceof GraphQLError ? error : new GraphQLError('Invalid query');
      result = [withCode(syntax, 'GRAPHQL_PARSE_FAILED')];
    }
    checked.set(query, result);
    return result;
  };
  // A floor event is executed and serialised once for all its subscribers and pushed to their
  // connections (realtime/broadcast/); every other subscription's results go through graphql-ws.
  const broadcast = createBroadcast({
    schema: options.schema,
    logger: options.deps.logger,
    formatError,
    unsentLimit: options.unsentLimit ?? 1024 * 1024,
  });
  return useServer(
    {
      isProd: options.production,
      subscribe: broadcast.subscribe,
      async onSubscribe(ctx, id, payload) {
        // This subscription is counted already, and so is every other one begun and not ended.
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [tooManySubscriptions()];
        }
        const document = parseAndValidate(payload.query);
        if (!('kind' in document)) return document;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [unknownOperation(payload.operationName)];
        const contextValue = socketContext(
          options.deps,
          ctx.extra.request,
          ctx.connectionParams,
          // Made by the server of this class (above).
          ctx.extra.socket as BatchedWebSocket,
        );
        try {
          const refusal = await introspectionRefusal(
            options.introspection,
            document,
            options.deps.upstream,
            contextValue.upstream.cookie,
          );
          if (refusal) throw refusal;
          contextValue.apiKey = await checkApiKey(
            contextValue.authorization,
            contextValue.upstream,
            operation.operation,
            options.deps.logger,
          );
        } catch (error) {
          if (!(error instanceof GraphQLError)) throw error;
          return [forSocket(error)];
        }
        broadcast.sendTo(contextValue, {
          socket: ctx.extra.socket,
          id,
          operationName: payload.operationName,
        });
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      // A query's or a subscription's variables refused: the client's mistake, not ours.
      onOperation: (_ctx, _id, _payload, _args, result) =>
        isPromise(result) || Symbol.asyncIterator in result ? undefined : asRequestErrors(result),
      onNext: (_ctx, _id, payload, _args, result) =>
        broadcast.nextPayload(result, payload.operationName),
      // Invalid operations, or a subscription's stream failing (e.g. a subscriber fell behind).
      onError(_ctx, _id, payload, errors) {
        const messages = errors.map((error) => error.message);
        options.deps.logger.warn(
          { operationName: payload.operationName, errors: messages },
          'subscription error',
        );
      },
    },
    wsServer,
  );
}
