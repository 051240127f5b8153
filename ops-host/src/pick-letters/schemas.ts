/** JSON schemas of the /pick_letters calls: every query and body is checked before a handler runs. */

import { id, object, text } from '../http/schemas.ts';

const nullableString = { type: ['string', 'null'] } as const;

export const scopeProperties = { packing_facility_id: id, menu_id: id } as const;

export const scopeQuery = object(scopeProperties, ['packing_facility_id', 'menu_id']);

export const mealLetterSchema = {
  type: 'object',
  properties: {
    pickable_id: { type: 'integer' },
    pickable_type: { type: 'string' },
    pickable_name: { type: 'string' },
    meal_letter: nullableString,
    meal_bag: nullableString,
    meal_plans: { type: 'string' },
    menu_id: { type: 'integer' },
    packing_facility_id: { type: 'integer' },
  },
} as const;

export const proteinLetterSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ingredient_boxing_assignment_id: { type: 'integer' },
    ingredient_id: { type: 'integer' },
    ingredient_name: { type: 'string' },
    ingredient_brand_name: nullableString,
    is_replacement: { type: 'boolean' },
    letter: nullableString,
    meal_id: { type: 'integer' },
    meal_title: { type: 'string' },
    quantity: { type: 'integer' },
  },
} as const;

export const countsSchema = {
  type: 'object',
  properties: {
    meal_pickables: { type: 'integer' },
    meal_letters_assigned: { type: 'integer' },
    proteins: { type: 'integer' },
    protein_letters_assigned: { type: 'integer' },
    duplicate_letters: { type: 'integer' },
  },
} as const;

/** Answer of a change the rules refused (422): every message, in row order. */
export const refusedSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A CSV cell: a pickable name is the longest (pickables.name). */
const CSV_CELL_MAX = 200;

/** CSV cells travel as text (numbers are turned into text), so the row checks see what was typed. */
export function csvRowsSchema(fields: readonly string[]) {
  return {
    type: 'array',
    minItems: 1,
    maxItems: 5000,
    items: {
      type: 'object',
      required: fields,
      properties: Object.fromEntries(fields.map((field) => [field, text(CSV_CELL_MAX)])),
      additionalProperties: false,
    },
  } as const;
}
