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
import { authorOf } from '../history/author.ts';
import { checkedFacility, HttpError } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { nullableId, object } from '../http/schemas.ts';

const BASE = '/pick_to_light/packing_facilities/:packingFacilityId/line_presets';
const STATUS = { not_found: 404, invalid: 422, in_use: 409 } as const;

type PresetParams = { presetId: number };

// The facility is the path's; handlers read it from the check (checkedFacility).
const config = access.admin(facilityIn.path());

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

  app.get(
    BASE,
    {
      config,
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
    async (request) => ({ line_presets: await listPresets(db, checkedFacility(request).id) }),
  );

  app.get<{ Params: PresetParams }>(
    `${BASE}/:presetId`,
    {
      config,
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
        line_preset: await findPreset(db, checkedFacility(request).id, request.params.presetId),
      })),
  );

  app.post<{
    Body: { name: string; description?: string; existing_line_preset_id?: number | null };
  }>(
    BASE,
    {
      config,
      schema: {
        params: facilityParams,
        body: object(
          {
            name: nameField,
            description: descriptionField,
            existing_line_preset_id: nullableId,
          },
          ['name'],
        ),
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
          checkedFacility(request).id,
          { name, description },
          source,
          authorOf(request),
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
      config,
      schema: {
        params: presetParams,
        body: object(
          {
            name: nameField,
            description: descriptionField,
            zones: { type: 'array', maxItems: 100, items: zoneInputSchema },
          },
          ['name', 'zones'],
        ),
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
          checkedFacility(request).id,
          request.params.presetId,
          { name, description },
          zones.map(zoneFromBody),
          authorOf(request),
        );
        return { success: true, line_preset: preset };
      }),
  );

  app.delete<{ Params: PresetParams; Body: { id?: number } | undefined }>(
    `${BASE}/:presetId`,
    {
      config,
      schema: {
        params: presetParams,
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { id: nullableId },
        },
        response: {
          200: { type: 'object', properties: { notice: { type: 'string' } } },
          ...refusals,
        },
      },
    },
    async (request) =>
      answer(async () => {
        const { presetId } = request.params;
        const bodyId = request.body?.id;
        if (bodyId !== undefined && bodyId !== null && bodyId !== presetId) {
          throw new HttpError(400, 'body/id must be the preset of the path');
        }
        return {
          notice: await deletePreset(db, checkedFacility(request).id, presetId, authorOf(request)),
        };
      }),
  );
}
