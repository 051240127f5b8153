import { lastPrintText, progressFigures } from '@ops/schema/planner/rules';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { LineWidget_LineFragment } from '../../generated/graphql.ts';

const { Text } = Typography;

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
 * it can still pack, and how long ago it last printed.
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
        <Button type="link" size="small" onClick={() => onOpen(line)}>
          Assignments
        </Button>
      }
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center">
          <Text ellipsis={preset ? { tooltip: preset.name } : false} style={{ maxWidth: 150 }}>
            {preset ? preset.name : 'No preset'}
          </Text>
          {preset && (
            <Button
              size="small"
              onClick={() =>
                void navigate(
                  `/admin/pick_to_light_presets/${line.packingFacilityId}/${preset.id}/view`,
                )
              }
            >
              View Preset
            </Button>
          )}
        </Flex>
        <Progress
          percent={figures.bufferPercent}
          success={{ percent: figures.printedPercent }}
          showInfo={false}
          aria-label={`Printed ${line.printedBoxCount} of ${line.boxCount}`}
        />
        <Text>
          {line.printedBoxCount} / {line.boxCount} printed · buffer {figures.packable}
        </Text>
        <Text type="secondary">
          Unpackable {line.unpackableBoxCount} · Unconfigured picks {line.unconfiguredPicks} ·
          Filtered pickables {line.filteredPickables}
        </Text>
        <Flex gap={4}>
          <Button size="small" onClick={() => onFilter(line)}>
            Filter Labels
          </Button>
          {onChangePreset && (
            <Button size="small" onClick={() => onChangePreset(line)}>
              Change Preset
            </Button>
          )}
        </Flex>
        <Text type="secondary">Last print: {lastPrintText(line.lastPrintedAt ?? null, now)}</Text>
      </Flex>
    </Card>
  );
}
