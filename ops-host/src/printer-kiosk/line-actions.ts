import type { HistoryAuthor } from '@ops/schema/history';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/database.ts';
import { recordHistory } from '../history/record.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { isAcceptedLoginCode } from '../login-code/service.ts';
import { publishPackLineUpdates } from '../pack-lines/events.ts';
import { findLine } from '../pack-lines/lines.ts';
import { moveTails } from '../planner/tails.ts';
import { limitedAttempt, type Limit } from '../rate-limit/service.ts';

// What a kiosk does to its line besides printing: pauses, tails, its current and next group,
// and the supervisor code that confirms the restricted ones.

export const INCORRECT_TAILS_CODE = 'Incorrect login code, try again';
export const INCORRECT_CONFIRMATION_CODE = 'Incorrect confirmation code. Please try again.';
/** Wrong supervisor codes typed on one kiosk before it must wait (5 digits are few). */
const SUPERVISOR_CODE_LIMIT: Limit = { attempts: 5, windowMs: 60_000 };

/**
 * Checks the supervisor's code typed on a kiosk (its facility's code); a wrong one is refused with the dialog's
 * message and counts against the kiosk's address, past the limit every attempt answers 429.
 */
export async function checkSupervisorCode(
  db: Db,
  input: { facilityId: number; code: string; clientAddress: string; wrongMessage: string },
): Promise<void> {
  const bucket = `supervisor-code:${input.clientAddress}`;
  // Only a wrong code counts; guesses from one address take turns (rate-limit/service.ts).
  const right = await limitedAttempt(
    db,
    [{ bucket, limit: SUPERVISOR_CODE_LIMIT }],
    (seconds) => `Too many wrong codes. Please wait ${seconds} seconds and try again.`,
    async (tx) => ((await isAcceptedLoginCode(tx, input.facilityId, input.code)) ? true : null),
  );
  if (!right) throw new HttpError(422, input.wrongMessage);
}

/** GET event_reasons: the pause reasons in their order, each with its sub reasons. */
export async function pauseReasons(db: Queryable) {
  const reasons = await db
    .selectFrom('pause_reasons')
    .select(['id', 'reason'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  const subs = await db
    .selectFrom('pause_sub_reasons')
    .select(['id', 'pause_reason_id', 'sub_reason'])
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return reasons.map((reason) => ({
    id: reason.id,
    reason: reason.reason,
    subReasons: subs
      .filter((sub) => sub.pause_reason_id === reason.id)
      .map((sub) => ({ id: sub.id, subReason: sub.sub_reason })),
  }));
}

/**
 * POST events: a pause of the line with its reason, and its sub reason when the reason has
 * some. The line shows paused until its next print.
 */
export async function recordPause(
  db: Db,
  input: {
    facility: CheckedFacility;
    packLineId: number;
    reasonId: number;
    subReasonId: number | null;
    autoTrigger: boolean;
    author: (packLineName: string, address?: string) => HistoryAuthor;
  },
) {
  const line = await db
    .selectFrom('pack_lines')
    .select(['id', 'name'])
    .where('id', '=', input.packLineId)
    .where('packing_facility_id', '=', input.facility.id)
    .executeTakeFirst();
  if (!line) throw new HttpError(404, 'No such pack line at this facility.');
  const reasons = await pauseReasons(db);
  const reason = reasons.find((r) => r.id === input.reasonId);
  if (!reason) throw new HttpError(422, 'Choose a reason for the pause.');
  if (reason.subReasons.length > 0) {
    if (!reason.subReasons.some((sub) => sub.id === input.subReasonId)) {
      throw new HttpError(422, `Choose a sub reason for ${reason.reason}.`);
    }
  } else if (input.subReasonId !== null) {
    throw new HttpError(422, `${reason.reason} has no sub reasons.`);
  }
  const printer = await db
    .selectFrom('printer_assignments')
    .select('printer_ip')
    .where('pack_line_id', '=', line.id)
    .where('unassigned_at', 'is', null)
    .executeTakeFirst();
  const sub = reason.subReasons.find((s) => s.id === input.subReasonId);
  const why = sub ? `${reason.reason}: ${sub.subReason}` : reason.reason;
  const row = await db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('pause_events')
      .values({
        pack_line_id: line.id,
        pause_reason_id: reason.id,
        pause_sub_reason_id: input.subReasonId,
        printer_ip: printer?.printer_ip ?? null,
        is_auto_trigger: input.autoTrigger,
      })
      .returning(['id', sql<string>`to_char(paused_at, 'YYYY-MM-DD"T"HH24:MI:SS.MSOF')`.as('at')])
      .executeTakeFirstOrThrow();
    await recordHistory(tx, input.author(line.name, printer?.printer_ip), {
      facilityId: input.facility.id,
      kind: 'printer_kiosk.line_paused',
      summary: `Line ${line.name} paused: ${why}${input.autoTrigger ? ' (automatic)' : ''}`,
      before: null,
      after: { line: line.name, reason: why, automatic: input.autoTrigger },
    });
    return inserted;
  });
  return { id: row.id, pause: true, autoTrigger: input.autoTrigger, pausedAt: row.at };
}

/**
 * PUT unassign_tails: the tails (unprinted boxes this line cannot pack) of the chosen groups of
 * the line move to new Unassigned groups '{name} tail', in one transaction.
 */
export async function unassignTails(
  db: Db,
  input: {
    facility: CheckedFacility;
    packLineName: string;
    groupIds: readonly number[];
    author: HistoryAuthor;
  },
) {
  return db.transaction().execute(async (tx) => {
    const line = await findLine(tx, input.facility.id, input.packLineName);
    const groups = await tx
      .selectFrom('pack_line_plan_groups')
      .select(['id', 'pack_line_id', 'is_complete'])
      .where('packing_facility_id', '=', input.facility.id)
      .where('id', 'in', [...input.groupIds])
      .forUpdate()
      .execute();
    if (
      groups.length !== new Set(input.groupIds).size ||
      groups.some((group) => group.pack_line_id !== line.id || group.is_complete)
    ) {
      throw new HttpError(422, `Choose open groups of line ${line.name}.`);
    }
    const changed = await moveTails(tx, input.facility.id, groups, null);
    if (changed.length === 0) {
      throw new HttpError(422, 'The selected groups have no unpackable boxes to unassign.');
    }
    await publishPackLineUpdates(tx, input.facility.abbreviation, {
      reason: 'unassign_tails',
      packLineNames: [line.name],
      groupIds: changed,
    });
    const names = await tx
      .selectFrom('pack_line_plan_groups')
      .select('name')
      .where('id', 'in', changed)
      .orderBy('id')
      .execute();
    await recordHistory(tx, input.author, {
      facilityId: input.facility.id,
      kind: 'printer_kiosk.tails_unassigned',
      summary: `Tails of line ${line.name} unassigned: ${names.map((g) => g.name).join(', ')}`,
      before: { line: line.name, groupIds: groups.map((g) => g.id) },
      after: { line: 'Unassigned', groupIds: changed, groups: names.map((g) => g.name) },
    });
    return { unassigned: true, packLinePlanGroupIds: changed };
  });
}

/** PUT active_groups: the line's current and next group, both open groups of the line. */
export async function setActiveGroups(
  db: Db,
  input: {
    facility: CheckedFacility;
    packLineName: string;
    currentGroupId: number | null;
    nextGroupId: number | null;
    author: (packLineName: string) => HistoryAuthor;
  },
) {
  return db.transaction().execute(async (tx) => {
    const line = await findLine(tx, input.facility.id, input.packLineName);
    const ids = [input.currentGroupId, input.nextGroupId].filter((id): id is number => id !== null);
    if (ids.length) {
      const found = await tx
        .selectFrom('pack_line_plan_groups')
        .select('id')
        .where('id', 'in', ids)
        .where('pack_line_id', '=', line.id)
        .where('is_complete', '=', false)
        .execute();
      if (found.length !== new Set(ids).size) {
        throw new HttpError(422, `Choose open groups of line ${line.name}.`);
      }
    }
    const was = await tx
      .selectFrom('pack_lines as l')
      .leftJoin('pack_line_plan_groups as c', 'c.id', 'l.current_group_id')
      .leftJoin('pack_line_plan_groups as n', 'n.id', 'l.next_group_id')
      .select(['l.current_group_id', 'l.next_group_id', 'c.name as current', 'n.name as next'])
      .where('l.id', '=', line.id)
      .forUpdate('l')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('pack_lines')
      .set({ current_group_id: input.currentGroupId, next_group_id: input.nextGroupId })
      .where('id', '=', line.id)
      .execute();
    if (was.current_group_id !== input.currentGroupId || was.next_group_id !== input.nextGroupId) {
      const named = await tx
        .selectFrom('pack_line_plan_groups')
        .select(['id', 'name'])
        .where('id', 'in', [input.currentGroupId ?? 0, input.nextGroupId ?? 0])
        .execute();
      const nameOf = (id: number | null) => named.find((g) => g.id === id)?.name ?? 'none';
      const before = { current: was.current ?? 'none', next: was.next ?? 'none' };
      const after = { current: nameOf(input.currentGroupId), next: nameOf(input.nextGroupId) };
      await recordHistory(tx, input.author(line.name), {
        facilityId: input.facility.id,
        kind: 'printer_kiosk.active_groups_set',
        summary: `Line ${line.name}: current ${before.current} → ${after.current}, next ${before.next} → ${after.next}`,
        before,
        after,
      });
    }
    await publishPackLineUpdates(tx, input.facility.abbreviation, {
      reason: 'active_groups',
      packLineNames: [line.name],
      refetchPrinters: false,
    });
    return { currentGroupId: input.currentGroupId, nextGroupId: input.nextGroupId };
  });
}
