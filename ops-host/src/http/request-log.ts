import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request, written when the answer is sent: the request's id, method,
 * path, status and time, at error level for a 5xx. Fastify's own request logging writes two lines
 * a request (the first with the caller's host, address and port), which on the floor's hundred
 * and more calls a second was a tenth of the host's CPU. A route's own log level still applies
 * (the health check logs at warn, so not at all here).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    request.log[statusCode >= 500 ? 'error' : 'info'](
      {
        req: { method: request.method, url: request.url },
        res: { statusCode },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
