import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Tracing } from '@ops/schema/observability/tracing';
import type { GraphQLSchema } from 'graphql';
import type { Disposable } from 'graphql-ws';
import { apiKeyPlugin } from '../auth/api-key.ts';
import type { GatewayContext } from '../context.ts';
import { KnownOperations, type KnownOperationOptions } from '../http/known-operations.ts';
import { stringifyResult } from '../http/json-pieces.ts';
import { requestMetricsPlugin } from '../observability/apollo-plugin.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { Logger } from '../logger.ts';
import { LIMITS, type createArmor } from './armor.ts';
import { compiledGateway } from './compiled-executor.ts';
import { errorReportingPlugin, formatErrorFor } from './errors.ts';
import { refuseSubscriptionsOverHttp } from './http-subscriptions.ts';
import {
  introspectionForSignedInOnly,
  introspectionRules,
  type IntrospectionAccess,
} from './introspection.ts';

export interface ApolloOptions {
  schema: GraphQLSchema;
  armor: ReturnType<typeof createArmor>;
  httpServer: Server;
  /** The graphql-ws server, disposed when Apollo drains. */
  sockets: Disposable;
  production: boolean;
  /** Introspection for everyone, for signed-in sessions only, or for no one (config.ts). */
  explorer: IntrospectionAccess;
  upstream: UpstreamClient;
  logger: Logger;
  tracing?: Tracing | undefined;
}

export interface StartedApollo {
  apollo: ApolloServer<GatewayContext>;
  /** Operations Apollo Server has run, answered again without it (http/known-operations.ts). */
  known: KnownOperationOptions<GatewayContext>;
}

/** Apollo Server for GraphQL over HTTP, started. */
export async function startApollo(options: ApolloOptions): Promise<StartedApollo> {
  const { armor, production } = options;
  const operations = new KnownOperations();
  const formatError = formatErrorFor(production);
  // The plugins that see an operation's errors (didEncounterErrors): armor's hides field
  // suggestions, ours logs and reports.
  const errorReporting = errorReportingPlugin(options.logger);
  const errorPlugins: ApolloServerPlugin<GatewayContext>[] = [...armor.plugins, errorReporting];
  const apollo = new ApolloServer<GatewayContext>({
    // The schema, with operations run as graphql-jit compiled them (compiled-executor.ts).
    gateway: compiledGateway(options.schema, { logger: options.logger, known: operations }),
    ...armor,
    // A document over the token limit is a syntax error of the caller's: 400 GRAPHQL_PARSE_FAILED.
    parseOptions: { maxTokens: LIMITS.maxTokens },
    // The v5 default, stated: a browser form or <img> cannot trigger an operation.
    csrfPrevention: true,
    // POST /graphql writes answers in pieces (http/json-pieces.ts); other paths get the text.
    stringifyResult,
    // Where it is off, introspection is refused by a validation rule of ours (introspection.ts),
    // the one the WebSocket applies too, rather than by Apollo Server's.
    introspection: true,
    validationRules: [...armor.validationRules, ...introspectionRules(options.explorer)],
    formatError,
    // main.ts owns the signals, so tests and embedding hosts are not surprised by handlers.
    stopOnTerminationSignals: false,
    plugins: [
      ...armor.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await options.sockets.dispose();
            },
          };
        },
      },
      // Browsers get the bundled explorer instead (http/explorer.ts).
      ApolloServerPluginLandingPageDisabled(),
      // No type or field declares cache hints, so the per-field cache-control hook only costs
      // time (visible on big answers such as the planner's thousands of groups).
      ApolloServerPluginCacheControlDisabled(),
      ...(options.explorer === 'signed-in' ? [introspectionForSignedInOnly(options.upstream)] : []),
      errorReporting,
      refuseSubscriptionsOverHttp(),
      apiKeyPlugin<GatewayContext>(),
      requestMetricsPlugin<GatewayContext>(options.tracing),
    ],
  });
  await apollo.start();
  return {
    apollo,
    known: {
      operations,
      formatError,
      includeStacktrace: armor.includeStacktraceInErrorResponses,
      errorPlugins,
    },
  };
}
