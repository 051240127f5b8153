import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  isPlainJson,
  readPlainJson,
  type BodyError,
} from '../../gateway/src/http/plain-json-body.ts';

const LIMIT = 1024;

/** A request whose body arrives in the given pieces. */
function requestOf(pieces: Buffer[], headers: Record<string, string>) {
  const req = Readable.from(pieces) as unknown as IncomingMessage & { body?: unknown };
  req.headers = headers;
  return req;
}

const read = (req: IncomingMessage & { body?: unknown }) =>
  new Promise<BodyError | undefined>((resolve) => readPlainJson(req, resolve));

describe('plain JSON bodies', () => {
  it('are JSON in UTF-8 with a length within the limit, not compressed', () => {
    const plain = (headers: Record<string, string>) =>
      isPlainJson(requestOf([], { 'content-length': '10', ...headers }), LIMIT);

    expect(plain({ 'content-type': 'application/json' })).toBe(true);
    expect(plain({ 'content-type': 'Application/JSON; charset=UTF-8' })).toBe(true);
    expect(plain({ 'content-type': 'application/json; charset=utf-16le' })).toBe(false);
    expect(plain({ 'content-type': 'text/plain' })).toBe(false);
    expect(plain({ 'content-type': 'application/json', 'content-encoding': 'gzip' })).toBe(false);
    expect(plain({ 'content-type': 'application/json', 'content-length': '1025' })).toBe(false);
    expect(isPlainJson(requestOf([], { 'content-type': 'application/json' }), LIMIT)).toBe(false);
  });

  it('are read whole, a character split between two pieces included', async () => {
    const text = Buffer.from(JSON.stringify({ query: '{ viewer { id } }', note: 'Añejo' }));
    const split = text.indexOf(Buffer.from('ñ')) + 1;
    const req = requestOf([text.subarray(0, split), text.subarray(split)], {
      'content-length': String(text.length),
    });

    expect(await read(req)).toBeUndefined();
    expect(req.body).toEqual({ query: '{ viewer { id } }', note: 'Añejo' });
  });

  it('are refused with 400 when not JSON, not an object or array, or not of their length', async () => {
    const answer = async (text: string, length = Buffer.byteLength(text)) => {
      const req = requestOf([Buffer.from(text)], { 'content-length': String(length) });
      return { error: await read(req), body: req.body };
    };

    const broken = await answer('{"query": ');
    expect(broken.error).toMatchObject({ status: 400, expose: true, message: /JSON/ });
    expect(broken.body).toBeUndefined();
    expect((await answer('"a string"')).error).toMatchObject({
      status: 400,
      message: 'The body must be a JSON object or array.',
    });
    expect((await answer('{}', 5)).error).toMatchObject({
      status: 400,
      message: 'request size did not match content length',
    });
  });
});
