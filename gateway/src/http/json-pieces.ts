import type { ServerResponse } from 'node:http';

/** JSON text as a list of buffers, and their total length in bytes. */
export interface JsonPieces {
  buffers: Buffer[];
  byteLength: number;
}

/** About how many characters a piece holds before the next one starts. */
const PIECE_LENGTH = 32_768;

/**
 * The text JSON.stringify makes of `value` (then `end`), in pieces of about PIECE_LENGTH
 * characters: plain objects are written key by key and arrays element by element, each element
 * stringified on its own, so an answer of thousands of plan groups is never one string or one
 * buffer. A large string or buffer is a fresh allocation of its own that the process touches page
 * by page, then copies whole at least once more when it is measured and encoded for the socket
 * (about 12 ms for the planner's 1.3 MB answer on the benchmark machine, against 3.5 ms in
 * pieces). A single element longer than a piece stays whole (the pieces only bound the usual
 * case).
 */
export function jsonPieces(value: unknown, end = ''): JsonPieces {
  const pieces: JsonPieces = { buffers: [], byteLength: 0 };
  let text = '';
  const flush = () => {
    const buffer = Buffer.from(text);
    pieces.buffers.push(buffer);
    pieces.byteLength += buffer.length;
    text = '';
  };
  const append = (json: string) => {
    text += json;
    if (text.length >= PIECE_LENGTH) flush();
  };

  // Arrays and plain objects are written part by part; anything else is JSON.stringify's.
  const write = (item: unknown[] | Record<string, unknown>): void => {
    if (Array.isArray(item)) {
      append('[');
      item.forEach((element: unknown, index) => {
        if (index > 0) append(',');
        // JSON.stringify writes null for an element it cannot represent (undefined, a function).
        append(JSON.stringify(element) ?? 'null');
      });
      append(']');
      return;
    }
    append('{');
    let separator = '';
    const appendKey = (key: string) => {
      append(`${separator}${JSON.stringify(key)}:`);
      separator = ',';
    };
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      const property = item[key];
      if (Array.isArray(property) || isPlainObject(property)) {
        appendKey(key);
        write(property);
        continue;
      }
      const json = JSON.stringify(property);
      // As JSON.stringify: a property it cannot represent (undefined, a function) is left out.
      if (json === undefined) continue;
      appendKey(key);
      append(json);
    }
    append('}');
  };

  if (Array.isArray(value) || isPlainObject(value)) write(value);
  else append(JSON.stringify(value) ?? '');
  text += end;
  if (text.length > 0) flush();
  return pieces;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/** Where one POST answer's pieces are kept until its handler writes them. */
interface PendingAnswer {
  pieces?: JsonPieces;
}

/**
 * The POST answers under way: each is marked on the context Apollo runs it with (answerInPieces;
 * a property, since Apollo runs each operation with a shallow copy of the context), then found
 * by the data object its execution made (answerExecuted), which is the object Apollo hands
 * stringifyResult. Not AsyncLocalStorage: on Node 20 that switches on a hook for every promise
 * the process makes, for as long as it runs.
 */
const PENDING = Symbol('answer in pieces');
const pendingByData = new WeakMap<object, PendingAnswer>();

/**
 * The executor's result for `context`: when the context is one answerInPieces marked, the
 * result's data is tied to that answer, so stringifyResult keeps its pieces there.
 */
export function answerExecuted(context: unknown, result: { data?: unknown }): void {
  if (typeof context !== 'object' || context === null) return;
  const pending = (context as { [PENDING]?: PendingAnswer })[PENDING];
  const { data } = result;
  if (pending && typeof data === 'object' && data !== null) pendingByData.set(data, pending);
}

/**
 * Apollo Server's stringifyResult (every complete answer's text). For an answer whose data was
 * executed inside `answerInPieces`, the answer becomes pieces kept for the caller, and Apollo is
 * given an empty text, which no JSON answer is; otherwise (GET /graphql, an answer without data),
 * the text Apollo makes by default: JSON and a newline.
 */
export function stringifyResult(value: { data?: unknown }): string {
  const { data } = value;
  const pending = typeof data === 'object' && data !== null ? pendingByData.get(data) : undefined;
  if (pending === undefined) return `${JSON.stringify(value)}\n`;
  pending.pieces = jsonPieces(value, '\n');
  return '';
}

/**
 * Runs Apollo's handling of one request, and hands back its answer and, when the answer's text
 * is the empty one stringifyResult gave, the pieces to write instead. `handle` passes the
 * request's context through `inPieces` on its way to Apollo.
 */
export async function answerInPieces<Answer extends { body: { kind: string; string?: string } }>(
  handle: (inPieces: <Context extends object>(context: Context) => Context) => Promise<Answer>,
): Promise<{ answer: Answer; pieces: JsonPieces | undefined }> {
  const pending: PendingAnswer = {};
  const answer = await handle((context) => Object.assign(context, { [PENDING]: pending }));
  const inPieces = answer.body.kind === 'complete' && answer.body.string === '';
  return { answer, pieces: inPieces ? pending.pieces : undefined };
}

/**
 * Writes an answer's pieces with their length, and ends it: a single piece goes with the
 * headers in one write.
 */
export function writePieces(res: ServerResponse, pieces: JsonPieces): void {
  res.setHeader('content-length', pieces.byteLength);
  if (pieces.buffers.length === 1) {
    res.end(pieces.buffers[0]);
    return;
  }
  for (const buffer of pieces.buffers) res.write(buffer);
  res.end();
}
