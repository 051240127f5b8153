import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';

/**
 * One line per answered request: its id (the proxy's X-Request-Id, or a new one), method, path,
 * status and time. Headers are left out: they repeat on every line, carry cookies and keys that
 * must not be logged, and cost a serialisation and a redaction per request.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID(),
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    // The serializers receive Node's own request and response, not copies of them.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  });
}
