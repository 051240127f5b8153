import { Flex, Segmented } from 'antd';
import type { EditorZone } from './preset-draft.ts';
import { zonesInOrder } from './preset-draft.ts';
import type { ZoneIssues } from './use-preset-draft.ts';
import { ZoneCard } from './zone-card.tsx';

export type ZoneView = 'standard' | 'left-to-right' | 'right-to-left';

export const ZONE_VIEW_OPTIONS: Array<{ value: ZoneView; label: string }> = [
  { value: 'standard', label: 'Standard' },
  { value: 'left-to-right', label: 'Left To Right' },
  { value: 'right-to-left', label: 'Right To Left' },
];

export function ZoneViewSwitch(props: { value: ZoneView; onChange: (view: ZoneView) => void }) {
  return (
    <Segmented<ZoneView>
      aria-label="Zone view"
      options={ZONE_VIEW_OPTIONS}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/**
 * The zones in zone id order. Standard wraps them; left-to-right and right-to-left lay them in
 * one row the way the line runs past the person reading the screen (zone 1 first or last).
 */
export function ZoneBoard(props: {
  zones: EditorZone[];
  issues: Map<string, ZoneIssues>;
  view: ZoneView;
  editable: boolean;
  onCell?: (key: string, cell: number, typed: string) => void;
  onConfigure?: (zone: EditorZone) => void;
}) {
  const { zones, issues, view, editable, onCell, onConfigure } = props;
  const ordered = zonesInOrder(zones);
  const shown = view === 'right-to-left' ? ordered.reverse() : ordered;
  return (
    <Flex
      gap={12}
      align="flex-start"
      wrap={view === 'standard' ? 'wrap' : 'nowrap'}
      style={view === 'standard' ? undefined : { overflowX: 'auto', paddingBottom: 8 }}
      data-testid="zone-board"
    >
      {shown.map((zone) => (
        <ZoneCard
          key={zone.key}
          zone={zone}
          issues={issues.get(zone.key)}
          editable={editable}
          onCell={(cell, typed) => onCell?.(zone.key, cell, typed)}
          onConfigure={() => onConfigure?.(zone)}
        />
      ))}
    </Flex>
  );
}
