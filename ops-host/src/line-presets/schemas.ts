import { ZONE_TYPES } from '@ops/schema/line-presets/zone-types';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@ops/schema/line-presets/preset-name';
import { FLAG_COLUMNS } from './zone-rows.ts';

/** JSON schemas of the line preset calls (spec admin §7), request and response. */

const flags = Object.fromEntries(FLAG_COLUMNS.map((column) => [column, { type: 'boolean' }]));

const zoneFields = {
  zone_id: { type: 'integer', minimum: 1 },
  pickable_type: { type: 'string', enum: ZONE_TYPES },
  rows: { type: 'integer', minimum: 1, maximum: 10 },
  columns: { type: 'integer', minimum: 1, maximum: 10 },
  item_letters: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 8 } },
  ...flags,
};

export const zoneSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, ...zoneFields },
} as const;

export const zoneInputSchema = {
  type: 'object',
  required: ['zone_id', 'pickable_type', 'rows', 'columns', 'item_letters'],
  additionalProperties: false,
  properties: { id: { type: ['integer', 'null'] }, ...zoneFields },
} as const;

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

export const nameField = { type: 'string', maxLength: NAME_MAX_LENGTH * 2 } as const;
export const descriptionField = { type: 'string', maxLength: DESCRIPTION_MAX_LENGTH } as const;

export const facilityParams = {
  type: 'object',
  required: ['packingFacilityId'],
  properties: { packingFacilityId: { type: 'integer', minimum: 1 } },
} as const;

export const presetParams = {
  type: 'object',
  required: ['packingFacilityId', 'presetId'],
  properties: {
    packingFacilityId: { type: 'integer', minimum: 1 },
    presetId: { type: 'integer', minimum: 1 },
  },
} as const;

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
