import { Alert, Typography } from 'antd';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';

/** A long choice scrolls within the dialog. */
const LIST_MAX_HEIGHT = 200;

const where = (line: string) => (line === 'Unassigned' ? line : `Pack Line ${line}`);

/**
 * The groups a dialog acts on, as the planner sees them: how many, and each one's name, line and
 * boxes (what the host compares with what is stored).
 */
export function ChosenGroups({ groups }: { groups: readonly PlannerTable_GroupFragment[] }) {
  return (
    <div>
      <Typography.Text>{groups.length} group(s):</Typography.Text>
      <ul aria-label="Chosen groups" style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>
        {groups.map((group) => (
          <li key={group.id}>
            {group.name} ({group.id}) · {where(group.lineAssignment)} · {group.boxCount} boxes
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What changed since the dialog opened, in the host's words (the dialog now shows the rest). */
export function StaleAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12, textAlign: 'start' }}
      message={title ?? message}
      {...(title ? { description: message } : {})}
    />
  );
}
