import { Checkbox, Divider, Modal } from 'antd';
import { useState } from 'react';
import type { FilterLabelsDialog_LineFragment } from '../../generated/graphql.ts';
import { FILTER_SECTIONS } from '../../shared/filter-sections.ts';
import { filtersFailure, filtersSuccess } from './messages.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useUpdateFilters } from './use-update-filters.ts';
import { Text } from '../../shared/typography.tsx';

const SECTIONS = FILTER_SECTIONS;

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
    setFiltered((previous) => {
      const next = new Set(previous);
      if (checked) next.delete(letter);
      else next.add(letter);
      return next;
    });
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
      {SECTIONS.map(([title, key]) => (
        <section key={key} aria-label={title}>
          <Divider orientation="left" plain style={{ margin: '8px 0' }}>
            {title}
          </Divider>
          {line.pickables[key].length === 0 && <Text type="secondary">None</Text>}
          {line.pickables[key].map((pickable) => (
            <Checkbox
              key={pickable.pickableLetter}
              checked={!filtered.has(pickable.pickableLetter)}
              onChange={(event) => toggle(pickable.pickableLetter, event.target.checked)}
              style={{ width: 220, marginInlineStart: 0 }}
            >
              {pickable.pickableLetter} {pickable.pickableName}
            </Checkbox>
          ))}
        </section>
      ))}
    </Modal>
  );
}
