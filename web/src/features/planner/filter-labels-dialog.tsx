import { Modal } from 'antd';
import { useState } from 'react';
import type {
  FilterLabelsDialog_LineFragment,
  FilterLabelsDialog_PickablesFragment,
} from '../../generated/graphql.ts';
import { FilterChecklist } from '../../shared/filter-checklist.tsx';
import { withLetterChecked } from '../../shared/filter-sections.ts';
import { StaleAlert } from './chosen-groups.tsx';
import { filtersFailure, filtersSuccess } from './messages.ts';
import { PlannerRefusal } from './planner-refusal.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useUpdateFilters } from './use-update-filters.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface FilterLabelsDialogProps {
  facilityId: string;
  line: FilterLabelsDialog_LineFragment;
  /** The menu's letters (the planner's, the same for every line). */
  pickables: FilterLabelsDialog_PickablesFragment;
  /** The change was saved: its id, so its own filters_updated event is not news. */
  onSaved: (changeId: string) => void;
  onClose: () => void;
}

type Seen = { filters: readonly string[]; presetId: string | null };
const seenOf = (line: {
  filters: readonly string[];
  linePreset?: { id: string } | null;
}): Seen => ({
  filters: line.filters,
  presetId: line.linePreset?.id ?? null,
});

/**
 * Filter labels of a line: every pickable checked by default; unchecked letters are filtered.
 * The save is made against the filters the dialog opened with, not the ones the line has by the
 * time it is saved: when another planner (or the line's printer) changed them meanwhile, the
 * save is refused, and the dialog says what changed and shows the filters as they are now.
 */
export function FilterLabelsDialog({
  facilityId,
  line,
  pickables,
  onSaved,
  onClose,
}: FilterLabelsDialogProps) {
  const [seen, setSeen] = useState(() => seenOf(line));
  const [filtered, setFiltered] = useState(() => new Set(line.filters));
  const [stale, setStale] = useState<string | null>(null);
  const { update, loading } = useUpdateFilters(facilityId, line.id);
  const toasts = usePlannerToasts();
  const toggle = (letter: string, checked: boolean) =>
    setFiltered((previous) => withLetterChecked(previous, letter, checked));
  const save = async () => {
    try {
      const changeId = await update({ lineName: line.name, seen, next: [...filtered].sort() });
      onSaved(changeId);
      toasts.success(filtersSuccess(line.name));
      onClose();
    } catch (error) {
      toasts.error(filtersFailure(line.name));
      if (!(error instanceof PlannerRefusal) || !error.stale) return onClose();
      const now = error.current.packLines?.[0];
      const current = {
        filters: now?.filters ?? seen.filters,
        linePreset: now?.linePreset === undefined ? line.linePreset : now.linePreset,
      };
      setSeen(seenOf(current));
      setFiltered(new Set(current.filters));
      setStale(error.message);
    }
  };
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      width={760}
      title={`Filter Labels for Pack Line ${line.name}`}
      okText="Save"
      okButtonProps={{ loading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      // The list is long: what changed shows next to Save, where the planner is looking.
      footer={(buttons) => (
        <>
          <StaleAlert message={stale} />
          {buttons}
        </>
      )}
    >
      <FilterChecklist pickables={pickables} filtered={filtered} onToggle={toggle} />
    </Modal>
  );
}
