import { PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ControlTip } from '../../shared/control-tip.tsx';

export const SAVE_BLOCKED_TOOLTIP = 'Please correct errors highlighted in red';

/** ADD ZONE, DISCARD CHANGES, SAVE and the 'Unsaved Changes' label of the editor. */
export function EditorActions(props: {
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  onAddZone: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { dirty, valid, saving, onAddZone, onDiscard, onSave } = props;
  return (
    <Flex gap={8} align="center" wrap>
      <Button icon={<PlusOutlined />} onClick={onAddZone}>
        ADD ZONE
      </Button>
      <Button icon={<UndoOutlined />} disabled={!dirty} onClick={onDiscard}>
        DISCARD CHANGES
      </Button>
      <ControlTip reason={valid ? undefined : SAVE_BLOCKED_TOOLTIP} data-testid="save-wrapper">
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!dirty || !valid}
          loading={saving}
          onClick={onSave}
        >
          SAVE
        </Button>
      </ControlTip>
      {dirty && <Tag color="orange">Unsaved Changes</Tag>}
    </Flex>
  );
}

/** The toolbar row: the view switch, then (in the editor) the actions. */
export function PresetToolbar({
  viewSwitch,
  actions,
}: {
  viewSwitch: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={16} align="center" wrap justify="space-between">
        {viewSwitch}
        {actions}
      </Flex>
      <Flex gap={16}>
        <Typography.Text type="secondary">WB = Welcome Binder</Typography.Text>
        <Typography.Text type="secondary">PI = Promotional Item</Typography.Text>
      </Flex>
    </Flex>
  );
}
