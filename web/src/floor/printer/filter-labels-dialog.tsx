import { Checkbox, Divider, Modal } from 'antd';
import type { KioskLineQueryQuery } from '../../generated/graphql.ts';
import { FILTER_SECTIONS } from '../../shared/filter-sections.ts';
import { Text } from '../../shared/typography.tsx';

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
      {FILTER_SECTIONS.map(([title, key]) => (
        <section key={key} aria-label={title}>
          <Divider orientation="left" plain style={{ margin: '8px 0' }}>
            {title}
          </Divider>
          {line.pickables[key].length === 0 ? <Text type="secondary">None</Text> : null}
          {line.pickables[key].map((pickable) => (
            <Checkbox
              key={pickable.pickableLetter}
              checked={!filtered.has(pickable.pickableLetter)}
              onChange={(event) => toggle(pickable.pickableLetter, event.target.checked)}
              style={{ width: 220, marginInlineStart: 0, padding: '6px 0', fontSize: 18 }}
            >
              {pickable.pickableLetter} {pickable.pickableName}
            </Checkbox>
          ))}
        </section>
      ))}
    </Modal>
  );
}
