import { Checkbox, Divider, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { FILTER_SECTIONS } from './filter-sections.ts';

interface Pickable {
  pickableLetter: string;
  pickableName: string;
}

export type FilterPickables = Record<(typeof FILTER_SECTIONS)[number][1], readonly Pickable[]>;

/**
 * The body of a Filter Labels dialog (the planner's and the kiosk's): the seven groups of the
 * line's letters, each letter checked unless filtered; a group without letters says None.
 */
export function FilterChecklist({
  pickables,
  filtered,
  onToggle,
  checkboxStyle,
}: {
  pickables: FilterPickables;
  filtered: ReadonlySet<string>;
  onToggle: (letter: string, checked: boolean) => void;
  /** The kiosk's boxes are taller, for gloved hands. */
  checkboxStyle?: CSSProperties;
}) {
  return (
    <>
      {FILTER_SECTIONS.map(([title, key]) => (
        <section key={key} aria-label={title}>
          <Divider orientation="left" plain style={{ margin: '8px 0' }}>
            {title}
          </Divider>
          {pickables[key].length === 0 ? (
            <Typography.Text type="secondary">None</Typography.Text>
          ) : null}
          {pickables[key].map((pickable) => (
            <Checkbox
              key={pickable.pickableLetter}
              checked={!filtered.has(pickable.pickableLetter)}
              onChange={(event) => onToggle(pickable.pickableLetter, event.target.checked)}
              style={{ width: 220, marginInlineStart: 0, ...checkboxStyle }}
            >
              {pickable.pickableLetter} {pickable.pickableName}
            </Checkbox>
          ))}
        </section>
      ))}
    </>
  );
}
