import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import bodyParser from 'body-parser';
import type { Logger } from '../logger.ts';
import { answerInPieces, writePieces } from './json-pieces.ts';
import { answerKnown, type KnownOperationOptions } from './known-operations.ts';
import { isPlainJson, readPlainJson, type BodyError } from './plain-json-body.ts';

/** The largest operation body accepted, in bytes (413 above it): 1 MB. */
export const BODY_LIMIT = 1024 * 1024;

export const isGraphqlPost = (req: IncomingMessage) =>
  req.method === 'POST' && (req.url === '/graphql' || req.url?.startsWith('/graphql?') === true);

/** An answer in GraphQL's error shape, for a request that never reached Apollo. */
function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
}

/**
 * POST /graphql, every operation the screens and tools send: from Node's HTTP server straight
 * to Apollo Server, with nothing between but reading the JSON body; the answer is written in
 * the pieces Apollo's stringifyResult made of it (json-pieces.ts), never as one large string.
 * The web app, the downloads and GET /graphql go through Express; an operation pays for none
 * of its router, its response helpers (an ETag hashed over every answer) or its middleware.
 *
 * An operation Apollo Server has already run once is answered again without it
 * (known-operations.ts): its text passed every check then, and nothing in it has changed.
 *
 * The body is read as express.json reads it (body-parser; the plainest JSON bodies by
 * plain-json-body.ts): only a JSON content type is parsed, so Apollo's CSRF prevention still
 * refuses a text/plain form post; over BODY_LIMIT is 413, unparsable JSON is 400.
 */
export function graphqlPostHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: IncomingMessage, res: ServerResponse) => Promise<Context>,
  logger: Logger,
  known?: KnownOperationOptions<Context>,
) {
  const readJson = bodyParser.json({ limit: BODY_LIMIT });

  async function answer(req: IncomingMessage & { body?: unknown }, res: ServerResponse) {
    if (known) {
      const knownRequest = known.operations.requestOf(req, req.body);
      if (knownRequest && (await answerKnown(knownRequest, await context(req, res), res, known))) {
        return;
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url!.indexOf('?');
    const { answer: response, pieces } = await answerInPieces((inPieces) =>
      apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'POST',
          headers,
          search: query === -1 ? '' : req.url!.slice(query),
          body: req.body,
        },
        context: async () => inPieces(await context(req, res)),
      }),
    );
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (pieces) {
      writePieces(res, pieces);
      return;
    }
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  return function handleGraphqlPost(req: IncomingMessage, res: ServerResponse): void {
    const read = (done: (error?: BodyError) => void) =>
      isPlainJson(req, BODY_LIMIT) ? readPlainJson(req, done) : readJson(req, res, done);
    read((error) => {
      if (error) {
        const status = error.status ?? 400;
        refuse(res, status, error.expose && error.message ? error.message : 'Bad request');
        return;
      }
      answer(req, res).catch((failure: unknown) => {
        logger.error({ err: failure }, 'GraphQL request failed');
        if (res.headersSent) res.destroy();
        else refuse(res, 500, 'Internal server error');
      });
    });
  };
}
