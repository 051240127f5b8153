import { useQuery } from '@apollo/client/react';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { PlannerPresetOptionsQueryDocument } from '../../generated/graphql.ts';
import { StaleAlert } from './chosen-groups.tsx';
import { presetChanged } from './messages.ts';
import { PlannerRefusal } from './planner-refusal.ts';
import { usePlannerToasts } from './use-planner-toasts.ts';
import { useUpdateLinePreset } from './use-update-line-preset.ts';
import { focusOnOpen } from '../../shared/dialog-focus.tsx';

export interface ChangePresetDialogProps {
  facilityId: string;
  line: { name: string; linePreset?: { id: string } | null };
  onClose: () => void;
}

/**
 * Change a line's preset to another of the facility's presets; Submit needs a different one.
 * When another planner changed the line's preset meanwhile, the change is refused, and the
 * dialog says so and shows the preset the line has now.
 */
export function ChangePresetDialog({ facilityId, line, onClose }: ChangePresetDialogProps) {
  const { data, loading: loadingPresets } = useQuery(PlannerPresetOptionsQueryDocument, {
    variables: { packingFacilityId: facilityId },
  });
  const [seen, setSeen] = useState<string | null>(line.linePreset?.id ?? null);
  const [presetId, setPresetId] = useState<string | undefined>(seen ?? undefined);
  const [stale, setStale] = useState<string | null>(null);
  const { update, loading } = useUpdateLinePreset(facilityId);
  const toasts = usePlannerToasts();
  const presets = data?.linePresets ?? [];
  const changed = presetId !== undefined && presetId !== seen;
  const submit = async () => {
    if (!presetId || !changed) return;
    try {
      await update(line.name, presetId, seen);
      toasts.success(presetChanged(line.name, presets.find((p) => p.id === presetId)?.name ?? ''));
      onClose();
    } catch (error) {
      if (!(error instanceof PlannerRefusal) || !error.stale) {
        return toasts.error((error as Error).message);
      }
      const now = error.current.packLines?.find((other) => other.name === line.name);
      const current = now?.linePreset?.id ?? null;
      setSeen(current);
      setPresetId(current ?? undefined);
      setStale(error.message);
    }
  };
  return (
    <Modal
      modalRender={focusOnOpen}
      open
      title={`Change Preset of Pack Line ${line.name}`}
      okText="Submit"
      okButtonProps={{ disabled: !changed, loading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <StaleAlert message={stale} />
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
