import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Skeleton } from 'antd';
import { Suspense, useRef, useState } from 'react';
import {
  PlannerGroupsQueryDocument,
  type PlannerTable_GroupFragment,
} from '../../generated/graphql.ts';
import { LineWidgets } from './line-widgets.tsx';
import { EmailChaseListButton } from './email-chase-list-button.tsx';
import { GeneratePdfsButton } from './generate-pdfs-button.tsx';
import { ManualCompletionButton } from './manual-completion-button.tsx';
import { STALE_DATA } from './messages.ts';
import { PlanGroupTable } from './plan-group-table.tsx';
import { PlannerHeader } from './planner-header.tsx';
import { PlannerToolbar } from './planner-toolbar.tsx';
import { RefreshButtons } from './refresh-buttons.tsx';
import { usePlannerEvents } from './use-planner-events.ts';
import { lazyComponent } from '../../shared/lazy-component.ts';

// The dialogs and the line's drawer (with its drag and drop) load when first opened.
const AssignGroupsDialog = lazyComponent(() =>
  import('./assign-groups-dialog.tsx').then((module) => module.AssignGroupsDialog),
);
const AssignmentDrawer = lazyComponent(() =>
  import('./assignment-drawer.tsx').then((module) => module.AssignmentDrawer),
);
const FilterLabelsDialog = lazyComponent(() =>
  import('./filter-labels-dialog.tsx').then((module) => module.FilterLabelsDialog),
);
const ChangePresetDialog = lazyComponent(() =>
  import('./change-preset-dialog.tsx').then((module) => module.ChangePresetDialog),
);
const ReassignTailsDialog = lazyComponent(() =>
  import('./reassign-tails-dialog.tsx').then((module) => module.ReassignTailsDialog),
);
const SplitDialog = lazyComponent(() =>
  import('./split-dialog.tsx').then((module) => module.SplitDialog),
);

type Dialog =
  | { kind: 'assign' }
  | { kind: 'tails' }
  | { kind: 'split'; group: PlannerTable_GroupFragment }
  | { kind: 'drawer'; lineId: string }
  | { kind: 'filters'; lineId: string }
  | { kind: 'preset'; lineId: string };

/** The planner of one facility: header, line widgets, the group table and its dialogs. */
export function PlannerWorkspace({
  facilityId,
  facilityName,
  abbreviatedName,
}: {
  facilityId: string;
  facilityName: string | undefined;
  abbreviatedName: string | undefined;
}) {
  const { data, error, refetch, networkStatus } = useQuery(PlannerGroupsQueryDocument, {
    variables: { packingFacilityId: facilityId },
    notifyOnNetworkStatusChange: true,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  // filters_updated from someone else makes the data stale; the planner's own changes do not.
  const [staleChanges, setStaleChanges] = useState<ReadonlySet<string>>(new Set());
  const ownChanges = useRef(new Set<string>());
  usePlannerEvents(facilityId, abbreviatedName, (changeId) => {
    if (changeId && ownChanges.current.has(changeId)) return;
    setStaleChanges((previous) => new Set(previous).add(changeId ?? 'unknown'));
  });
  const stale = staleChanges.size > 0;
  const ownChange = (changeId: string) => {
    ownChanges.current.add(changeId);
    setStaleChanges((previous) => {
      const next = new Set(previous);
      next.delete(changeId);
      return next;
    });
  };

  const refresh = () => {
    setStaleChanges(new Set());
    void refetch().catch(() => undefined);
  };
  if (error && !data) {
    return <Alert type="error" showIcon message="There was an error loading the planner." />;
  }
  if (!data) return <Skeleton active />;
  const planner = data.packLinePlanner;
  const lines = planner.packLines;
  // A group that completed meanwhile (printed out, or by another planner) is no longer selectable.
  const open = new Set(planner.packLinePlanGroups.filter((g) => !g.complete).map((g) => g.id));
  const chosen = selected.filter((id) => open.has(id));
  const lineById = (id: string) => lines.find((line) => line.id === id);

  return (
    <Flex vertical gap="middle">
      <PlannerHeader
        menuSlug={planner.menu?.slug ?? null}
        lastUpdatedAt={planner.lastUpdatedAt}
        stale={stale}
        refreshing={networkStatus === 4}
        onRefresh={refresh}
      >
        <EmailChaseListButton facilityId={facilityId} />
        <RefreshButtons facilityName={facilityName} lineIds={lines.map((line) => line.id)} />
      </PlannerHeader>
      {stale && <Alert type="warning" showIcon message={STALE_DATA} />}
      <LineWidgets
        lines={lines}
        onOpen={(line) => setDialog({ kind: 'drawer', lineId: line.id })}
        onFilter={(line) => setDialog({ kind: 'filters', lineId: line.id })}
        onChangePreset={(line) => setDialog({ kind: 'preset', lineId: line.id })}
      />
      <PlannerToolbar
        selectedCount={chosen.length}
        hasTails={planner.packLinePlanGroups.some(
          (group) => chosen.includes(group.id) && group.unpackableBoxCount > 0,
        )}
        onAssign={() => setDialog({ kind: 'assign' })}
        onReassignTails={() => setDialog({ kind: 'tails' })}
      >
        <GeneratePdfsButton facilityId={facilityId} groupIds={chosen} />
        <ManualCompletionButton
          facilityId={facilityId}
          groupIds={chosen}
          onDone={() => setSelected([])}
        />
      </PlannerToolbar>
      <PlanGroupTable
        groups={planner.packLinePlanGroups}
        selected={chosen}
        onSelect={setSelected}
        onSplit={(group) => setDialog({ kind: 'split', group })}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'assign' && (
          <AssignGroupsDialog
            facilityId={facilityId}
            lines={lines}
            groupIds={chosen}
            onClose={(assigned) => {
              setDialog(undefined);
              if (assigned) setSelected([]);
            }}
          />
        )}
        {dialog?.kind === 'tails' && (
          <ReassignTailsDialog
            facilityId={facilityId}
            lines={lines}
            groupIds={chosen}
            onClose={(done) => {
              setDialog(undefined);
              if (done) setSelected([]);
            }}
          />
        )}
        {dialog?.kind === 'drawer' && lineById(dialog.lineId) && (
          <AssignmentDrawer
            facilityId={facilityId}
            line={lineById(dialog.lineId)!}
            groups={planner.packLinePlanGroups}
            onClose={() => setDialog(undefined)}
          />
        )}
        {dialog?.kind === 'filters' && lineById(dialog.lineId) && (
          <FilterLabelsDialog
            facilityId={facilityId}
            line={lineById(dialog.lineId)!}
            onSaved={ownChange}
            onClose={() => setDialog(undefined)}
          />
        )}
        {dialog?.kind === 'preset' && lineById(dialog.lineId) && (
          <ChangePresetDialog
            facilityId={facilityId}
            line={lineById(dialog.lineId)!}
            onClose={() => setDialog(undefined)}
          />
        )}
        {dialog?.kind === 'split' && (
          <SplitDialog
            facilityId={facilityId}
            group={dialog.group}
            lines={lines}
            onClose={(submitted) => {
              setDialog(undefined);
              if (submitted) refresh();
            }}
          />
        )}
      </Suspense>
    </Flex>
  );
}
