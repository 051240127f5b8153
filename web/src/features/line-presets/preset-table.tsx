import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  PresetListQueryDocument,
  type PresetList_PresetFragment as Preset,
} from '../../generated/graphql.ts';
import { PresetFormDialog } from './lazy-preset-form-dialog.tsx';
import { presetEditPath, presetViewPath } from './preset-paths.ts';
import { byName, useCreatePreset } from './use-create-preset.ts';
import { useDeletePreset } from './use-delete-preset.ts';
import { usePresetMessages } from './use-preset-messages.ts';
import { errorSentence } from '../../shared/error-sentence.ts';
import { HOVER_OR_FOCUS } from '../../shared/tooltip-trigger.ts';
import { ControlTip } from '../../shared/control-tip.tsx';

export const DELETE_CONFIRMATION = 'This will delete this preset! Are you sure?';
export const DELETE_BLOCKED = 'Presets with line assignments cannot be deleted';

/** The facility's presets with their lines and the row actions edit, view, duplicate, delete. */
export function PresetTable({ facilityId }: { facilityId: string }) {
  const navigate = useNavigate();
  const messages = usePresetMessages();
  const { data, loading, error, refetch } = useQuery(PresetListQueryDocument, {
    variables: { packingFacilityId: facilityId },
  });
  const deletePreset = useDeletePreset(facilityId);
  const [duplicating, setDuplicating] = useState<Preset | null>(null);

  useEffect(() => {
    if (error) messages.error(error.message);
  }, [error, messages]);

  const presets = useMemo(() => [...(data?.linePresets ?? [])].sort(byName), [data]);

  async function remove(preset: Preset) {
    try {
      messages.success(await deletePreset(preset.id));
    } catch (failure) {
      messages.error((failure as Error).message);
    }
  }

  const columns: TableColumnsType<Preset> = [
    { title: 'Name', key: 'name', dataIndex: 'name' },
    { title: 'Description', key: 'description', dataIndex: 'description' },
    {
      title: 'Line Assignment',
      key: 'lines',
      render: (_, preset) =>
        preset.lineAssignments.length === 0
          ? '—'
          : preset.lineAssignments.map((line) => <Tag key={line.id}>Line {line.name}</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 200,
      render: (_, preset) => (
        <Space size={4}>
          <RowAction
            label="Edit"
            preset={preset}
            icon={<EditOutlined />}
            onClick={() => void navigate(presetEditPath(facilityId, preset.id))}
          />
          <RowAction
            label="View"
            preset={preset}
            icon={<EyeOutlined />}
            onClick={() => void navigate(presetViewPath(facilityId, preset.id))}
          />
          <RowAction
            label="Duplicate"
            preset={preset}
            icon={<CopyOutlined />}
            onClick={() => setDuplicating(preset)}
          />
          <DeleteAction preset={preset} onConfirm={() => remove(preset)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          message="The presets could not be loaded."
          description={errorSentence('load the presets', error)}
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : (
        <Table<Preset>
          rowKey="id"
          dataSource={presets}
          columns={columns}
          loading={loading}
          pagination={false}
          locale={{ emptyText: 'This facility has no presets yet.' }}
        />
      )}
      <DuplicateDialog
        facilityId={facilityId}
        source={duplicating}
        names={presets.map((preset) => preset.name)}
        onClose={() => setDuplicating(null)}
      />
    </>
  );
}

function RowAction(props: { label: string; preset: Preset; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.label} trigger={HOVER_OR_FOCUS}>
      <Button
        type="text"
        aria-label={`${props.label} ${props.preset.name}`}
        icon={props.icon}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function DeleteAction({ preset, onConfirm }: { preset: Preset; onConfirm: () => Promise<void> }) {
  const inUse = preset.lineAssignments.length > 0;
  return (
    <ControlTip tip="Delete" reason={inUse ? DELETE_BLOCKED : undefined}>
      <Popconfirm
        title={DELETE_CONFIRMATION}
        okText="Delete"
        okButtonProps={{ danger: true }}
        disabled={inUse}
        onConfirm={onConfirm}
      >
        <Button
          type="text"
          danger
          aria-label={`Delete ${preset.name}`}
          icon={<DeleteOutlined />}
          disabled={inUse}
        />
      </Popconfirm>
    </ControlTip>
  );
}

function DuplicateDialog(props: {
  facilityId: string;
  source: Preset | null;
  names: string[];
  onClose: () => void;
}) {
  const { facilityId, source, names, onClose } = props;
  const create = useCreatePreset(facilityId);
  const messages = usePresetMessages();
  const initialValues = useMemo(
    () => ({
      name: source ? `Copy of ${source.name}` : '',
      description: source?.description ?? '',
    }),
    [source],
  );
  return (
    <PresetFormDialog
      open={source !== null}
      title={`Duplicate ${source?.name ?? ''}`}
      okText="Duplicate"
      initialValues={initialValues}
      otherNames={names}
      onCancel={onClose}
      onSubmit={async (values) => {
        if (!source) return null;
        try {
          const { preset, error } = await create({ ...values, sourceId: source.id });
          if (!preset) return error;
          onClose();
          messages.success(`${preset.name} was created from ${source.name}.`);
          return null;
        } catch (failure) {
          messages.error((failure as Error).message);
          return null;
        }
      }}
    />
  );
}
