import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';

const loggers = new WeakMap<IncomingMessage, Logger>();

/**
 * The request's child of the gateway's logger (set by `requestLog`): it carries the request's
 * id, method and path into the resolvers' lines.
 */
export function requestLoggerOf(req: IncomingMessage): Logger | undefined {
  return loggers.get(req);
}

/**
 * One line per answered request: its id (the proxy's X-Request-Id, or a new one), method, path,
 * status and time; 'request aborted' when the caller went away first. Headers are left out: they
 * repeat on every line, carry cookies and keys that must not be logged, and cost a serialisation
 * and a redaction per request. Health checks and metrics scrapes are not logged.
 *
 * Called by the HTTP server for every request, before it is routed; the line is written when the
 * answer is finished.
 */
export function requestLog(logger: Logger) {
  return function startRequestLog(req: IncomingMessage, res: ServerResponse): void {
    const header = req.headers['x-request-id'];
    const described = {
      id: typeof header === 'string' && header !== '' ? header : randomUUID(),
      method: req.method,
      url: req.url,
    };
    loggers.set(req, logger.child({ req: described }));
    if (req.url === '/healthz' || req.url === '/metrics') return;
    const started = performance.now();
    const answered = () => {
      res.off('close', aborted);
      const status = res.statusCode;
      logger[status >= 500 ? 'error' : 'info'](
        {
          req: described,
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        'request completed',
      );
    };
    const aborted = () => {
      res.off('finish', answered);
      logger.warn(
        { req: described, responseTime: Math.round(performance.now() - started) },
        'request aborted',
      );
    };
    res.once('finish', answered);
    res.once('close', aborted);
  };
}
