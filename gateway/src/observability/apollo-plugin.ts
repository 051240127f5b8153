import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { trace } from '@opentelemetry/api';
import { Kind } from 'graphql';
import { SpanStatusCode, type Tracing } from '@ops/schema/observability/tracing';
import { boundedLabel, graphqlDuration, graphqlRequests } from './metrics.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
const operationName = boundedLabel(300);

function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return NAME.test(name) ? operationName(name) : 'other';
}

/** The name the client gave, else the document's one operation's (a refused one has none resolved). */
function nameOf(context: GraphQLRequestContext<object>): string | null | undefined {
  const name = context.operationName ?? context.request.operationName;
  if (name || !context.document) return name;
  const operations = context.document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length === 1 ? operations[0]!.name?.value : undefined;
}

interface AnsweredError {
  extensions?: { code?: unknown } | undefined;
}

/** 'ok', or the code of the answer's first error (as the client got it). */
function outcomeOf(context: GraphQLRequestContext<object>): string {
  const body = context.response?.body;
  const answered: readonly AnsweredError[] | undefined =
    body?.kind === 'single' ? body.singleResult.errors : undefined;
  const first = answered?.[0] ?? context.errors?.[0];
  if (!first) return 'ok';
  const code = first.extensions?.code;
  return typeof code === 'string' && NAME.test(code) ? code : 'INTERNAL_SERVER_ERROR';
}

/**
 * Counts and times every GraphQL operation Apollo Server answers, by operation name, type and
 * outcome; with tracing on, names the request's span after the operation and marks it failed
 * when the answer has errors.
 */
export function requestMetricsPlugin<T extends object>(tracing?: Tracing): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse(context) {
          const labels = {
            operation: operationLabel(nameOf(context)),
            type: context.operation?.operation ?? 'unknown',
            outcome: outcomeOf(context),
          };
          graphqlRequests.inc(labels);
          graphqlDuration.observe(labels, (performance.now() - started) / 1000);
          if (!tracing) return;
          const span = trace.getActiveSpan();
          if (!span) return;
          span.updateName(`graphql ${labels.type} ${labels.operation}`);
          span.setAttributes({
            'graphql.operation.name': labels.operation,
            'graphql.operation.type': labels.type,
          });
          if (labels.outcome !== 'ok') {
            span.setStatus({ code: SpanStatusCode.ERROR, message: labels.outcome });
          }
        },
      };
    },
  };
}
