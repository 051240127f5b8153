import { ZONE_TYPES } from '@ops/schema/line-presets/zone-types';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@ops/schema/line-presets/preset-name';
import { facilityParams, id, multilineText, nullableId, object, text } from '../http/schemas.ts';
import { FLAG_COLUMNS } from './zone-rows.ts';

export { facilityParams };

/** JSON schemas of the line preset calls, request and response. */

const flags = Object.fromEntries(FLAG_COLUMNS.map((column) => [column, { type: 'boolean' }]));

const zoneFields = {
  zone_id: id,
  pickable_type: { type: 'string', enum: ZONE_TYPES },
  rows: { type: 'integer', minimum: 1, maximum: 10 },
  columns: { type: 'integer', minimum: 1, maximum: 10 },
  item_letters: { type: 'array', maxItems: 100, items: text(8) },
  ...flags,
};

export const zoneSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, ...zoneFields },
} as const;

export const zoneInputSchema = object({ id: nullableId, ...zoneFields }, [
  'zone_id',
  'pickable_type',
  'rows',
  'columns',
  'item_letters',
]);

const lineAssignmentSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

const summaryFields = {
  id: { type: 'integer' },
  name: { type: 'string' },
  description: { type: 'string' },
  packing_facility_id: { type: 'integer' },
  line_assignments: { type: 'array', items: lineAssignmentSchema },
};

export const presetSummarySchema = { type: 'object', properties: summaryFields } as const;
export const presetSchema = {
  type: 'object',
  properties: { ...summaryFields, zones: { type: 'array', items: zoneSchema } },
} as const;

// Room for surrounding spaces, which the rules trim before checking the length.
export const nameField = text(NAME_MAX_LENGTH * 2);
export const descriptionField = multilineText(DESCRIPTION_MAX_LENGTH);

export const presetParams = object({ packingFacilityId: id, presetId: id }, [
  'packingFacilityId',
  'presetId',
]);

/** A refused save: the message, and each problem with its zone id and cell. */
export const refusalSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    field: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          zone_index: { type: 'integer' },
          zone_id: { type: ['integer', 'null'] },
          field: { type: 'string' },
          cell: { type: 'integer' },
          letter: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;
