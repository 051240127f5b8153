import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { socketOriginAllowed, type SocketOrigins } from '../graphql/socket-origin.ts';
import type { Logger } from '../logger.ts';

/** The path the web app exports its spans to (OTLP/HTTP's own), on the gateway's origin. */
export const BROWSER_SPANS_PATH = '/v1/traces';

/** A page's spans of a few operations are a few kilobytes; more is not the web app's. */
const MOST_BYTES = 256 * 1024;

export interface BrowserSpansOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL. */
  endpoint: string;
  /** The app's origins: a page of another site may not write into its traces. */
  origins: SocketOrigins;
  timeoutMs: number;
  logger: Logger;
}

const refuse = (res: express.Response, status: number, message: string) => {
  res.status(status).type('text/plain').send(message);
};

/**
 * POST /v1/traces with tracing on: the web app's spans (OTLP/HTTP JSON, as its exporter writes
 * them), passed on to the collector as they are. The browser then needs no way to the collector
 * of its own (no address, no CORS), and a trace begins at the click that made the operation.
 */
export function browserSpansRoute(options: BrowserSpansOptions): Router {
  const collector = `${options.endpoint.replace(/\/+$/, '')}${BROWSER_SPANS_PATH}`;
  const sameSite: RequestHandler = (req, res, next) => {
    if (socketOriginAllowed(req, options.origins)) next();
    else refuse(res, 403, 'This page may not send spans to the app.');
  };
  const forward: RequestHandler = async (req, res) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
      refuse(res, 415, 'Spans are taken as OTLP/HTTP JSON (Content-Type: application/json).');
      return;
    }
    try {
      const answer = await fetch(collector, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: req.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      res
        .status(answer.status)
        .type(answer.headers.get('content-type') ?? 'application/json')
        .send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      options.logger.warn({ err: error }, 'the collector did not take the browser spans');
      refuse(res, 502, 'The trace collector did not answer.');
    }
  };
  const tooLarge: ErrorRequestHandler = (error: { status?: number }, _req, res, next) => {
    if (res.headersSent || error.status !== 413) next(error);
    else refuse(res, 413, `Spans are taken ${MOST_BYTES / 1024} KB at a time at most.`);
  };
  const router = express.Router();
  router.post(
    BROWSER_SPANS_PATH,
    sameSite,
    express.raw({ type: 'application/json', limit: MOST_BYTES }),
    forward,
    tooLarge,
  );
  return router;
}
