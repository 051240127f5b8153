import { regionStatusKey } from '@ops/schema/label-status/rules';
import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchLabelStatusFacilities, fetchRegionsShippingOnDay } from './label-status-api.ts';
import { toStatusEnum } from './status.ts';
import { subscribeToRegion } from './subscription.ts';
import type { LabelStatusEventModel } from './types.ts';

export const labelStatusResolvers: Resolvers = {
  Query: {
    async labelStatusFacilities(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchLabelStatusFacilities(upstream), logger).packingFacilities;
    },
    // The operations host answers 403 for a facility the user may not see → FORBIDDEN.
    async regionsShippingOnDay(_parent, { packingFacilityId, shipDay }, { upstream, logger }) {
      const result = await fetchRegionsShippingOnDay(upstream, packingFacilityId, shipDay);
      return bodyOrThrow(result, logger).regionsShippingOnDay;
    },
  },

  Subscription: {
    labelStatusEvents: {
      subscribe: (_parent, args, context) => subscribeToRegion(args, context),
      resolve: (event: LabelStatusEventModel) => event,
    },
  },

  LabelStatusEvent: {
    // Every member the subscription yields is tagged with its type name.
    __resolveType: (event) => event.__typename ?? null,
  },

  LabelStatusFacility: {
    id: (facility) => String(facility.id),
    shipDays: (facility) =>
      facility.shipDays.map((day) => ({ ...day, packingFacilityId: facility.id })),
  },

  LabelStatusShipDay: {
    id: (day) => `${day.packingFacilityId}/${day.day}`,
  },

  ShippingRegionLabelStatus: {
    id: (region) => regionStatusKey(region.name, region.shipDate),
  },

  LabelsProgress: {
    status: (progress) => toStatusEnum(progress.status),
  },
};
