import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  PresetEditorQueryDocument,
  type PresetEditor_PresetFragment,
} from '../../generated/graphql.ts';
import { lazyComponent } from '../../shared/lazy-component.ts';
import { draftOf } from './preset-draft.ts';
import { PresetEditorDesk } from './preset-editor-desk.tsx';
import { PresetHeader } from './preset-header.tsx';
import { presetListPath } from './preset-paths.ts';
import { PresetToolbar } from './preset-toolbar.tsx';
import { ZoneBoard, ZoneViewSwitch, type ZoneView } from './zone-board.tsx';
import { usePresetMessages } from './use-preset-messages.ts';
import { errorSentence } from '../../shared/error-sentence.ts';

// Shown only when the preset cannot be read: antd's Result (with its illustrations) loads then.
const PresetLoadError = lazyComponent(() =>
  import('./preset-load-error.tsx').then((module) => module.PresetLoadError),
);

/** The preset editor (mode 'edit') or viewer ('view') of the route's preset. */
export function PresetWorkspace({ mode }: { mode: 'edit' | 'view' }) {
  const { packingFacilityId = '', presetId = '' } = useParams();
  const navigate = useNavigate();
  const messages = usePresetMessages();
  const { data, error, refetch } = useQuery(PresetEditorQueryDocument, {
    variables: { packingFacilityId, id: presetId },
  });
  useEffect(() => {
    if (error) messages.error(errorSentence('load the preset', error));
  }, [error, messages]);

  const back = () => void navigate(presetListPath(packingFacilityId));
  const spinner = <Spin size="large" style={{ display: 'block', margin: '64px auto' }} />;
  if (!data) {
    if (!error) return spinner;
    return (
      <Suspense fallback={spinner}>
        <PresetLoadError
          reason={errorSentence('load the preset', error)}
          onBack={back}
          onRetry={() => void refetch()}
        />
      </Suspense>
    );
  }
  return mode === 'edit' ? (
    <PresetEditorDesk
      key={data.linePreset.id}
      preset={data.linePreset}
      facilityId={packingFacilityId}
      onBack={back}
    />
  ) : (
    <PresetViewerDesk preset={data.linePreset} onBack={back} />
  );
}

/** Read-only: no edit icon, no ADD ZONE, DISCARD CHANGES or SAVE. */
function PresetViewerDesk(props: { preset: PresetEditor_PresetFragment; onBack: () => void }) {
  const { preset, onBack } = props;
  const [view, setView] = useState<ZoneView>('standard');
  const zones = draftOf(preset).zones;
  return (
    <Flex vertical gap={16}>
      <PresetHeader name={preset.name} description={preset.description} onBack={onBack} />
      <PresetToolbar viewSwitch={<ZoneViewSwitch value={view} onChange={setView} />} />
      {zones.length === 0 ? (
        <Empty description="This preset has no zones." />
      ) : (
        <ZoneBoard zones={zones} issues={new Map()} view={view} editable={false} />
      )}
    </Flex>
  );
}
