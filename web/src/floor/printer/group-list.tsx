import { Empty, List, Tag } from 'antd';
import { groupChips, type GroupChip } from './kiosk-rules.ts';
import { Title } from '../../shared/typography.tsx';

const CHIP_COLORS: Record<GroupChip['kind'], string> = {
  'in-progress': 'green',
  'up-next': 'blue',
  unpackable: 'red',
  packable: 'default',
  none: 'default',
};

export interface ListedGroup {
  id: string;
  name: string;
  mealPlan: string;
  boxSize: number;
  shipDate: string;
  boxCount: number;
  printedBoxCount: number;
  remainingBoxCount: number;
  unpackableBoxCount: number;
}

/** The line's groups in order with their chips; a tap chooses one. */
export function GroupList<T extends ListedGroup>({
  groups,
  selectedId,
  nextId,
  choose,
}: {
  groups: readonly T[] | undefined;
  selectedId: string | null;
  nextId: string | null;
  choose: (group: T) => void;
}) {
  return (
    <section aria-label="Groups">
      <Title level={3}>Groups</Title>
      {groups && groups.length === 0 ? <Empty description="No groups on this line" /> : null}
      <List
        dataSource={[...(groups ?? [])]}
        rowKey="id"
        renderItem={(group) => {
          const selected = group.id === selectedId;
          const chips = groupChips(group, selectedId, nextId);
          return (
            <List.Item
              aria-current={selected ? 'true' : undefined}
              onClick={() => choose(group)}
              style={{
                cursor: 'pointer',
                padding: 16,
                marginBottom: 8,
                borderRadius: 8,
                background: selected ? '#e3f0e8' : '#ffffff',
                border: `2px solid ${selected ? '#1f6f43' : '#d9e2dc'}`,
              }}
            >
              <div style={{ width: '100%' }}>
                <div style={{ fontSize: 20, fontWeight: 600 }}>{group.name}</div>
                <div style={{ color: '#55605a' }}>
                  {group.mealPlan} · {group.boxSize}&quot; box · ships {group.shipDate} ·{' '}
                  {group.printedBoxCount}/{group.boxCount} printed
                </div>
                <div style={{ marginTop: 8 }}>
                  {chips.map((chip) => (
                    <Tag
                      key={chip.kind}
                      color={
                        chip.kind === 'packable' && chip.lastThirty
                          ? 'orange'
                          : CHIP_COLORS[chip.kind]
                      }
                      style={{ fontSize: 15, padding: '2px 10px' }}
                    >
                      {chip.text}
                    </Tag>
                  ))}
                </div>
              </div>
            </List.Item>
          );
        }}
      />
    </section>
  );
}
