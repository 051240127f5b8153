import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer, BaseContext } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Router } from 'express';
import type { Logger } from '../logger.ts';

/** The largest operation body accepted, in bytes (413 above it): 1 MB. */
export const BODY_LIMIT = 1024 * 1024;

/** An answer in GraphQL's error shape, for a request that never reached Apollo Server. */
function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
}

interface BodyError {
  status?: number;
  expose?: boolean;
  message?: string;
}

/**
 * GraphQL over HTTP on /graphql, GET and POST: Express reads a JSON body (express.json, 1 MB)
 * and Apollo Server answers (expressMiddleware), every operation through its whole pipeline:
 * CSRF prevention, parsing and validation with armor's limits, every plugin, its error
 * formatting and content negotiation. Only a JSON content type is parsed, so Apollo Server's CSRF
 * prevention refuses a text/plain form post; a body over BODY_LIMIT is 413 and unparsable JSON
 * is 400, both in GraphQL's error shape. No ETag: hashing every answer (the planner's is large)
 * would cost time and no client revalidates an operation.
 */
export function graphqlRoute<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: IncomingMessage, res: ServerResponse) => Promise<Context>,
  logger: Logger,
): Router {
  const refused: ErrorRequestHandler = (error: BodyError, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = error.status ?? 500;
    if (status >= 500) {
      logger.error({ err: error }, 'GraphQL request failed');
      refuse(res, 500, 'Internal server error');
      return;
    }
    refuse(res, status, error.expose && error.message ? error.message : 'Bad request');
  };
  const router = express.Router();
  router.use(
    express.json({ limit: BODY_LIMIT }),
    expressMiddleware(apollo, { context: ({ req, res }) => context(req, res) }),
    refused,
  );
  return router;
}
