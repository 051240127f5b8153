import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import {
  deletePreset,
  fetchPreset,
  fetchPresets,
  postPreset,
  putPreset,
} from './line-presets-api.ts';
import { presetUserErrors } from './user-errors.ts';

export const linePresetResolvers: Resolvers = {
  Query: {
    async linePresets(_parent, { packingFacilityId }, { upstream, logger }) {
      return bodyOrThrow(await fetchPresets(upstream, packingFacilityId), logger).linePresets;
    },
    async linePreset(_parent, { packingFacilityId, id }, { upstream, logger }) {
      return bodyOrThrow(await fetchPreset(upstream, packingFacilityId, id), logger).linePreset;
    },
  },

  Mutation: {
    async createLinePreset(_parent, { input }, { upstream, logger }) {
      const result = await postPreset(upstream, input.packingFacilityId, {
        name: input.name,
        description: input.description ?? '',
        existingLinePresetId: input.existingLinePresetId
          ? Number(input.existingLinePresetId)
          : null,
      });
      const userErrors = presetUserErrors(result);
      if (userErrors) return { linePreset: null, userErrors };
      return { linePreset: bodyOrThrow(result, logger).linePreset, userErrors: [] };
    },

    async saveLinePreset(_parent, { input }, { upstream, logger }) {
      const { packingFacilityId, id, zones, ...fields } = input;
      const result = await putPreset(upstream, packingFacilityId, id, {
        ...fields,
        zones: zones.map((zone) => ({ ...zone, id: zone.id ? Number(zone.id) : null })),
      });
      const userErrors = presetUserErrors(result);
      if (userErrors) return { linePreset: null, userErrors };
      return { linePreset: bodyOrThrow(result, logger).linePreset, userErrors: [] };
    },

    async deleteLinePreset(_parent, { input }, { upstream, logger }) {
      const result = await deletePreset(upstream, input.packingFacilityId, input.id);
      const userErrors = presetUserErrors(result);
      if (userErrors) return { deletedId: null, notice: null, userErrors };
      return { deletedId: input.id, notice: bodyOrThrow(result, logger).notice, userErrors: [] };
    },
  },

  LinePreset: {
    id: (preset) => String(preset.id),
    packingFacilityId: (preset) => String(preset.packingFacilityId),
    // The list answer has no zones: a client asking for them there gets each preset read.
    async zones(preset, _args, { upstream, logger }) {
      if (preset.zones) return preset.zones;
      const facility = String(preset.packingFacilityId);
      const result = await fetchPreset(upstream, facility, String(preset.id));
      return bodyOrThrow(result, logger).linePreset.zones ?? [];
    },
  },

  LineAssignment: {
    id: (line) => String(line.id),
  },

  Zone: {
    id: (zone) => String(zone.id),
  },
};
