import { Modal } from 'antd';
import type { KioskLineQueryQuery } from '../../generated/graphql.ts';
import { FilterChecklist } from '../../shared/filter-checklist.tsx';

/** Filter Labels' dialog: every letter of the line's menu, checked unless filtered. */
export function FilterLabelsDialog({
  open,
  line,
  filtered,
  toggle,
  loading,
  devMode,
  apply,
  cancel,
}: {
  open: boolean;
  line: KioskLineQueryQuery['kioskLine'];
  filtered: ReadonlySet<string>;
  toggle: (letter: string, checked: boolean) => void;
  loading: boolean;
  devMode: boolean;
  apply: () => void;
  cancel: () => void;
}) {
  return (
    <Modal
      open={open}
      width={760}
      title={`Filter Labels for Pack Line ${line.packLineName}`}
      okText="Apply"
      okButtonProps={{ loading, disabled: devMode }}
      onOk={apply}
      onCancel={cancel}
      destroyOnHidden
    >
      <FilterChecklist
        pickables={line.pickables}
        filtered={filtered}
        onToggle={toggle}
        checkboxStyle={{ padding: '6px 0', fontSize: 18 }}
      />
    </Modal>
  );
}
