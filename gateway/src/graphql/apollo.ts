import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
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
import { requestMetricsPlugin } from '../observability/apollo-plugin.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import type { Logger } from '../logger.ts';
import { LIMITS, type createArmor } from './armor.ts';
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

/** Apollo Server for GraphQL over HTTP, started. */
export async function startApollo(options: ApolloOptions): Promise<ApolloServer<GatewayContext>> {
  const { armor, production } = options;
  const apollo = new ApolloServer<GatewayContext>({
    schema: options.schema,
    ...armor,
    // A document over the token limit is a syntax error of the caller's: 400 GRAPHQL_PARSE_FAILED.
    parseOptions: { maxTokens: LIMITS.maxTokens },
    // The v5 default, stated: a browser form or <img> cannot trigger an operation.
    csrfPrevention: true,
    // Where it is off, introspection is refused by a validation rule of ours (introspection.ts),
    // the one the WebSocket applies too, rather than by Apollo Server's.
    introspection: true,
    validationRules: [...armor.validationRules, ...introspectionRules(options.explorer)],
    formatError: formatErrorFor(production),
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
      errorReportingPlugin(options.logger),
      refuseSubscriptionsOverHttp(),
      apiKeyPlugin<GatewayContext>(),
      requestMetricsPlugin<GatewayContext>(options.tracing),
    ],
  });
  await apollo.start();
  return apollo;
}
