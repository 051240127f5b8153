import type { ApolloServerPlugin } from '@apollo/server';
import {
  BREAK,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  visit,
  type DocumentNode,
  type ValidationRule,
} from 'graphql';
import type { GatewayContext } from '../context.ts';
import { fetchSession } from '../modules/auth/session-api.ts';
import { bindCaller, type UpstreamClient } from '../upstream/client.ts';

/**
 * Who may ask for the schema (config.ts `explorer`): anyone outside production; in production
 * no one, unless GRAPHQL_EXPLORER=on, and then signed-in sessions only. The same over HTTP and
 * over the WebSocket (graphql/websocket.ts).
 */
export type IntrospectionAccess = 'open' | 'signed-in' | 'off';

export const SIGN_IN_FOR_INTROSPECTION = 'Introspection is open to signed-in users only.';

/**
 * The validation rules that keep introspection out where it is off: graphql-js's own, which
 * finds __schema and __type wherever they are (aliased, in fragments), a validation error.
 */
export function introspectionRules(access: IntrospectionAccess): ValidationRule[] {
  return access === 'off' ? [NoSchemaIntrospectionCustomRule] : [];
}

/** Whether a document asks for the schema anywhere: aliased, in a fragment, beside other fields. */
export function asksForSchema(document: DocumentNode | undefined): boolean {
  if (!document) return false;
  let asks = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      asks = true;
      return BREAK;
    },
  });
  return asks;
}

/** Whether the cookie (or API key) is a signed-in admin session's, as the host says. */
export async function signedIn(upstream: UpstreamClient, cookie: string | undefined) {
  if (!cookie) return false;
  const result = await fetchSession(bindCaller(upstream, { cookie, forwardedFor: undefined }));
  return result.ok;
}

/**
 * Where introspection is for signed-in sessions only, the refusal of a document that asks for
 * the schema without one (UNAUTHENTICATED, 401 over HTTP); undefined when it may run.
 */
export async function introspectionRefusal(
  access: IntrospectionAccess,
  document: DocumentNode | undefined,
  upstream: UpstreamClient,
  cookie: string | undefined,
): Promise<GraphQLError | undefined> {
  if (access !== 'signed-in' || !asksForSchema(document)) return undefined;
  if (await signedIn(upstream, cookie)) return undefined;
  return new GraphQLError(SIGN_IN_FOR_INTROSPECTION, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
  });
}

/** introspectionRefusal over HTTP, once Apollo Server has parsed and validated the operation. */
export function introspectionForSignedInOnly(
  upstream: UpstreamClient,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          const cookie = contextValue.upstream.cookie;
          const refusal = await introspectionRefusal('signed-in', document, upstream, cookie);
          if (refusal) throw refusal;
        },
      };
    },
  };
}
