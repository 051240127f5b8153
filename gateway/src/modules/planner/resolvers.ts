import type { GraphQLResolveInfo } from 'graphql';
import type { AssignPackLinePlanGroupsInput, Resolvers } from '../../generated/resolvers.ts';
import type { GatewayContext } from '../../context.ts';
import { sharedPerEvent } from '../../realtime/shared-per-event.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import type { UpstreamResult } from '../../upstream/client.ts';
import {
  fetchPackableTailCounts,
  fetchPlanner,
  getChaseList,
  postGroupPdfs,
  putZoneBarcodesPdf,
  putPlannerChange,
  putPlannerLine,
  putRefresh,
  unselectedFields,
} from './planner-api.ts';
import { subscribeToPlanner } from './subscription.ts';
import type {
  PackLinePlannerEventModel,
  UpstreamPlannerBody,
  UpstreamPlannerPickables,
} from './types.ts';
import { plannerUserErrors, seenGroups, staleRefusal } from './user-errors.ts';

const NO_PICKABLES: UpstreamPlannerPickables = {
  proteinLetters: [],
  mealLetters: [],
  tempoLetters: [],
  familyLetters: [],
  addOnLetters: [],
  heatAndEatLetters: [],
  otherLetters: [],
};

const ids = (values: readonly string[]) => values.map(Number);
const lineOrNull = (name: string | null | undefined) => name ?? null;

/** Assign and reassign tails: the groups, as the planner saw them, to one line. */
const groupsToLine = (input: AssignPackLinePlanGroupsInput) => ({
  packingFacilityId: Number(input.packingFacilityId),
  packLinePlanGroupData: [
    {
      packLineName: lineOrNull(input.packLineName),
      packLinePlanGroupIds: ids(input.packLinePlanGroupIds),
    },
  ],
  seenPackLinePlanGroups: seenGroups(input.seenGroups),
});

/**
 * One change through the host: its refusal as userErrors (a stale one on `seenField`, with the
 * data as it is now), else the entities it answered.
 */
async function change(
  context: GatewayContext,
  action: string,
  body: Record<string, unknown>,
  seenField: string,
  put: typeof putPlannerChange = putPlannerChange,
) {
  const result = await put(context.upstream, action, body);
  const stale = staleRefusal(result, seenField);
  if (stale) return { ...stale, newPackLinePlanGroupId: null };
  const userErrors = plannerUserErrors(result);
  if (userErrors) {
    return { packLinePlanGroups: [], packLines: [], newPackLinePlanGroupId: null, userErrors };
  }
  const answer = bodyOrThrow(result, context.logger);
  return {
    packLinePlanGroups: answer.packLinePlanGroups,
    packLines: answer.packLines,
    newPackLinePlanGroupId:
      answer.newPackLinePlanGroupId === undefined ? null : String(answer.newPackLinePlanGroupId),
    userErrors: [],
  };
}

// An event's groups and lines are read once for all the screens subscribed to the facility (with
// the same selection), not once per screen and field: every subscriber was admitted to the
// facility's channel, and the read is the same whoever makes it. Should the session that made
// the shared read have ended meanwhile, a subscriber reads with its own.
const eventReads = sharedPerEvent<UpstreamResult<UpstreamPlannerBody>>();
async function readEvent(event: PackLinePlannerEventModel, context: GatewayContext) {
  const omit = event.omit ?? [];
  const read = () =>
    fetchPlanner(context.upstream, event.facilityId, {
      groupIds: event.packLinePlanGroupIds,
      // The lines whose figures the event moved (a print: its line); every line when it names
      // none. A screen lays the lines it gets over the ones it holds.
      ...(event.packLineNames.length > 0 && { lineNames: event.packLineNames }),
      omit,
    });
  let result = await eventReads(event.readKey, `${event.facilityId}\u0000${omit.join(',')}`, read);
  if (!result.ok && (result.status === 401 || result.status === 403)) result = await read();
  return bodyOrThrow(result, context.logger);
}

/** A PDF the host made, or its refusal as userErrors. */
async function pdfPayload(
  context: GatewayContext,
  result: Awaited<ReturnType<typeof postGroupPdfs>>,
) {
  const userErrors = plannerUserErrors(result);
  if (userErrors) return { pdf: null, userErrors };
  const { pdf } = bodyOrThrow(result, context.logger);
  return {
    pdf: { id: pdf.id, filename: pdf.filename, downloadUrl: pdf.downloadPath },
    userErrors: [],
  };
}

export const plannerResolvers: Resolvers = {
  Query: {
    async packLinePlanner(_parent, { packingFacilityId }, { upstream, logger }, info) {
      // Per-line counts and ineligible zones are most of a big facility's answer, and every
      // line's letters are the same lists: the host leaves them out when the operation does not
      // ask for them.
      const omit = unselectedFields(info);
      const body = bodyOrThrow(await fetchPlanner(upstream, packingFacilityId, { omit }), logger);
      return { ...body, facilityId: packingFacilityId };
    },
    async packableTailCounts(_parent, args, { upstream, logger }) {
      const result = await fetchPackableTailCounts(
        upstream,
        args.packingFacilityId,
        args.packLineName,
        args.packLinePlanGroupIds,
      );
      const body = bodyOrThrow(result, logger);
      return {
        counts: body.packableTailCounts.map((entry) => ({
          ...entry,
          packLinePlanGroupId: String(entry.packLinePlanGroupId),
        })),
        totalTailCount: body.totalTailCount,
        totalPackableCount: body.totalPackableCount,
      };
    },
  },

  Mutation: {
    assignPackLinePlanGroups: (_parent, { input }, context) =>
      change(context, 'assign_pack_line', groupsToLine(input), 'seenGroups'),
    splitPackLinePlanGroup: (_parent, { input }, context) =>
      change(
        context,
        'split_pack_line_plan_group',
        {
          packingFacilityId: Number(input.packingFacilityId),
          currentPlpg: {
            id: Number(input.id),
            packLineName: lineOrNull(input.currentPackLineName),
            metadataCount: input.currentCount,
          },
          newPlpg: {
            packLineName: lineOrNull(input.newPackLineName),
            metadataCount: input.newCount,
          },
          totalCount: input.totalCount,
          seenPackLinePlanGroups: seenGroups([input.seenGroup]),
        },
        'seenGroup',
      ),
    completePackLinePlanGroups: (_parent, { input }, context) =>
      change(
        context,
        'manual_completion',
        {
          packingFacilityId: Number(input.packingFacilityId),
          packLinePlanGroupIds: ids(input.packLinePlanGroupIds),
          seenPackLinePlanGroups: seenGroups(input.seenGroups),
        },
        'seenGroups',
      ),
    updatePackLinePlanGroupOrder: (_parent, { input }, context) =>
      change(
        context,
        'update_display_order',
        {
          packingFacilityId: Number(input.packingFacilityId),
          packLineName: input.packLineName,
          orderedPackLinePlanGroups: ids(input.orderedPackLinePlanGroupIds),
          seenOrderedPackLinePlanGroups: ids(input.seenOrder),
        },
        'seenOrder',
      ),
    reassignPackLineTails: (_parent, { input }, context) =>
      change(context, 'reassign_tails', groupsToLine(input), 'seenGroups'),
    updatePackLinePreset: (_parent, { input }, context) =>
      change(
        context,
        'pack_lines/update',
        {
          packingFacilityId: Number(input.packingFacilityId),
          packLineName: input.packLineName,
          presetId: Number(input.presetId),
          seenPresetId: input.seenPresetId ? Number(input.seenPresetId) : null,
        },
        'seenPresetId',
        putPlannerLine,
      ),
    generatePackLinePlanGroupPdfs: async (_parent, { input }, context) =>
      pdfPayload(
        context,
        await postGroupPdfs(context.upstream, {
          packingFacilityId: Number(input.packingFacilityId),
          packLinePlanGroupIds: ids(input.packLinePlanGroupIds),
        }),
      ),
    generateZoneBarcodesPdf: async (_parent, { input }, context) =>
      pdfPayload(
        context,
        await putZoneBarcodesPdf(context.upstream, {
          id: Number(input.packLineId),
          packingFacilityId: Number(input.packingFacilityId),
        }),
      ),
    async emailChaseList(_parent, { input }, { upstream, logger }) {
      const result = await getChaseList(upstream, input.packingFacilityId);
      const userErrors = plannerUserErrors(result);
      if (userErrors) return { success: false, userErrors };
      return { success: bodyOrThrow(result, logger).success, userErrors: [] };
    },
    async refreshPackLines(_parent, { input }, { upstream, logger }) {
      const result = await putRefresh(upstream, 'pack_lines', { ids: ids(input.packLineIds) });
      const userErrors = plannerUserErrors(result);
      if (userErrors) return { success: false, userErrors };
      return { success: bodyOrThrow(result, logger).success, userErrors: [] };
    },
    async refreshPrinters(_parent, { input }, { upstream, logger }) {
      const result = await putRefresh(upstream, 'printers', {
        packingFacilityName: input.packingFacilityName,
      });
      const userErrors = plannerUserErrors(result);
      if (userErrors) return { success: false, userErrors };
      return { success: bodyOrThrow(result, logger).success, userErrors: [] };
    },
    async updatePackLineFilters(_parent, { input }, { upstream, logger }) {
      const result = await putPlannerLine(upstream, 'filters', {
        packingFacilityId: Number(input.packingFacilityId),
        packLineName: input.packLineName,
        presetId: input.presetId ? Number(input.presetId) : null,
        currentFilters: input.currentFilters,
        newFilters: input.newFilters,
      });
      const stale = staleRefusal(result, 'currentFilters');
      if (stale) {
        const now = stale.packLines.find((line) => line.name === input.packLineName) ?? null;
        const told = (result.body as { currentFilters?: string[] } | null)?.currentFilters;
        return {
          packLine: now,
          changeId: null,
          currentFilters: now?.filters ?? told ?? [],
          userErrors: stale.userErrors,
        };
      }
      const userErrors = plannerUserErrors(result);
      if (userErrors) return { packLine: null, changeId: null, currentFilters: null, userErrors };
      const body = bodyOrThrow(result, logger);
      return {
        packLine: body.packLines.find((line) => line.name === input.packLineName) ?? null,
        changeId: body.changeId ?? null,
        currentFilters: null,
        userErrors: [],
      };
    },
  },

  Subscription: {
    packLinePlannerEvents: {
      subscribe: (_parent, { abbreviatedName }, context) =>
        subscribeToPlanner(abbreviatedName, context),
      resolve: (
        event: PackLinePlannerEventModel,
        _args: unknown,
        _context: unknown,
        info: GraphQLResolveInfo,
      ) => ({
        ...event,
        omit: unselectedFields(info),
      }),
    },
  },

  PackLinePlannerEvent: {
    packLinePlanGroupIds: (event) => event.packLinePlanGroupIds.map(String),
    async packLinePlanGroups(event, _args, context) {
      if (event.packLinePlanGroupIds.length === 0) return [];
      return (await readEvent(event, context)).packLinePlanGroups;
    },
    async packLines(event, _args, context) {
      return (await readEvent(event, context)).packLines;
    },
  },

  PackLinePlanner: {
    id: (planner) => planner.facilityId,
    menu: (planner) => planner.menus[0] ?? null,
  },

  PlannerShippingRegion: {
    id: (region) => String(region.id),
  },

  PackLine: {
    id: (line) => String(line.id),
    packingFacilityId: (line) => String(line.packingFacilityId),
    currentGroupId: (line) => (line.currentGroupId === null ? null : String(line.currentGroupId)),
    nextGroupId: (line) => (line.nextGroupId === null ? null : String(line.nextGroupId)),
    // Read with the line's letters whenever they are selected (see unselectedFields).
    pickables: (line) => line.pickables ?? NO_PICKABLES,
  },

  PackLinePresetRef: {
    id: (preset) => String(preset.id),
  },

  PackLinePlanGroup: {
    id: (group) => String(group.id),
    shippingRegionId: (group) => String(group.shippingRegionId),
  },
};
