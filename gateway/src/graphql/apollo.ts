import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLSchema } from 'graphql';
import type { Disposable } from 'graphql-ws';
import type { GatewayContext } from '../context.ts';
import type { Logger } from '../logger.ts';
import type { createArmor } from './armor.ts';
import { errorReportingPlugin, formatErrorFor } from './errors.ts';

export interface ApolloOptions {
  schema: GraphQLSchema;
  armor: ReturnType<typeof createArmor>;
  httpServer: Server;
  /** The graphql-ws server, disposed when Apollo drains. */
  sockets: Disposable;
  production: boolean;
  logger: Logger;
}

/** Apollo Server for GraphQL over HTTP, started. */
export async function startApollo(options: ApolloOptions): Promise<ApolloServer<GatewayContext>> {
  const { armor, production } = options;
  const apollo = new ApolloServer<GatewayContext>({
    schema: options.schema,
    ...armor,
    // The v5 default, stated: a browser form or <img> cannot trigger an operation.
    csrfPrevention: true,
    introspection: !production,
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
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault(),
      errorReportingPlugin(options.logger),
    ],
  });
  await apollo.start();
  return apollo;
}
