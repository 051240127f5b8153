import { lastPrintText, progressFigures } from '@ops/schema/planner/rules';
import { useNavigate } from 'react-router';
import type { LineWidget_LineFragment } from '../../generated/graphql.ts';
import { Card } from '../../shared/card.tsx';
import { LightButton, LightProgress, LightText } from '../../shared/light-controls.tsx';
import './line-widget.css';

/**
 * A widget's box: 260 px wide, and as tall as its content on one line each, save the figures'
 * line, which takes two (LineWidgets holds the place with boxes of this size until it renders).
 */
export const LINE_WIDGET_SIZE = { width: 260, minHeight: 241, boxSizing: 'border-box' } as const;

export interface LineWidgetProps {
  line: LineWidget_LineFragment;
  now: Date;
  onOpen: (line: LineWidget_LineFragment) => void;
  onFilter: (line: LineWidget_LineFragment) => void;
  /** Opens the Change Preset dialog; without it the button is not shown. */
  onChangePreset?: (line: LineWidget_LineFragment) => void;
}

/**
 * A pack line at a glance: its preset, printed boxes out of the total with the buffer of boxes
 * it can still pack, and how long ago it last printed. Its buttons and texts are light controls
 * (antd's styles on native elements, registered once by LineWidgets, which provides them).
 */
export function LineWidget({ line, now, onOpen, onFilter, onChangePreset }: LineWidgetProps) {
  const navigate = useNavigate();
  const figures = progressFigures(line.boxCount, line.printedBoxCount, line.unpackableBoxCount);
  const preset = line.linePreset;
  return (
    <Card
      size="small"
      title={`Pack Line ${line.name}`}
      role="region"
      aria-label={`Pack Line ${line.name}`}
      style={LINE_WIDGET_SIZE}
      extra={
        <LightButton type="link" onClick={() => onOpen(line)}>
          Assignments
        </LightButton>
      }
    >
      <div className="ops-line-widget-rows">
        <div className="ops-line-widget-row">
          <LightText ellipsis style={{ maxWidth: 150 }}>
            {preset ? preset.name : 'No preset'}
          </LightText>
          {preset && (
            <LightButton
              onClick={() =>
                void navigate(
                  `/admin/pick_to_light_presets/${line.packingFacilityId}/${preset.id}/view`,
                )
              }
            >
              View Preset
            </LightButton>
          )}
        </div>
        <LightProgress
          percent={figures.bufferPercent}
          successPercent={figures.printedPercent}
          aria-label={`Printed ${line.printedBoxCount} of ${line.boxCount}`}
        />
        <LightText>
          {line.printedBoxCount} / {line.boxCount} printed · buffer {figures.packable}
        </LightText>
        <LightText type="secondary">
          Unpackable {line.unpackableBoxCount} · Unconfigured picks {line.unconfiguredPicks} ·
          Filtered pickables {line.filteredPickables}
        </LightText>
        <div className="ops-line-widget-actions">
          <LightButton onClick={() => onFilter(line)}>Filter Labels</LightButton>
          {onChangePreset && (
            <LightButton onClick={() => onChangePreset(line)}>Change Preset</LightButton>
          )}
        </div>
        <LightText type="secondary">
          Last print: {lastPrintText(line.lastPrintedAt ?? null, now)}
        </LightText>
      </div>
    </Card>
  );
}
