import { Checkbox } from 'antd';
import { SupervisorCodeDialog } from './supervisor-code-dialog.tsx';

export interface TailGroup {
  id: string;
  name: string;
  unpackableBoxCount: number;
}

/** Unassign Tails' dialog: the groups with unpackable boxes to choose, and the supervisor's code. */
export function UnassignTailsDialog({
  open,
  tails,
  chosen,
  choose,
  submit,
  onClose,
}: {
  open: boolean;
  tails: readonly TailGroup[];
  chosen: string[];
  choose: (ids: string[]) => void;
  submit: (code: string) => Promise<string | null>;
  onClose: () => void;
}) {
  return (
    <SupervisorCodeDialog
      open={open}
      title="Unassign Tails"
      okText="Unassign"
      okDisabled={chosen.length === 0}
      submit={submit}
      onClose={onClose}
    >
      <Checkbox.Group
        aria-label="Tails"
        value={chosen}
        onChange={(values) => choose(values as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 }}
      >
        {tails.map((group) => (
          <Checkbox key={group.id} value={group.id} style={{ fontSize: 18 }}>
            {group.name} · {group.unpackableBoxCount} Unpackable
          </Checkbox>
        ))}
      </Checkbox.Group>
    </SupervisorCodeDialog>
  );
}
