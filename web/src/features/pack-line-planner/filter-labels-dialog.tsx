import { Modal } from 'antd';
import { useState } from 'react';
import type { FilterLabelsDialog_LineFragment } from '../../generated/graphql.ts';
import { FilterChecklist } from '../../shared/filter-checklist.tsx';
import { withLetterChecked } from '../../shared/filter-sections.ts';
import { filtersFailure, filtersSuccess } from './messages.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useUpdateFilters } from './use-update-filters.ts';

export interface FilterLabelsDialogProps {
  facilityId: string;
  line: FilterLabelsDialog_LineFragment;
  /** The change was saved: its id, so its own filters_updated event is not news. */
  onSaved: (changeId: string) => void;
  onClose: () => void;
}

/** Filter labels of a line: every pickable checked by default; unchecked letters are filtered. */
export function FilterLabelsDialog({
  facilityId,
  line,
  onSaved,
  onClose,
}: FilterLabelsDialogProps) {
  const [filtered, setFiltered] = useState(() => new Set(line.filters));
  const { update, loading } = useUpdateFilters(facilityId);
  const toasts = usePlannerToasts();
  const toggle = (letter: string, checked: boolean) =>
    setFiltered((previous) => withLetterChecked(previous, letter, checked));
  const save = async () => {
    try {
      const changeId = await update({
        line: {
          id: line.id,
          name: line.name,
          filters: line.filters,
          presetId: line.linePreset?.id ?? null,
        },
        next: [...filtered].sort(),
      });
      onSaved(changeId);
      toasts.success(filtersSuccess(line.name));
      onClose();
    } catch {
      toasts.error(filtersFailure(line.name));
      onClose();
    }
  };
  return (
    <Modal
      open
      width={760}
      title={`Filter Labels for Pack Line ${line.name}`}
      okText="Save"
      okButtonProps={{ loading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FilterChecklist pickables={line.pickables} filtered={filtered} onToggle={toggle} />
    </Modal>
  );
}
