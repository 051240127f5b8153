import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per answered request, written when the answer is sent: the request's id, method,
 * path, status and time, at error level for a 5xx or a failed answer. Fastify's own request
 * logging writes two lines a request (the first with the caller's host, address and port), which
 * on the floor's hundred and more calls a second cost the host a good share of its CPU. A route's
 * own log level still applies (the health check logs at warn, so not at all here); Fastify's
 * other lines (errors of its default handler, a route not found) are its own.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completion line says all the first one did that is worth keeping.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const statusCode = reply.statusCode;
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(error ? { err: error } : {}),
    };
    if (error || statusCode >= 500) reply.log.error(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
