import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Tag, Tooltip, Typography } from 'antd';
import { includesMiddleIce } from '@ops/schema/line-presets/zone-edit';
import {
  isSingleCellZone,
  ZONE_FLAG_LABELS,
  ZONE_FLAGS,
} from '@ops/schema/line-presets/zone-types';
import type { EditorZone } from './preset-draft.ts';
import { shutWithoutTitle } from '../../shared/control-tip.tsx';
import type { ZoneIssues } from './use-preset-draft.ts';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';

const CELL_WIDTH = 60;
const ERROR_COLOR = '#ff4d4f';

export interface ZoneCardProps {
  zone: EditorZone;
  issues: ZoneIssues | undefined;
  editable: boolean;
  onCell?: (cell: number, typed: string) => void;
  onConfigure?: () => void;
}

/** One zone: its id, type and badges, and its grid of cells (inputs in the editor). */
export function ZoneCard({ zone, issues, editable, onCell, onConfigure }: ZoneCardProps) {
  const label = `Zone ${zone.zoneId ?? ''}`;
  const inError = (issues?.zone.length ?? 0) > 0 || (issues?.cells.size ?? 0) > 0;
  return (
    <Card
      size="small"
      role="group"
      aria-label={label}
      style={{ minWidth: 180, maxWidth: 560, borderColor: inError ? ERROR_COLOR : undefined }}
      title={
        <Flex align="center" gap={8}>
          <span>{label}</span>
          <Tag color="blue">{zone.pickableType ?? 'No type'}</Tag>
        </Flex>
      }
      extra={
        editable ? (
          <Tooltip title="Configure zone" trigger={HOVER_OR_FOCUS}>
            <Button
              type="text"
              size="small"
              aria-label={`Configure ${label}`}
              icon={<SettingOutlined />}
              onClick={onConfigure}
            />
          </Tooltip>
        ) : null
      }
    >
      <Flex vertical gap={8}>
        <ZoneBadges zone={zone} />
        {issues?.zone.map((message) => (
          <Typography.Text key={message} type="danger">
            {message}
          </Typography.Text>
        ))}
        <ZoneCells zone={zone} issues={issues} editable={editable} onCell={onCell} label={label} />
      </Flex>
    </Card>
  );
}

function ZoneBadges({ zone }: { zone: EditorZone }) {
  const badges = ZONE_FLAGS.filter((flag) => zone[flag]).map(
    (flag) => ZONE_FLAG_LABELS[flag].badge,
  );
  if (includesMiddleIce(zone)) badges.unshift('Middle Ice');
  if (badges.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {badges.map((badge) => (
        <Tag key={badge} color="gold" style={{ marginInlineEnd: 0 }}>
          {badge}
        </Tag>
      ))}
    </Flex>
  );
}

function ZoneCells(props: {
  zone: EditorZone;
  issues: ZoneIssues | undefined;
  editable: boolean;
  onCell?: (cell: number, typed: string) => void;
  label: string;
}) {
  const { zone, issues, editable, onCell, label } = props;
  if (isSingleCellZone(zone.pickableType)) {
    return <div style={cellBoxStyle(false)}>{zone.pickableType}</div>;
  }
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${zone.columns ?? 1}, ${CELL_WIDTH}px)`,
        gap: 4,
      }}
    >
      {zone.itemLetters.map((letter, cell) => {
        const error = issues?.cells.get(cell);
        const cellLabel = `${label} cell ${cell + 1}`;
        const content = editable ? (
          <Input
            size="small"
            aria-label={cellLabel}
            aria-invalid={error ? true : undefined}
            value={letter}
            status={error ? 'error' : undefined}
            maxLength={4}
            style={{ textAlign: 'center', background: error ? '#fff1f0' : undefined }}
            onChange={(event) => onCell?.(cell, event.target.value)}
          />
        ) : (
          <div role="group" aria-label={cellLabel} style={cellBoxStyle(Boolean(error))}>
            {letter || '\u00a0'}
          </div>
        );
        // Always wrapped, so a cell that turns red keeps its input (and the caret) mounted.
        return (
          <Tooltip key={cell} title={error} trigger={HOVER_OR_FOCUS} open={shutWithoutTitle(error)}>
            {content}
          </Tooltip>
        );
      })}
    </div>
  );
}

function cellBoxStyle(error: boolean) {
  return {
    minWidth: CELL_WIDTH,
    padding: '2px 6px',
    textAlign: 'center' as const,
    border: `1px solid ${error ? ERROR_COLOR : '#d9d9d9'}`,
    background: error ? '#fff1f0' : '#fafafa',
    borderRadius: 4,
  };
}
