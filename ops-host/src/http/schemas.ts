/**
 * The JSON-schema pieces every route builds its request schemas from, so that one rule holds
 * everywhere: ids fit the columns they are compared with, texts carry no control characters and
 * fit their column, event ids are real event ids. Fastify validates against them before a
 * handler runs; a refusal is a 400 naming the field (docs/security.md).
 */

/** PostgreSQL's integer (serial ids, facility ids, zone ids): 1 … 2³¹−1. */
export const MAX_INT = 2_147_483_647;
/**
 * bigint ids (box ids, label metadata ids, realtime event ids) are bounded by what JavaScript
 * reads exactly; no id of ours comes near it.
 */
export const MAX_BIG_ID = Number.MAX_SAFE_INTEGER;

/** A row id of an integer column. */
export const id = { type: 'integer', minimum: 1, maximum: MAX_INT } as const;
/** A row id of a bigint column (box, label, event). */
export const bigId = { type: 'integer', minimum: 1, maximum: MAX_BIG_ID } as const;
/** A nullable row id of an integer column. */
export const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: MAX_INT } as const;

/** A count or quantity: 0 … 2³¹−1. */
export const count = { type: 'integer', minimum: 0, maximum: MAX_INT } as const;

// No C0 control character and no DEL: PostgreSQL refuses NUL in text outright, and the others
// have no business in a name, a letter or an email. Multi-line texts keep tab, LF and CR.
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** A one-line text of at most maxLength characters (the column's limit). */
export function text(maxLength: number, options: { minLength?: number } = {}) {
  return {
    type: 'string',
    maxLength,
    ...(options.minLength === undefined ? {} : { minLength: options.minLength }),
    pattern: SINGLE_LINE,
  } as const;
}

/** A text that may hold line breaks and tabs (descriptions). */
export function multilineText(maxLength: number) {
  return { type: 'string', maxLength, pattern: MULTI_LINE } as const;
}

/** A calendar day written yyyy-MM-dd. */
export const date = { type: 'string', format: 'date' } as const;

/** A packing facility's slug (chicago, san_bernardino) as the floor's addresses carry it. */
export const facilitySlug = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z_]+$',
} as const;
/** A packing facility's abbreviation (CHI, SBD) as the zone screens carry it. */
export const facilityAbbreviation = {
  type: 'string',
  minLength: 1,
  maxLength: 8,
  pattern: '^[A-Za-z]+$',
} as const;

/** An object schema that refuses fields it does not name. */
export function object(
  properties: Record<string, unknown>,
  required: readonly string[] = [],
): {
  type: 'object';
  properties: Record<string, unknown>;
  required: string[];
  additionalProperties: false;
} {
  return { type: 'object', properties, required: [...required], additionalProperties: false };
}

/** Path parameters carrying the facility id (`:packingFacilityId`). */
export const facilityParams = object({ packingFacilityId: id }, ['packingFacilityId']);
