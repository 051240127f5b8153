import type { HistoryKind } from '@ops/schema/history';
import type { Tx } from '../db/database.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import type { IceRestrictionUndo } from '../ice-restrictions/history.ts';
import { undoIceRestriction } from '../ice-restrictions/service.ts';
import { undoLetters, type LettersUndo } from '../pick-letters/history.ts';
// Planner (admin).
import type { FiltersUndo } from '../pack-lines/filters.ts';
import {
  undoAssign,
  undoFilters,
  undoLinePreset,
  undoOrder,
  type AssignUndo,
  type OrderUndo,
} from '../planner/history.ts';
import type { LinePresetUndo } from '../planner/lines.ts';
// End of planner (admin).
// Line presets (admin).
import type { PresetUndo } from '../line-presets/history.ts';
import { undoPresetSave } from '../line-presets/service.ts';
// End of line presets (admin).
import type { HistoryEntryInput } from './record.ts';

/**
 * Takes one change back, in the undo's transaction: checks that what the change left is still
 * there (else throws HttpError 409 naming what changed since), restores the before, and returns
 * the undo's own entry (its before is the change's after), which undo records. `undo` is what the
 * change recorded in its entry's undo column; `facility` the entry's facility.
 */
export type UndoHandler = (
  tx: Tx,
  /** The facility of the entry, as the undo route's access check resolved it. */
  facility: CheckedFacility,
  undo: unknown,
) => Promise<Omit<HistoryEntryInput, 'undoOf'>>;

/** A handler for every undoable kind of HISTORY_KINDS (a test checks that none is missing). */
export const UNDO_HANDLERS: Partial<Record<HistoryKind, UndoHandler>> = {
  'ice_restriction.updated': (tx, facility, undo) =>
    undoIceRestriction(tx, facility.id, undo as IceRestrictionUndo),
  'meal_letter.updated': (tx, facility, undo) =>
    undoLetters(tx, facility.id, 'meal_letter.updated', undo as LettersUndo),
  'protein_letter.updated': (tx, facility, undo) =>
    undoLetters(tx, facility.id, 'protein_letter.updated', undo as LettersUndo),
  'meal_letters.uploaded': (tx, facility, undo) =>
    undoLetters(tx, facility.id, 'meal_letters.uploaded', undo as LettersUndo),
  'protein_letters.uploaded': (tx, facility, undo) =>
    undoLetters(tx, facility.id, 'protein_letters.uploaded', undo as LettersUndo),
  // Planner (admin).
  'planner.groups_assigned': (tx, facility, undo) => undoAssign(tx, facility, undo as AssignUndo),
  'planner.display_order_updated': (tx, facility, undo) =>
    undoOrder(tx, facility, undo as OrderUndo),
  'planner.filters_updated': (tx, facility, undo) => undoFilters(tx, facility, undo as FiltersUndo),
  'planner.line_preset_changed': (tx, facility, undo) =>
    undoLinePreset(tx, facility, undo as LinePresetUndo),
  // End of planner (admin).
  // Line presets (admin).
  'line_preset.updated': (tx, facility, undo) =>
    undoPresetSave(tx, facility.id, undo as PresetUndo),
  // End of line presets (admin).
};
