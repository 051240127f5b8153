import { events } from '@ops/schema/realtime';
import {
  describeProblem,
  presetProblems,
  type PresetProblem,
} from '@ops/schema/line-presets/preset-rules';
import { descriptionError, presetNameError } from '@ops/schema/line-presets/preset-name';
import type { HistoryAuthor } from '@ops/schema/history';
import type { Queryable, Tx } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import { recordHistory } from '../history/record.ts';
import { publishZoneScreens } from '../pack-lines/events.ts';
import {
  presetChanges,
  presetSummary,
  recordedPreset,
  storedPreset,
  type PresetUndo,
  type RecordedPreset,
} from './history.ts';
import { zoneFromRow, zoneRow, zoneView, type ZoneInput, type ZoneView } from './zone-rows.ts';

/** Why a preset call was refused; the routes turn each kind into its HTTP status. */
export class PresetRefusal extends Error {
  constructor(
    readonly kind: 'not_found' | 'invalid' | 'in_use',
    message: string,
    readonly problems: PresetProblem[] = [],
    /** The request field at fault, when it is one field (name, description). */
    readonly field?: 'name' | 'description',
  ) {
    super(message);
  }
}

export interface LineAssignmentView {
  id: number;
  name: string;
}

export interface PresetSummaryView {
  id: number;
  name: string;
  description: string;
  packing_facility_id: number;
  line_assignments: LineAssignmentView[];
}

export interface PresetView extends PresetSummaryView {
  zones: ZoneView[];
}

export interface PresetFields {
  name: string;
  description: string;
}

const PRESET_NOT_FOUND = 'Line preset not found.';

async function lineAssignments(db: Queryable, presetIds: number[]) {
  if (presetIds.length === 0) return new Map<number, LineAssignmentView[]>();
  const rows = await db
    .selectFrom('pack_lines')
    .select(['id', 'name', 'line_preset_id'])
    .where('line_preset_id', 'in', presetIds)
    .orderBy('name')
    .execute();
  const byPreset = new Map<number, LineAssignmentView[]>();
  for (const row of rows) {
    const presetId = row.line_preset_id as number;
    byPreset.set(presetId, [...(byPreset.get(presetId) ?? []), { id: row.id, name: row.name }]);
  }
  return byPreset;
}

/** The facility's presets by name, each with the lines that use it. */
export async function listPresets(db: Queryable, facilityId: number): Promise<PresetSummaryView[]> {
  const presets = await db
    .selectFrom('line_presets')
    .select(['id', 'name', 'description', 'packing_facility_id'])
    .where('packing_facility_id', '=', facilityId)
    .orderBy('name')
    .execute();
  const assignments = await lineAssignments(
    db,
    presets.map((preset) => preset.id),
  );
  return presets.map((preset) => ({
    ...preset,
    line_assignments: assignments.get(preset.id) ?? [],
  }));
}

/** One preset of the facility with its zones (by zone id) and lines; refused when unknown. */
export async function findPreset(
  db: Queryable,
  facilityId: number,
  presetId: number,
): Promise<PresetView> {
  const preset = await db
    .selectFrom('line_presets')
    .select(['id', 'name', 'description', 'packing_facility_id'])
    .where('packing_facility_id', '=', facilityId)
    .where('id', '=', presetId)
    .executeTakeFirst();
  if (!preset) throw new PresetRefusal('not_found', PRESET_NOT_FOUND);
  const zones = await db
    .selectFrom('zones')
    .selectAll()
    .where('line_preset_id', '=', presetId)
    .orderBy('zone_id')
    .execute();
  const assignments = await lineAssignments(db, [presetId]);
  return {
    ...preset,
    line_assignments: assignments.get(presetId) ?? [],
    zones: zones.map(zoneView),
  };
}

/** Refuses a name or description the rules refuse, against the facility's other presets. */
async function checkFields(tx: Tx, facilityId: number, fields: PresetFields, exceptId?: number) {
  let others = tx
    .selectFrom('line_presets')
    .select('name')
    .where('packing_facility_id', '=', facilityId);
  if (exceptId !== undefined) others = others.where('id', '<>', exceptId);
  const names = (await others.execute()).map((row) => row.name);
  const nameError = presetNameError(fields.name, names);
  if (nameError) throw new PresetRefusal('invalid', nameError, [], 'name');
  const description = descriptionError(fields.description);
  if (description) throw new PresetRefusal('invalid', description, [], 'description');
}

/** Serialises preset writes of a facility, so two saves cannot both pass the name check. */
async function lockFacilityPresets(tx: Tx, facilityId: number) {
  await tx
    .selectFrom('packing_facilities')
    .select('id')
    .where('id', '=', facilityId)
    .forUpdate()
    .execute();
}

/**
 * A new preset, empty or (with existingPresetId) a copy of another preset's zones.
 * POST …/line_presets with existing_line_preset_id for a duplicate.
 */
export async function createPreset(
  db: Queryable,
  facilityId: number,
  fields: PresetFields,
  existingPresetId: number | null | undefined,
  author: HistoryAuthor,
): Promise<PresetView> {
  const created = await db.transaction().execute(async (tx) => {
    await lockFacilityPresets(tx, facilityId);
    const source = existingPresetId ? await findPreset(tx, facilityId, existingPresetId) : null;
    await checkFields(tx, facilityId, fields);
    const preset = await tx
      .insertInto('line_presets')
      .values({
        packing_facility_id: facilityId,
        name: fields.name.trim(),
        description: fields.description.trim(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zones = (source?.zones ?? []).map((row) => ({
      ...zoneFromRow({ ...row, line_preset_id: source?.id ?? 0 }),
      id: null,
    }));
    if (zones.length > 0) {
      await tx
        .insertInto('zones')
        .values(zones.map((zone) => zoneRow(preset.id, zone)))
        .execute();
    }
    const name = fields.name.trim();
    await recordHistory(tx, author, {
      facilityId,
      kind: 'line_preset.created',
      summary: source
        ? `Preset ${name} created, a copy of ${source.name} (${zones.length} zone(s))`
        : `Preset ${name} created`,
      before: null,
      after: { ...recordedPreset(fields, zones), id: preset.id },
    });
    return preset.id;
  });
  return findPreset(db, facilityId, created);
}

/**
 * Saves a preset's name, description and zones, all or nothing ("A preset may
 * be saved only if"). Lines using it are told to refetch their zone configuration, in the same
 * transaction, so a refused or failed save announces nothing.
 */
export async function savePreset(
  db: Queryable,
  facilityId: number,
  presetId: number,
  fields: PresetFields,
  zones: ZoneInput[],
  author: HistoryAuthor,
): Promise<PresetView> {
  const problems = presetProblems(zones);
  if (problems.length > 0) {
    throw new PresetRefusal(
      'invalid',
      `The preset was not saved. ${problems.map(describeProblem).join('; ')}`,
      problems,
    );
  }
  await db.transaction().execute(async (tx) => {
    const current = await writePreset(tx, facilityId, presetId, fields, zones);
    const before = storedPreset(current);
    const after = recordedPreset(fields, zones);
    if (presetChanges(before, after).length > 0) {
      await recordHistory(tx, author, presetEntry(facilityId, { presetId, before, after }));
    }
  });
  return findPreset(db, facilityId, presetId);
}

const presetEntry = (facilityId: number, undo: PresetUndo) => ({
  facilityId,
  kind: 'line_preset.updated' as const,
  summary: presetSummary(undo.before, undo.after),
  before: undo.before,
  after: undo.after,
  undo,
});

/** Writes a preset back as a save found it, if it is still as the save left it (409 otherwise). */
export async function undoPresetSave(tx: Tx, facilityId: number, undo: PresetUndo) {
  await lockFacilityPresets(tx, facilityId);
  let now: RecordedPreset;
  try {
    now = storedPreset(await findPreset(tx, facilityId, undo.presetId));
  } catch (error) {
    if (!(error instanceof PresetRefusal)) throw error;
    throw new HttpError(
      409,
      `Changed since, so nothing was undone: ${undo.after.name} was deleted.`,
    );
  }
  const changed = presetChanges(undo.after, now);
  if (changed.length > 0) {
    throw new HttpError(
      409,
      `Changed since, so nothing was undone: preset ${undo.after.name} was saved again (${changed.join('; ')}).`,
    );
  }
  const zones = undo.before.zones.map((zone) => ({ ...zone, id: null }));
  await writePreset(tx, facilityId, undo.presetId, undo.before, zones);
  return presetEntry(facilityId, {
    presetId: undo.presetId,
    before: undo.after,
    after: undo.before,
  });
}

/**
 * A save's writes, in its transaction: checks, name, description and zones replaced, lines using
 * the preset told; returns the preset as it was.
 */
async function writePreset(
  tx: Tx,
  facilityId: number,
  presetId: number,
  fields: PresetFields,
  zones: ZoneInput[],
): Promise<PresetView> {
  {
    await lockFacilityPresets(tx, facilityId);
    const current = await findPreset(tx, facilityId, presetId);
    await checkFields(tx, facilityId, fields, presetId);
    const known = new Set(current.zones.map((zone) => zone.id));
    const stranger = zones.find((zone) => zone.id !== null && !known.has(zone.id));
    if (stranger) {
      throw new PresetRefusal('invalid', `Zone ${stranger.zoneId} is not a zone of this preset.`);
    }
    await tx
      .updateTable('line_presets')
      .set({
        name: fields.name.trim(),
        description: fields.description.trim(),
        updated_at: new Date(),
      })
      .where('id', '=', presetId)
      .execute();
    // Replaced as a whole: zone ids may be swapped between zones, which row-by-row updates
    // would trip over (unique per preset). Kept zones keep their row ids.
    await tx.deleteFrom('zones').where('line_preset_id', '=', presetId).execute();
    if (zones.length > 0) {
      await tx
        .insertInto('zones')
        .values(zones.map((zone) => zoneRow(presetId, zone)))
        .execute();
    }
    await announceToLines(tx, facilityId, current.line_assignments, presetId);
    return current;
  }
}

/** refetch_zone_configuration to the zone screens of every line using the preset. */
async function announceToLines(
  tx: Tx,
  facilityId: number,
  lines: LineAssignmentView[],
  presetId: number,
) {
  if (lines.length === 0) return;
  const facility = await tx
    .selectFrom('packing_facilities')
    .select('abbreviated_name')
    .where('id', '=', facilityId)
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await publishZoneScreens(
      tx,
      facility.abbreviated_name,
      line.name,
      events.refetchZoneConfiguration,
      {
        line_preset_id: presetId,
      },
    );
  }
}

/** Deletes a preset no line uses; returns the notice to show. */
export async function deletePreset(
  db: Queryable,
  facilityId: number,
  presetId: number,
  author: HistoryAuthor,
): Promise<string> {
  return db
    .transaction()
    .execute(async (tx) => {
      await lockFacilityPresets(tx, facilityId);
      const preset = await findPreset(tx, facilityId, presetId);
      if (preset.line_assignments.length > 0) {
        const lines = preset.line_assignments.map((line) => line.name).join(', ');
        throw new PresetRefusal(
          'in_use',
          `${preset.name} is used by line${preset.line_assignments.length > 1 ? 's' : ''} ${lines} and cannot be deleted.`,
        );
      }
      await tx.deleteFrom('line_presets').where('id', '=', presetId).execute();
      await recordHistory(tx, author, {
        facilityId,
        kind: 'line_preset.deleted',
        summary: `Preset ${preset.name} deleted (${preset.zones.length} zone(s))`,
        before: { ...storedPreset(preset), id: preset.id },
        after: null,
      });
      return `${preset.name} was deleted.`;
    })
    .catch((error: unknown) => {
      // A line given this preset meanwhile: the foreign key (ON DELETE RESTRICT) refuses.
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
        throw new PresetRefusal('in_use', 'This preset is used by a line and cannot be deleted.');
      }
      throw error;
    });
}

const FOREIGN_KEY_VIOLATION = '23503';
