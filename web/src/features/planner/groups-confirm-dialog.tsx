import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import { ChosenGroups, StaleAlert } from './chosen-groups.tsx';
import { ControlTip } from '../../shared/control-tip.tsx';
import { NEEDS_SELECTION } from './messages.ts';
import { useSeenGroups } from './use-seen-groups.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface GroupsConfirmDialogProps {
  /** The spec's question, e.g. 'Manually complete pack line plan groups?'. */
  title: string;
  groups: readonly PlannerTable_GroupFragment[];
  loading: boolean;
  /** Acts on the groups as listed; a stale refusal keeps the dialog open with them as now. */
  onConfirm: (groups: readonly PlannerTable_GroupFragment[]) => Promise<void>;
  /** Any other outcome: the dialog closes. */
  onClose: () => void;
}

/** A confirmation that lists the groups it acts on (how many, and which). */
export function GroupsConfirmDialog({
  title,
  groups,
  loading,
  onConfirm,
  onClose,
}: GroupsConfirmDialogProps) {
  const { seen, stale, refresh } = useSeenGroups(groups);
  const confirm = async () => {
    try {
      await onConfirm(seen);
      onClose();
    } catch (error) {
      if (!refresh(error)) onClose();
    }
  };
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title={title}
      okText="Yes"
      cancelText="No"
      okButtonProps={{ loading, disabled: seen.length === 0 }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <StaleAlert message={stale} />
      <ChosenGroups groups={seen} />
    </Modal>
  );
}

/**
 * A toolbar button acting on the selected groups after a confirmation that lists them; disabled
 * without a selected group, and saying so.
 */
export function ConfirmedGroupsButton({
  label,
  ...dialog
}: Omit<GroupsConfirmDialogProps, 'onClose'> & { label: string }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ControlTip reason={dialog.groups.length === 0 ? NEEDS_SELECTION : null}>
        <Button
          disabled={dialog.groups.length === 0}
          loading={dialog.loading}
          onClick={() => setConfirming(true)}
        >
          {label}
        </Button>
      </ControlTip>
      {confirming && <GroupsConfirmDialog {...dialog} onClose={() => setConfirming(false)} />}
    </>
  );
}
