import type { IncomingMessage } from 'node:http';

/** A body-reading failure as body-parser reports one: its status, and a message for the caller. */
export interface BodyError {
  status?: number;
  expose?: boolean;
  message?: string;
}

const PLAIN_JSON = /^application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * Whether the body is the plainest JSON, as the screens send every operation: a JSON content
 * type in UTF-8, a length given and within `limitBytes`, not compressed. Such a body is read by
 * readPlainJson; any other is left to body-parser (its charsets, inflation, chunked bodies and
 * its 413 for a body over the limit).
 */
export function isPlainJson(req: IncomingMessage, limitBytes: number): boolean {
  const { 'content-type': type, 'content-length': length } = req.headers;
  if (type === undefined || length === undefined) return false;
  if (req.headers['content-encoding'] !== undefined) return false;
  const bytes = Number(length);
  return Number.isInteger(bytes) && bytes <= limitBytes && PLAIN_JSON.test(type);
}

/**
 * Reads a plain JSON body (isPlainJson) into `req.body`, as body-parser's json would in strict
 * mode (an object or an array), without its content-type parsing, charset decoder and stream
 * helpers: the buffers received, joined once and parsed once. A body shorter or longer than its
 * Content-Length, or one that is not JSON, is a 400 with body-parser's messages.
 */
export function readPlainJson(
  req: IncomingMessage & { body?: unknown },
  done: (error?: BodyError) => void,
): void {
  const length = Number(req.headers['content-length']);
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error?: BodyError) => {
    if (finished) return;
    finished = true;
    done(error);
  };
  req.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    received += chunk.length;
  });
  req.on('aborted', () => finish({ status: 400, expose: true, message: 'request aborted' }));
  req.on('error', () => finish({ status: 400, expose: true, message: 'request aborted' }));
  req.on('end', () => {
    if (received !== length) {
      finish({ status: 400, expose: true, message: 'request size did not match content length' });
      return;
    }
    const text = Buffer.concat(chunks, received).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      finish({ status: 400, expose: true, message: (error as Error).message });
      return;
    }
    if (body === null || typeof body !== 'object') {
      finish({ status: 400, expose: true, message: 'The body must be a JSON object or array.' });
      return;
    }
    req.body = body;
    finish();
  });
}
