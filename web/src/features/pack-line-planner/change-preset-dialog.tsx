import { useQuery } from '@apollo/client/react';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { PlannerPresetOptionsQueryDocument } from '../../generated/graphql.ts';
import { presetChanged } from './messages.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useUpdateLinePreset } from './use-update-line-preset.ts';

export interface ChangePresetDialogProps {
  facilityId: string;
  line: { name: string; linePreset?: { id: string } | null };
  onClose: () => void;
}

/** Change a line's preset to another of the facility's presets; Submit needs a different one. */
export function ChangePresetDialog({ facilityId, line, onClose }: ChangePresetDialogProps) {
  const { data, loading: loadingPresets } = useQuery(PlannerPresetOptionsQueryDocument, {
    variables: { packingFacilityId: facilityId },
  });
  const [presetId, setPresetId] = useState<string | undefined>(line.linePreset?.id);
  const { update, loading } = useUpdateLinePreset(facilityId);
  const toasts = usePlannerToasts();
  const presets = data?.linePresets ?? [];
  const changed = presetId !== undefined && presetId !== line.linePreset?.id;
  const submit = async () => {
    if (!presetId || !changed) return;
    try {
      await update(line.name, presetId);
      toasts.success(presetChanged(line.name, presets.find((p) => p.id === presetId)?.name ?? ''));
      onClose();
    } catch (error) {
      toasts.error((error as Error).message);
    }
  };
  return (
    <Modal
      open
      title={`Change Preset of Pack Line ${line.name}`}
      okText="Submit"
      okButtonProps={{ disabled: !changed, loading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="Preset" required>
          <Select
            aria-label="Preset"
            loading={loadingPresets}
            value={presetId}
            onChange={setPresetId}
            options={presets.map((preset) => ({ value: preset.id, label: preset.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
