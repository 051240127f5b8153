import { Empty, Tag } from 'antd';
import { groupChips, type GroupChip } from './kiosk-rules.ts';

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
      <h3 className="kiosk-heading">Groups</h3>
      {groups && groups.length === 0 ? <Empty description="No groups on this line" /> : null}
      {/* A plain list of big buttons: a tap anywhere on a group chooses it. */}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(groups ?? []).map((group) => {
          const selected = group.id === selectedId;
          const chips = groupChips(group, selectedId, nextId);
          return (
            <li key={group.id} aria-current={selected ? 'true' : undefined}>
              <button
                type="button"
                onClick={() => choose(group)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  font: 'inherit',
                  color: 'inherit',
                  cursor: 'pointer',
                  padding: 16,
                  marginBottom: 8,
                  borderRadius: 8,
                  background: selected ? '#e3f0e8' : '#ffffff',
                  border: `2px solid ${selected ? '#1f6f43' : '#d9e2dc'}`,
                }}
              >
                <span style={{ display: 'block' }}>
                  <span style={{ display: 'block', fontSize: 20, fontWeight: 600 }}>
                    {group.name}
                  </span>
                  <span style={{ display: 'block', color: '#55605a' }}>
                    {group.mealPlan} · {group.boxSize}&quot; box · ships {group.shipDate} ·{' '}
                    {group.printedBoxCount}/{group.boxCount} printed
                  </span>
                  <span style={{ display: 'block', marginTop: 8 }}>
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
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
