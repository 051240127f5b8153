import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerExecuted,
  answerInPieces,
  jsonPieces,
  stringifyResult,
} from '../../gateway/src/http/json-pieces.ts';

const text = (pieces: ReturnType<typeof jsonPieces>) => Buffer.concat(pieces.buffers).toString();

describe('jsonPieces', () => {
  it('writes the text JSON.stringify writes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const pieces = jsonPieces(value);
        expect(text(pieces)).toBe(JSON.stringify(value));
        expect(pieces.byteLength).toBe(Buffer.byteLength(JSON.stringify(value)));
      }),
    );
  });

  it('leaves out and writes null where JSON.stringify does, and calls toJSON', () => {
    const value = {
      kept: 1,
      missing: undefined,
      method: () => 1,
      list: [undefined, () => 1, 'é ✓'],
      at: new Date('2026-11-24T07:00:00.000Z'),
      bare: Object.assign(Object.create(null) as object, { a: [1, { b: null }] }),
    };
    expect(text(jsonPieces(value))).toBe(JSON.stringify(value));
  });

  it('cuts a large answer into pieces of about 32 K characters, each element whole', () => {
    const groups = Array.from({ length: 3000 }, (_, id) => ({
      id,
      name: `Group ${id}`,
      shipDay: 'Monday',
    }));
    const value = { data: { packLinePlanner: { packLinePlanGroups: groups } } };

    const pieces = jsonPieces(value, '\n');

    expect(text(pieces)).toBe(`${JSON.stringify(value)}\n`);
    expect(pieces.buffers.length).toBeGreaterThan(3);
    for (const buffer of pieces.buffers) expect(buffer.length).toBeLessThan(32_768 + 100);
  });
});

describe("Apollo's stringifyResult", () => {
  const result = () => ({ data: { viewer: null } });

  it('gives the JSON text and a newline outside a POST answer (GET /graphql)', () => {
    expect(stringifyResult(result())).toBe('{"data":{"viewer":null}}\n');
  });

  it('keeps the pieces for the POST answer and gives Apollo the empty text', async () => {
    const { answer, pieces } = await answerInPieces(async (inPieces) => {
      const executed = result();
      answerExecuted(inPieces({}), executed);
      return { body: { kind: 'complete', string: stringifyResult(executed) } };
    });
    expect(answer.body.string).toBe('');
    expect(text(pieces!)).toBe('{"data":{"viewer":null}}\n');
  });

  it('keeps each of two answers under way at once for its own request', async () => {
    let release!: () => void;
    const bothExecuted = new Promise<void>((resolve) => (release = resolve));
    const answerOf = (name: string, wait: Promise<void>) =>
      answerInPieces(async (inPieces) => {
        const executed = { data: { name } };
        answerExecuted(inPieces({}), executed);
        await wait;
        return { body: { kind: 'complete', string: stringifyResult(executed) } };
      });
    const first = answerOf('first', bothExecuted);
    const second = answerOf('second', Promise.resolve());
    release();
    expect(text((await second).pieces!)).toBe('{"data":{"name":"second"}}\n');
    expect(text((await first).pieces!)).toBe('{"data":{"name":"first"}}\n');
  });

  it('gives the text for data executed with a context that is not a POST answer’s', async () => {
    const { answer, pieces } = await answerInPieces(async (inPieces) => {
      inPieces({});
      const executed = result();
      answerExecuted({}, executed);
      return { body: { kind: 'complete', string: stringifyResult(executed) } };
    });
    expect(answer.body.string).toBe('{"data":{"viewer":null}}\n');
    expect(pieces).toBeUndefined();
  });

  it('hands back no pieces when the answer is not the text it gave (Apollo wrote its own)', async () => {
    const { pieces } = await answerInPieces(async (inPieces) => {
      const executed = result();
      answerExecuted(inPieces({}), executed);
      stringifyResult(executed);
      return { body: { kind: 'complete', string: '{"errors":[]}' } };
    });
    expect(pieces).toBeUndefined();
  });
});
