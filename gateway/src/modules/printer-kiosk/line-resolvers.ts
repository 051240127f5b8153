import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import {
  fetchPauseReasons,
  fetchPrinterStatus,
  fetchRemainingByLine,
  fetchRemainingByRegion,
  postPause,
  postUpdateFilters,
  postVerifySupervisorCode,
  putActiveGroups,
  putUnassignTails,
} from './kiosk-line-api.ts';
import { refusal, userErrors } from './kiosk-refusals.ts';

const idOrNull = (value: string | null | undefined) => (value ? Number(value) : null);
const stringOrNull = (value: number | null) => (value === null ? null : String(value));

/** The kiosk's line actions: pauses, tails, the supervisor code, active groups, what remains. */
export const kioskLineResolvers: Resolvers = {
  Query: {
    async kioskPrinterStatus(_parent, args, { upstream, logger }) {
      return bodyOrThrow(await fetchPrinterStatus(upstream, args), logger);
    },
    async kioskPauseReasons(_parent, _args, { upstream, logger }) {
      const body = bodyOrThrow(await fetchPauseReasons(upstream), logger);
      return body.eventReasons.map((reason) => ({
        id: String(reason.id),
        reason: reason.reason,
        subReasons: reason.subReasons.map((sub) => ({
          id: String(sub.id),
          subReason: sub.subReason,
        })),
      }));
    },
    async kioskRemainingPickables(_parent, args, { upstream, logger }) {
      const query = {
        packingFacilitySlug: args.packingFacilitySlug,
        packLineIds: args.packLineIds.join(','),
        shipDates: args.shipDates.join(','),
      };
      const [regions, lines] = await Promise.all([
        fetchRemainingByRegion(upstream, query),
        fetchRemainingByLine(upstream, query),
      ]);
      const byRegion = bodyOrThrow(regions, logger);
      return {
        shipDates: byRegion.shipDates,
        byRegion: byRegion.regions,
        byLine: bodyOrThrow(lines, logger).packLines,
      };
    },
  },
  Mutation: {
    async pauseKioskLine(_parent, { input }, { upstream, logger }) {
      const result = await postPause(upstream, {
        packingFacilitySlug: input.packingFacilitySlug,
        packLineId: Number(input.packLineId),
        reasonId: Number(input.reasonId),
        subReasonId: idOrNull(input.subReasonId),
        autoTrigger: input.autoTrigger ?? false,
      });
      return { paused: result.ok, userErrors: userErrors(refusal(result, logger), ['input']) };
    },
    async unassignKioskTails(_parent, { input }, { upstream, logger }) {
      const result = await putUnassignTails(upstream, {
        ...input,
        packLinePlanGroupIds: input.packLinePlanGroupIds.map(Number),
      });
      return {
        unassigned: result.ok,
        userErrors: userErrors(refusal(result, logger), ['input', 'loginCode']),
      };
    },
    async verifySupervisorCode(_parent, { input }, { upstream, logger }) {
      const result = await postVerifySupervisorCode(upstream, input);
      return {
        valid: result.ok,
        userErrors: userErrors(refusal(result, logger), ['input', 'loginCode']),
      };
    },
    async updateKioskFilters(_parent, { input }, { upstream, logger }) {
      const result = await postUpdateFilters(upstream, input);
      return {
        filters: result.ok ? result.body.filters : null,
        userErrors: userErrors(refusal(result, logger), ['input', 'newFilters']),
      };
    },
    async setKioskActiveGroups(_parent, { input }, { upstream, logger }) {
      const body = bodyOrThrow(
        await putActiveGroups(upstream, {
          packingFacilitySlug: input.packingFacilitySlug,
          packLineName: input.packLineName,
          currentGroupId: idOrNull(input.currentGroupId),
          nextGroupId: idOrNull(input.nextGroupId),
        }),
        logger,
      );
      return {
        currentGroupId: stringOrNull(body.currentGroupId),
        nextGroupId: stringOrNull(body.nextGroupId),
      };
    },
  },
};
