import { App, Empty, Flex } from 'antd';
import { newZoneDraft } from '@ops/schema/line-presets/zone-edit';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PresetEditor_PresetFragment } from '../../generated/graphql.ts';
import type { EditorZone } from './preset-draft.ts';
import { PresetFormDialog } from './lazy-preset-form-dialog.tsx';
import { PresetHeader } from './preset-header.tsx';
import { presetListPath, type PresetListState } from './preset-paths.ts';
import { EditorActions, PresetToolbar } from './preset-toolbar.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { usePresetDraft } from './use-preset-draft.ts';
import { usePresetMessages } from './use-preset-messages.ts';
import { usePresetNames } from './use-preset-names.ts';
import { useSavePreset } from './use-save-preset.ts';
import { ZoneBoard, ZoneViewSwitch, type ZoneView } from './zone-board.tsx';
import { lazyComponent } from '../../shared/lazy-component.ts';

// The zone dialog (antd's Form, Select, Checkbox and Modal) and the line refresh prompt load
// when first opened.
const ZoneDialog = lazyComponent(() =>
  import('./zone-dialog.tsx').then((module) => module.ZoneDialog),
);
const LineRefreshPrompt = lazyComponent(() =>
  import('./line-refresh-prompt.tsx').then((module) => module.LineRefreshPrompt),
);

export const DISCARD_CONFIRMATION = 'This will revert all your changes. Are you sure?';
export const SAVED_FLASH = 'Changes Saved Successfully!';

type Configuring = { zone: EditorZone; isNew: boolean } | null;

/** The editor: the draft of one preset, its zones, and the discard and save flows. */
export function PresetEditorDesk(props: {
  preset: PresetEditor_PresetFragment;
  facilityId: string;
  onBack: () => void;
}) {
  const { preset, facilityId, onBack } = props;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const messages = usePresetMessages();
  const state = usePresetDraft(preset);
  const { draft, dirty, problems } = state;
  const allowLeave = useLeaveGuard(dirty);
  const otherNames = usePresetNames(facilityId, preset.id);
  const { reload, save } = useSavePreset(facilityId, preset.id);
  const [view, setView] = useState<ZoneView>('standard');
  const [editingDetails, setEditingDetails] = useState(false);
  const [configuring, setConfiguring] = useState<Configuring>(null);
  const [saving, setSaving] = useState(false);
  const [linesToRefresh, setLinesToRefresh] = useState<string[] | null>(null);
  const details = useMemo(
    () => ({ name: draft.name, description: draft.description }),
    [draft.name, draft.description],
  );

  function discard() {
    modal.confirm({
      title: DISCARD_CONFIRMATION,
      okText: 'Discard',
      okButtonProps: { danger: true },
      onOk: () => {
        state.discard();
        messages.success('Changes Discarded');
      },
    });
  }

  async function commit() {
    setSaving(true);
    try {
      const refused = await save(draft);
      if (refused) {
        messages.error(refused.join(' '));
        return;
      }
      allowLeave.current = true;
      const flash: PresetListState = { flash: SAVED_FLASH };
      void navigate(presetListPath(facilityId), { state: flash });
    } catch (failure) {
      messages.error((failure as Error).message);
    } finally {
      setSaving(false);
      setLinesToRefresh(null);
    }
  }

  async function startSave() {
    setSaving(true);
    try {
      const current = await reload();
      if (current.lineAssignments.length > 0) {
        setLinesToRefresh(current.lineAssignments.map((line) => line.name));
        setSaving(false);
        return;
      }
    } catch (failure) {
      messages.error((failure as Error).message);
      setSaving(false);
      return;
    }
    await commit();
  }

  return (
    <Flex vertical gap={16}>
      <PresetHeader
        name={draft.name}
        description={draft.description}
        onBack={onBack}
        onEditDetails={() => setEditingDetails(true)}
      />
      <PresetToolbar
        viewSwitch={<ZoneViewSwitch value={view} onChange={setView} />}
        actions={
          <EditorActions
            dirty={dirty}
            valid={problems.length === 0}
            saving={saving}
            onAddZone={() => setConfiguring({ zone: newEditorZone(draft.zones), isNew: true })}
            onDiscard={discard}
            onSave={() => void startSave()}
          />
        }
      />
      {draft.zones.length === 0 ? (
        <Empty description="This preset has no zones yet: ADD ZONE to lay out the line." />
      ) : (
        <ZoneBoard
          zones={draft.zones}
          issues={state.issues}
          view={view}
          editable
          onCell={state.setCell}
          onConfigure={(zone) => setConfiguring({ zone, isNew: false })}
        />
      )}
      <PresetFormDialog
        open={editingDetails}
        title="Edit Preset"
        okText="Done"
        initialValues={details}
        otherNames={otherNames}
        onCancel={() => setEditingDetails(false)}
        onSubmit={async (values) => {
          state.setDetails(values.name, values.description);
          setEditingDetails(false);
          return null;
        }}
      />
      <Suspense fallback={null}>
        {configuring && (
          <ZoneDialog
            zone={configuring.zone}
            isNew={configuring.isNew}
            otherZoneIds={draft.zones
              .filter((zone) => zone.key !== configuring.zone.key)
              .flatMap((zone) => (zone.zoneId === null ? [] : [zone.zoneId]))}
            onCancel={() => setConfiguring(null)}
            onDelete={() => {
              state.removeZone(configuring.zone.key);
              setConfiguring(null);
            }}
            onDone={(zone) => {
              if (configuring.isNew) state.addZone(zone);
              else state.replaceZone(configuring.zone.key, zone);
              setConfiguring(null);
            }}
          />
        )}
        {linesToRefresh && (
          <LineRefreshPrompt
            lines={linesToRefresh}
            saving={saving}
            onCancel={() => setLinesToRefresh(null)}
            onConfirm={() => void commit()}
          />
        )}
      </Suspense>
    </Flex>
  );
}

function newEditorZone(zones: EditorZone[]): EditorZone {
  return { ...newZoneDraft(zones), key: 'adding', id: null };
}
