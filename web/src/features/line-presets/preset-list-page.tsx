import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FacilitySelect } from '../../shared/facility-select.tsx';
import { PresetFormDialog } from './lazy-preset-form-dialog.tsx';
import { presetEditPath, presetListPath } from './preset-paths.ts';
import { PresetTable } from './preset-table.tsx';
import { useCreatePreset } from './use-create-preset.ts';
import { useFlash } from './use-flash.ts';
import { useOnlyFacility } from './use-only-facility.ts';
import { usePresetMessages } from './use-preset-messages.ts';
import { usePresetNames } from './use-preset-names.ts';
import { ScreenHeader } from '../../shared/history/history-button.tsx';

const EMPTY_FORM = { name: '', description: '' };

/** /admin/pick_to_light_presets[/:packingFacilityId]: the facility's presets. */
export default function PresetListPage() {
  const { packingFacilityId } = useParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useFlash();
  useOnlyFacility(packingFacilityId);

  return (
    <Flex vertical gap={16}>
      <ScreenHeader title="Line Presets" history={{ screen: 'line_presets', packingFacilityId }} />
      <Flex gap={12} align="center" wrap>
        <FacilitySelect
          value={packingFacilityId}
          onChange={(id) => void navigate(presetListPath(id))}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!packingFacilityId}
          onClick={() => setCreating(true)}
        >
          NEW PRESET
        </Button>
      </Flex>
      {packingFacilityId ? (
        <>
          <PresetTable facilityId={packingFacilityId} />
          <NewPresetDialog
            facilityId={packingFacilityId}
            open={creating}
            onClose={() => setCreating(false)}
          />
        </>
      ) : (
        <Empty description="Choose a packing facility to see its line presets." />
      )}
    </Flex>
  );
}

function NewPresetDialog(props: { facilityId: string; open: boolean; onClose: () => void }) {
  const { facilityId, open, onClose } = props;
  const navigate = useNavigate();
  const create = useCreatePreset(facilityId);
  const names = usePresetNames(facilityId);
  const messages = usePresetMessages();
  return (
    <PresetFormDialog
      open={open}
      title="New Preset"
      okText="Create"
      initialValues={EMPTY_FORM}
      otherNames={names}
      onCancel={onClose}
      onSubmit={async (values) => {
        try {
          const { preset, error } = await create(values);
          if (!preset) return error;
          onClose();
          void navigate(presetEditPath(facilityId, preset.id));
          return null;
        } catch (failure) {
          messages.error((failure as Error).message);
          return null;
        }
      }}
    />
  );
}
