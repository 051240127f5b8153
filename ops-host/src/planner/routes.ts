import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility, HttpError } from '../http/access.ts';
import { negotiatedAnswer } from '../http/negotiated-answer.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, count, nullableId, object, text } from '../http/schemas.ts';
import {
  assignGroups,
  completeGroups,
  reorderGroups,
  splitGroup,
  type Changed,
} from './changes.ts';
import { FILTER_KEY_PATTERN, updateLineFilters } from '../pack-lines/filters.ts';
import { StaleData } from '../pack-lines/stale-data.ts';
import { changeLinePreset } from './lines.ts';
import { OMITTABLE_GROUP_FIELDS, readPlanner, type OmittableGroupField } from './read.ts';
import type { SeenGroup } from './seen-groups.ts';
import { packableTailCounts, reassignTails } from './tails.ts';

const BASE = '/pack_line_planner';
const config = access.admin(facilityIn.body());

/** A line letter or 'Unassigned' (null: Unassigned too). */
const lineName = { anyOf: [text(16, { minLength: 1 }), { type: 'null' }] } as const;
/** Ids in a query string: 12,34,56 (empty: none). */
const idList = {
  type: 'string',
  maxLength: 20_000,
  pattern: '^([0-9]{1,9}(,[0-9]{1,9})*)?$',
} as const;
const parseIdList = (ids: string) => (ids === '' ? [] : ids.split(',').map(Number));
/** Line letters in a query string: A,C (empty: none). */
const lineNameList = { type: 'string', maxLength: 60, pattern: '^([A-Z](,[A-Z])*)?$' } as const;
const parseLineNames = (names: string) => (names === '' ? [] : names.split(','));
/** Group fields left out of the read, comma-separated: unpackable_counts_per_line,ineligible_zones. */
const omitList = {
  type: 'string',
  pattern: `^(${OMITTABLE_GROUP_FIELDS.join('|')})(,(${OMITTABLE_GROUP_FIELDS.join('|')}))*$`,
  maxLength: 200,
} as const;
const filterList = {
  type: 'array',
  maxItems: 500,
  items: { type: 'string', pattern: FILTER_KEY_PATTERN },
} as const;
const groupIds = { type: 'array', minItems: 1, maxItems: 5000, items: id } as const;
/** Each group acted on as the planner saw it; a change refuses (409) when one is no longer so. */
const seenGroups = {
  type: 'array',
  minItems: 1,
  maxItems: 5000,
  items: object({ id, pack_line_name: lineName, box_count: count, complete: { type: 'boolean' } }, [
    'id',
    'pack_line_name',
    'box_count',
    'complete',
  ]),
} as const;
interface SeenGroupBody {
  id: number;
  pack_line_name: string | null;
  box_count: number;
  complete: boolean;
}
const seenOf = (groups: readonly SeenGroupBody[]): SeenGroup[] =>
  groups.map((group) => ({
    id: group.id,
    packLineName: group.pack_line_name,
    boxCount: group.box_count,
    complete: group.complete,
  }));
const assignBody = object(
  {
    packing_facility_id: id,
    pack_line_plan_group_data: {
      type: 'array',
      minItems: 1,
      maxItems: 30,
      items: object({ pack_line_name: lineName, pack_line_plan_group_ids: groupIds }, [
        'pack_line_name',
        'pack_line_plan_group_ids',
      ]),
    },
    seen_pack_line_plan_groups: seenGroups,
  },
  ['packing_facility_id', 'pack_line_plan_group_data', 'seen_pack_line_plan_groups'],
);
type AssignBody = {
  packing_facility_id: number;
  pack_line_plan_group_data: {
    pack_line_name: string | null;
    pack_line_plan_group_ids: number[];
  }[];
  seen_pack_line_plan_groups: SeenGroupBody[];
};
const lineGroups = (body: AssignBody) =>
  body.pack_line_plan_group_data.map((entry) => ({
    packLineName: entry.pack_line_name,
    groupIds: entry.pack_line_plan_group_ids,
  }));

/**
 * What a change answers: the groups it changed and every line (their figures move), read again
 * after the commit, so a client updates its cache without asking again.
 */
async function changedEntities(db: Db, facilityId: number, changed: Changed) {
  const view = await readPlanner(db, facilityId, { groupIds: changed.groupIds });
  return {
    success: true,
    pack_line_plan_groups: view.pack_line_plan_groups,
    pack_lines: view.pack_lines,
  };
}

/**
 * A change refused because the planner's data was stale answers 409 with the message and the
 * groups it named and every line as they are now, so the planner's dialog shows the current data
 * at once; any other outcome is left as it is.
 */
async function withCurrentData(db: Db, facilityId: number, error: unknown): Promise<unknown> {
  if (!(error instanceof StaleData)) return error;
  const view = await readPlanner(db, facilityId, { groupIds: error.groupIds });
  return new HttpError(409, error.message, {
    ...error.details,
    pack_line_plan_groups: view.pack_line_plan_groups,
    pack_lines: view.pack_lines,
  });
}

/** Makes a change and answers its entities, or its refusal with the current data. */
async function answerChange<T extends Changed>(
  db: Db,
  facilityId: number,
  change: () => Promise<T>,
) {
  let changed: T;
  try {
    changed = await change();
  } catch (error) {
    throw await withCurrentData(db, facilityId, error);
  }
  return { changed, answer: await changedEntities(db, facilityId, changed) };
}

export function plannerRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{
    Querystring: {
      packing_facility_id: number;
      refresh_cache?: boolean;
      pack_line_plan_group_ids?: string;
      pack_line_names?: string;
      omit?: string;
    };
  }>(
    `${BASE}/pack_line_plan_groups`,
    {
      config: access.admin(facilityIn.query()),
      schema: {
        querystring: object(
          {
            packing_facility_id: id,
            refresh_cache: { type: 'boolean' },
            // Narrows the groups to these (the realtime bridge reads what an event names).
            pack_line_plan_group_ids: idList,
            // Narrows the lines to these (an event's read: the lines whose figures it changed).
            pack_line_names: lineNameList,
            // What the caller does not show (the gateway sends the fields nobody asked for).
            omit: omitList,
          },
          ['packing_facility_id'],
        ),
      },
    },
    // Counts are read from the boxes each time: there is no cache to refresh.
    async (request, reply) => {
      const { pack_line_plan_group_ids: ids, pack_line_names: names, omit } = request.query;
      const view = await readPlanner(db, checkedFacility(request).id, {
        ...(ids === undefined ? {} : { groupIds: parseIdList(ids) }),
        ...(names === undefined ? {} : { lineNames: parseLineNames(names) }),
        ...(omit === undefined ? {} : { omit: omit.split(',') as OmittableGroupField[] }),
      });
      // The gateway takes it as MessagePack: a menu's groups make a large answer, smaller and
      // quicker to write and read that way than as JSON.
      return negotiatedAnswer(request, reply, view);
    },
  );

  app.put<{ Body: AssignBody }>(
    `${BASE}/pack_line_plan_groups/assign_pack_line`,
    { config, schema: { body: assignBody } },
    async (request) => {
      const facility = checkedFacility(request);
      const seen = seenOf(request.body.seen_pack_line_plan_groups);
      const { answer } = await answerChange(db, facility.id, () =>
        assignGroups(db, facility, lineGroups(request.body), seen, authorOf(request)),
      );
      return answer;
    },
  );

  app.put<{
    Body: {
      packing_facility_id: number;
      pack_line_plan_group_ids: number[];
      seen_pack_line_plan_groups: SeenGroupBody[];
    };
  }>(
    `${BASE}/pack_line_plan_groups/manual_completion`,
    {
      config,
      schema: {
        body: object(
          {
            packing_facility_id: id,
            pack_line_plan_group_ids: groupIds,
            seen_pack_line_plan_groups: seenGroups,
          },
          ['packing_facility_id', 'pack_line_plan_group_ids', 'seen_pack_line_plan_groups'],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const { pack_line_plan_group_ids: ids, seen_pack_line_plan_groups: seen } = request.body;
      const { answer } = await answerChange(db, facility.id, () =>
        completeGroups(db, facility, ids, seenOf(seen), authorOf(request)),
      );
      return answer;
    },
  );

  app.put<{
    Body: {
      packing_facility_id: number;
      current_plpg: { id: number; pack_line_name: string | null; metadata_count: number };
      new_plpg: { pack_line_name: string | null; metadata_count: number };
      total_count: number;
      seen_pack_line_plan_groups: SeenGroupBody[];
    };
  }>(
    `${BASE}/pack_line_plan_groups/split_pack_line_plan_group`,
    {
      config,
      schema: {
        body: object(
          {
            packing_facility_id: id,
            current_plpg: object({ id, pack_line_name: lineName, metadata_count: count }, [
              'id',
              'pack_line_name',
              'metadata_count',
            ]),
            new_plpg: object({ pack_line_name: lineName, metadata_count: count }, [
              'pack_line_name',
              'metadata_count',
            ]),
            total_count: count,
            // The group split, as the planner saw it.
            seen_pack_line_plan_groups: { ...seenGroups, maxItems: 1 },
          },
          [
            'packing_facility_id',
            'current_plpg',
            'new_plpg',
            'total_count',
            'seen_pack_line_plan_groups',
          ],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const { current_plpg: current, new_plpg: next, total_count: total } = request.body;
      const [seen] = seenOf(request.body.seen_pack_line_plan_groups);
      const { changed, answer } = await answerChange(db, facility.id, () =>
        splitGroup(
          db,
          facility,
          {
            current: {
              id: current.id,
              packLineName: current.pack_line_name,
              count: current.metadata_count,
            },
            next: { packLineName: next.pack_line_name, count: next.metadata_count },
            total,
          },
          seen!,
          authorOf(request),
        ),
      );
      return { ...answer, new_pack_line_plan_group_id: changed.newGroupId };
    },
  );

  app.put<{
    Body: {
      packing_facility_id: number;
      pack_line_name: string;
      ordered_pack_line_plan_groups: number[];
      seen_ordered_pack_line_plan_groups: number[];
    };
  }>(
    `${BASE}/pack_line_plan_groups/update_display_order`,
    {
      config,
      schema: {
        body: object(
          {
            packing_facility_id: id,
            // The line whose order it is, and its open groups as the planner saw them.
            pack_line_name: text(16, { minLength: 1 }),
            ordered_pack_line_plan_groups: groupIds,
            seen_ordered_pack_line_plan_groups: groupIds,
          },
          [
            'packing_facility_id',
            'pack_line_name',
            'ordered_pack_line_plan_groups',
            'seen_ordered_pack_line_plan_groups',
          ],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const body = request.body;
      const { answer } = await answerChange(db, facility.id, () =>
        reorderGroups(
          db,
          facility,
          {
            packLineName: body.pack_line_name,
            orderedIds: body.ordered_pack_line_plan_groups,
            seenIds: body.seen_ordered_pack_line_plan_groups,
          },
          authorOf(request),
        ),
      );
      return answer;
    },
  );

  app.put<{ Body: AssignBody }>(
    `${BASE}/pack_line_plan_groups/reassign_tails`,
    { config, schema: { body: assignBody } },
    async (request) => {
      const facility = checkedFacility(request);
      const seen = seenOf(request.body.seen_pack_line_plan_groups);
      const { answer } = await answerChange(db, facility.id, () =>
        reassignTails(db, facility, lineGroups(request.body), seen, authorOf(request)),
      );
      return answer;
    },
  );

  app.get<{
    Querystring: {
      packing_facility_id: number;
      pack_line_name: string;
      pack_line_plan_group_ids: string;
    };
  }>(
    `${BASE}/pack_lines/packable_tail_counts`,
    {
      config: access.admin(facilityIn.query()),
      schema: {
        querystring: object(
          {
            packing_facility_id: id,
            pack_line_name: text(16, { minLength: 1 }),
            pack_line_plan_group_ids: idList,
          },
          ['packing_facility_id', 'pack_line_name', 'pack_line_plan_group_ids'],
        ),
      },
    },
    async (request) => {
      const { pack_line_name: line, pack_line_plan_group_ids: ids } = request.query;
      const counts = await packableTailCounts(
        db,
        checkedFacility(request).id,
        line,
        parseIdList(ids),
      );
      return {
        packable_tail_counts: counts.map((entry) => ({
          pack_line_plan_group_id: entry.groupId,
          tail_count: entry.tailCount,
          packable_count: entry.packableCount,
        })),
        total_tail_count: counts.reduce((sum, entry) => sum + entry.tailCount, 0),
        total_packable_count: counts.reduce((sum, entry) => sum + entry.packableCount, 0),
      };
    },
  );

  app.put<{
    Body: {
      packing_facility_id: number;
      preset_id: number;
      pack_line_name: string;
      seen_preset_id: number | null;
    };
  }>(
    `${BASE}/pack_lines/update`,
    {
      config,
      schema: {
        body: object(
          {
            packing_facility_id: id,
            preset_id: id,
            pack_line_name: text(16, { minLength: 1 }),
            // The line's preset as the planner saw it (null: none).
            seen_preset_id: nullableId,
          },
          ['packing_facility_id', 'preset_id', 'pack_line_name', 'seen_preset_id'],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const { pack_line_name: lineName, preset_id: presetId, seen_preset_id } = request.body;
      const { answer } = await answerChange(db, facility.id, async () => {
        await changeLinePreset(db, facility, {
          lineName,
          presetId,
          seenPresetId: seen_preset_id,
          author: authorOf(request),
        });
        return { groupIds: [], lineNames: [lineName] };
      });
      return answer;
    },
  );

  app.put<{
    Body: {
      packing_facility_id: number;
      preset_id?: number | null;
      pack_line_name: string;
      current_filters: string[];
      new_filters: string[];
    };
  }>(
    `${BASE}/filters`,
    {
      config,
      schema: {
        body: object(
          {
            packing_facility_id: id,
            preset_id: nullableId,
            pack_line_name: text(16, { minLength: 1 }),
            current_filters: filterList,
            new_filters: filterList,
          },
          ['packing_facility_id', 'pack_line_name', 'current_filters', 'new_filters'],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const body = request.body;
      const { changed, answer } = await answerChange(db, facility.id, async () => ({
        ...(await updateLineFilters(db, {
          facility,
          lineName: body.pack_line_name,
          ...(typeof body.preset_id === 'number' ? { presetId: body.preset_id } : {}),
          current: body.current_filters,
          next: body.new_filters,
          by: 'planner',
          author: authorOf(request),
        })),
        groupIds: [],
        lineNames: [],
      }));
      return { ...answer, filters: changed.filters, change_id: changed.changeId };
    },
  );
}
