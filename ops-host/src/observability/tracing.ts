import { context, trace, type Context, type Span } from '@opentelemetry/api';
import { SpanKind, SpanStatusCode, type Tracing } from '@ops/schema/observability/tracing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseConnection, Dialect, Driver } from 'kysely';

const spans = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

/**
 * A server span for each request, continuing the gateway's trace (its traceparent header),
 * active while the request is answered, so the SQL spans of its queries are its children.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const started = tracing.serverSpan(
      `${request.method} ${request.routeOptions.url ?? 'unknown'}`,
      request.headers,
      {
        'http.request.method': request.method,
        'http.route': request.routeOptions.url ?? '',
        'http.request.id': String(request.headers['x-request-id'] ?? ''),
      },
    );
    spans.set(request, started);
    // The body arrives in events of the request's stream: bound, its parser runs in the span's
    // context too, and so does everything after.
    context.bind(started.context, request.raw);
    context.with(started.context, done);
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const started = spans.get(request);
    if (started) context.with(started.context, done);
    else done();
  });
  app.addHook('onResponse', async (request, reply) => {
    const started = spans.get(request);
    if (!started) return;
    started.span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) started.span.setStatus({ code: SpanStatusCode.ERROR });
    started.span.end();
  });
}

const SQL_VERB = /^\s*([A-Za-z]+)/;

function tracedConnection(connection: DatabaseConnection, tracing: Tracing): void {
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = (query) => {
    // Only inside a trace: the background work (offline sweeps, retention, the realtime hub's
    // reads) would otherwise start a trace of its own with every query.
    if (!trace.getActiveSpan()) return execute(query);
    const verb = (SQL_VERB.exec(query.sql)?.[1] ?? 'SQL').toUpperCase();
    return tracing.inSpan(
      verb,
      SpanKind.CLIENT,
      { 'db.system.name': 'postgresql', 'db.query.text': query.sql },
      () => execute(query),
    );
  };
}

/**
 * The dialect with each query of its connections, made while a request is traced, in a span
 * (named by its SQL verb, with the query's text, never its parameters): the host's one query
 * function, whichever database.
 */
export function tracedDialect(dialect: Dialect, tracing: Tracing): Dialect {
  const traced = new WeakSet<DatabaseConnection>();
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      // The driver's own object, its other methods untouched (they may use private fields).
      driver.acquireConnection = async () => {
        const connection = await acquire();
        if (!traced.has(connection)) {
          tracedConnection(connection, tracing);
          traced.add(connection);
        }
        return connection;
      };
      return driver;
    },
  };
}
