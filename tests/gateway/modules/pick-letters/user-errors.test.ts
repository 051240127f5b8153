import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { bodyOrUserErrors } from '../../../../gateway/src/modules/pick-letters/user-errors.ts';
import type { UpstreamFailure } from '../../../../gateway/src/upstream/client.ts';

const logger = pino({ level: 'silent' });

const failure = (status: number, body: UpstreamFailure['body']): UpstreamFailure => ({
  ok: false,
  status,
  body,
  setCookies: [],
  timedOut: false,
  failure: 'http',
  target: 'PUT /pick_letters/meal_letters/batch_update',
});

describe('refused letter changes', () => {
  it('a 422 becomes one user error per row message, on the given field', () => {
    const result = failure(422, {
      message: '2 problems were found; nothing was changed.',
      errors: ['Pickable not found: Tacos', 'Empty cell detected on row 3'],
    } as UpstreamFailure['body']);
    expect(bodyOrUserErrors(result, ['input', 'rows'], logger)).toEqual({
      body: null,
      userErrors: [
        { field: ['input', 'rows'], message: 'Pickable not found: Tacos' },
        { field: ['input', 'rows'], message: 'Empty cell detected on row 3' },
      ],
    });
  });

  it('a 422 without a list uses its message', () => {
    const result = failure(422, { message: 'Menu is locked for letter edits' });
    expect(bodyOrUserErrors(result, ['input', 'mealLetter'], logger).userErrors).toEqual([
      { field: ['input', 'mealLetter'], message: 'Menu is locked for letter edits' },
    ]);
  });

  it.each([
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [500, 'UPSTREAM_UNAVAILABLE'],
  ])('a %s is thrown as %s, not turned into user errors', (status, code) => {
    let thrown: unknown;
    try {
      bodyOrUserErrors(failure(status, { message: 'no' }), ['input'], logger);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GraphQLError);
    expect((thrown as GraphQLError).extensions.code).toBe(code);
  });

  it('a success passes its body through', () => {
    const result = { ok: true as const, status: 200, body: { counts: 1 }, setCookies: [] };
    expect(bodyOrUserErrors(result, ['input'], logger)).toEqual({
      body: { counts: 1 },
      userErrors: [],
    });
  });
});
