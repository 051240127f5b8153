import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  descriptionField,
  facilityParams,
  nameField,
  presetParams,
  presetSchema,
  presetSummarySchema,
  refusalSchema,
  zoneInputSchema,
} from './schemas.ts';
import {
  createPreset,
  deletePreset,
  findPreset,
  listPresets,
  PresetRefusal,
  savePreset,
} from './service.ts';
import { zoneFromBody } from './zone-rows.ts';
import { HttpError } from '../http/access.ts';

const BASE = '/pick_to_light/packing_facilities/:packingFacilityId/line_presets';
const STATUS = { not_found: 404, invalid: 422, in_use: 409 } as const;

type FacilityParams = { packingFacilityId: number };
type PresetParams = FacilityParams & { presetId: number };

/** A refusal as its HTTP answer: 404, 409, or 422 with every problem named by zone and cell. */
async function answer<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PresetRefusal)) throw error;
    throw new HttpError(STATUS[error.kind], error.message, {
      ...(error.field ? { field: error.field } : {}),
      errors: error.problems.map((problem) => ({
        zone_index: problem.zoneIndex,
        zone_id: problem.zoneId,
        field: problem.field,
        ...(problem.cell === undefined ? {} : { cell: problem.cell, letter: problem.letter }),
        message: problem.message,
      })),
    });
  }
}

const refusals = { 404: refusalSchema, 409: refusalSchema, 422: refusalSchema };

export function linePresetRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{ Params: FacilityParams }>(
    BASE,
    {
      schema: {
        params: facilityParams,
        response: {
          200: {
            type: 'object',
            properties: { line_presets: { type: 'array', items: presetSummarySchema } },
          },
        },
      },
    },
    async (request) => ({ line_presets: await listPresets(db, request.params.packingFacilityId) }),
  );

  app.get<{ Params: PresetParams }>(
    `${BASE}/:presetId`,
    {
      schema: {
        params: presetParams,
        response: {
          200: { type: 'object', properties: { line_preset: presetSchema } },
          ...refusals,
        },
      },
    },
    async (request) =>
      answer(async () => ({
        line_preset: await findPreset(
          db,
          request.params.packingFacilityId,
          request.params.presetId,
        ),
      })),
  );

  app.post<{
    Params: FacilityParams;
    Body: { name: string; description?: string; existing_line_preset_id?: number | null };
  }>(
    BASE,
    {
      schema: {
        params: facilityParams,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: nameField,
            description: descriptionField,
            existing_line_preset_id: { type: ['integer', 'null'], minimum: 1 },
          },
        },
        response: {
          201: { type: 'object', properties: { line_preset: presetSchema } },
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answer(async () => {
        const { name, description = '', existing_line_preset_id: source } = request.body;
        const preset = await createPreset(
          db,
          request.params.packingFacilityId,
          { name, description },
          source,
        );
        return reply.code(201).send({ line_preset: preset });
      }),
  );

  app.put<{
    Params: PresetParams;
    Body: { name: string; description?: string; zones: Record<string, unknown>[] };
  }>(
    `${BASE}/:presetId`,
    {
      schema: {
        params: presetParams,
        body: {
          type: 'object',
          required: ['name', 'zones'],
          additionalProperties: false,
          properties: {
            name: nameField,
            description: descriptionField,
            zones: { type: 'array', maxItems: 100, items: zoneInputSchema },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, line_preset: presetSchema },
          },
          ...refusals,
        },
      },
    },
    async (request) =>
      answer(async () => {
        const { name, description = '', zones } = request.body;
        const preset = await savePreset(
          db,
          request.params.packingFacilityId,
          request.params.presetId,
          { name, description },
          zones.map(zoneFromBody),
        );
        return { success: true, line_preset: preset };
      }),
  );

  app.delete<{ Params: PresetParams; Body: { id?: number } | undefined }>(
    `${BASE}/:presetId`,
    {
      schema: {
        params: presetParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 } },
        },
        response: {
          200: { type: 'object', properties: { notice: { type: 'string' } } },
          ...refusals,
        },
      },
    },
    async (request) =>
      answer(async () => {
        const { packingFacilityId, presetId } = request.params;
        if (request.body?.id !== undefined && request.body.id !== presetId) {
          throw new HttpError(400, 'body/id must be the preset of the path');
        }
        return { notice: await deletePreset(db, packingFacilityId, presetId) };
      }),
  );
}
