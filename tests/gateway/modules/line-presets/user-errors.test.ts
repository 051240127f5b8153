import { describe, expect, it } from 'vitest';
import type { UpstreamResult } from '../../../../gateway/src/upstream/client.ts';
import { presetUserErrors } from '../../../../gateway/src/modules/line-presets/user-errors.ts';

function refusal(status: number, body: Record<string, unknown> | null): UpstreamResult<unknown> {
  return {
    ok: false,
    status,
    body,
    setCookies: [],
    timedOut: false,
    failure: 'http',
    target: 'PUT /pick_to_light/packing_facilities/1/line_presets/3',
  };
}

describe('a refused preset call as userErrors', () => {
  it.each<[string, UpstreamResult<unknown>, unknown]>([
    [
      'a taken name points at the name field',
      refusal(422, { message: 'Name already exists', field: 'name' }),
      [{ field: ['input', 'name'], message: 'Name already exists' }],
    ],
    [
      'a cell problem points at the zone and cell',
      refusal(422, {
        message: 'The preset was not saved. …',
        errors: [
          { zoneIndex: 2, zoneId: 3, field: 'itemLetters', cell: 4, letter: 'XX', message: 'bad' },
          { zoneIndex: 5, zoneId: 6, field: 'zoneId', message: 'Duplicate zone id 6' },
        ],
      }),
      [
        { field: ['input', 'zones', '2', 'itemLetters', '4'], message: 'bad' },
        { field: ['input', 'zones', '5', 'zoneId'], message: 'Duplicate zone id 6' },
      ],
    ],
    [
      'a preset in use is about the whole request',
      refusal(409, { message: 'Full Line is used by lines A, B and cannot be deleted.' }),
      [{ field: [], message: 'Full Line is used by lines A, B and cannot be deleted.' }],
    ],
    ['not found is no user error (it becomes NOT_FOUND)', refusal(404, { message: 'x' }), null],
    ['a server fault is no user error', refusal(500, null), null],
    [
      'a success is none',
      { ok: true, status: 200, body: {}, setCookies: [] } as UpstreamResult<unknown>,
      null,
    ],
  ])('%s', (_name, result, expected) => expect(presetUserErrors(result)).toEqual(expected));
});
