import { remainingBoxes } from '@ops/schema/planner/rules';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Button, Drawer, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import type { LineWidget_LineFragment } from '../../generated/graphql.ts';
import { StaleAlert } from './chosen-groups.tsx';
import type { GroupState } from './group-states.ts';
import { withChangedGroups } from './planner-data.ts';
import { PlannerRefusal } from './planner-refusal.ts';
import { lineGroups } from './seen.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { usePlanGroups } from './use-plan-groups.ts';
import { useReorderGroups } from './use-reorder-groups.ts';

/** The assignments list scrolls past 800 px. */
const LIST_MAX_HEIGHT = 800;

export interface AssignmentDrawerProps {
  facilityId: string;
  line: LineWidget_LineFragment;
  /** Every group's state: the line's open groups are read from them. */
  groups: readonly GroupState[];
  onClose: () => void;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A line's open groups in its order: the current group badged In Progress, the next Up Next.
 * Groups are dragged to reorder; the order is sent only when it changed, with the order the
 * planner saw when the drawer opened. The list stays as it was then while the planner arranges
 * it; when another planner changed the line meanwhile, the save is refused, the drawer says what
 * changed and shows the line's order as it is now.
 */
export function AssignmentDrawer({ facilityId, line, groups, onClose }: AssignmentDrawerProps) {
  const [seen, setSeen] = useState(() => lineGroups(groups, line.name));
  const [order, setOrder] = useState(() => seen.map((group) => group.id));
  const [stale, setStale] = useState<string | null>(null);
  // Rows are the groups as seen, with their figures as they are now.
  const rows = usePlanGroups(order);
  const changed = !sameOrder(
    order,
    seen.map((group) => group.id),
  );
  const { reorder, loading } = useReorderGroups(facilityId);
  const { token } = theme.useToken();
  const toasts = usePlannerToasts();

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    const next = [...order];
    const [moved] = next.splice(result.source.index, 1);
    next.splice(result.destination.index, 0, moved!);
    setOrder(next);
  };
  const save = async () => {
    if (!changed) return onClose();
    try {
      await reorder({ lineName: line.name, ordered: order, seen: seen.map((group) => group.id) });
      toasts.success(`Group order saved for Pack Line ${line.name}.`);
      onClose();
    } catch (error) {
      if (error instanceof PlannerRefusal && error.stale) {
        // The line's groups as the refusal says they are now, over the ones the planner holds.
        const now = lineGroups(
          withChangedGroups(groups, error.current.packLinePlanGroups ?? []),
          line.name,
        );
        setSeen(now);
        setOrder(now.map((group) => group.id));
        setStale(error.message);
      } else {
        toasts.error((error as Error).message);
      }
    }
  };

  return (
    <Drawer
      open
      width={520}
      title={`Pack Line ${line.name} assignments`}
      onClose={onClose}
      footer={
        <Button type="primary" loading={loading} onClick={() => void save()}>
          {changed ? 'Save Group Order Changes' : 'Close Without Saving Order'}
        </Button>
      }
    >
      <StaleAlert message={stale} />
      <div style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId={`line-${line.name}`}>
            {(drop) => (
              <div ref={drop.innerRef} {...drop.droppableProps} aria-label="Assignments">
                {rows.map((group, index) => (
                  <Draggable key={group.id} draggableId={group.id} index={index}>
                    {(drag) => (
                      <div
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        {...drag.dragHandleProps}
                        aria-label={`${group.name} ${group.id}`}
                        style={{ ...drag.draggableProps.style, marginBottom: 6 }}
                      >
                        <div
                          style={{
                            background: token.colorBgContainer,
                            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
                            padding: token.paddingXS,
                          }}
                        >
                          <Typography.Text>
                            {index + 1}. {group.name} · {group.mealPlan} · {group.boxSize}" ·{' '}
                            {remainingBoxes(group)} remaining
                          </Typography.Text>
                          {group.id === line.currentGroupId && <Tag color="green">In Progress</Tag>}
                          {group.id === line.nextGroupId && <Tag color="blue">Up Next</Tag>}
                        </div>
                      </div>
                    )}
                  </Draggable>
                ))}
                {/* The dnd library's spacer: keeps the list's height while a group is dragged. */}
                {drop.placeholder}
              </div>
            )}
          </Droppable>
        </DragDropContext>
      </div>
    </Drawer>
  );
}
