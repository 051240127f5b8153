import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { GraphQLError, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { fetchSession } from '../modules/auth/session-api.ts';
import { bindCaller, type UpstreamClient } from '../upstream/client.ts';

export const EXPLORER_NOT_BUILT =
  'The GraphQL explorer is not built yet: run `npm run build`, then reload this page.';
export const SIGN_IN_FOR_EXPLORER = 'Introspection is open to signed-in users only.';

export interface ExplorerOptions {
  webDistDir: string;
  /** Whether /graphql shows the explorer to browsers at all. */
  enabled: boolean;
  /** Only to a signed-in admin session (production with GRAPHQL_EXPLORER=on). */
  signedInOnly: boolean;
  upstream: UpstreamClient;
}

async function signedIn(upstream: UpstreamClient, cookie: string | undefined) {
  if (!cookie) return false;
  const result = await fetchSession(bindCaller(upstream, { cookie, forwardedFor: undefined }));
  return result.ok;
}

/**
 * GET /graphql from a browser (Accept: text/html): the GraphQL explorer (GraphiQL, built with the
 * web app into explorer.html). Other requests go on to the GraphQL server.
 */
export function explorerPage(options: ExplorerOptions): RequestHandler {
  const page = path.join(options.webDistDir, 'explorer.html');
  return (req, res, next) => {
    const wantsPage = req.method === 'GET' && req.headers.accept?.includes('text/html');
    if (!wantsPage || !options.enabled) return next();
    void (async () => {
      if (options.signedInOnly && !(await signedIn(options.upstream, req.headers.cookie))) {
        res.redirect(302, `/login?next=${encodeURIComponent('/graphql')}`);
        return;
      }
      if (!existsSync(page)) {
        res.status(503).type('text/plain').send(EXPLORER_NOT_BUILT);
        return;
      }
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(page);
    })().catch(next);
  };
}

function asksForSchema(document: DocumentNode | undefined): boolean {
  return (
    document?.definitions.some(
      (definition) =>
        definition.kind === 'OperationDefinition' &&
        definition.selectionSet.selections.some(
          (selection) =>
            selection.kind === 'Field' &&
            (selection.name.value === '__schema' || selection.name.value === '__type'),
        ),
    ) ?? false
  );
}

/** In production with the explorer on, introspection answers signed-in admin sessions only. */
export function introspectionForSignedInOnly(
  upstream: UpstreamClient,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!asksForSchema(document)) return;
          if (await signedIn(upstream, contextValue.upstream.cookie)) return;
          throw new GraphQLError(SIGN_IN_FOR_EXPLORER, {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        },
      };
    },
  };
}
