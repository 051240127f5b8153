import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { PlannerTable_GroupFragment } from '../../generated/graphql.ts';
import type { Planner } from './planner-data.ts';
import { openGroupIds, readOpenGroupIds, useGroupStates } from './group-states.ts';
import { usePlanGroups } from './use-plan-groups.ts';
import { LineWidgets } from './line-widgets.tsx';
import { EmailChaseListButton } from './email-chase-list-button.tsx';
import { GeneratePdfsButton } from './generate-pdfs-button.tsx';
import { ManualCompletionButton } from './manual-completion-button.tsx';
import { STALE_DATA } from './messages.ts';
import { PlanGroupTable } from './plan-group-table.tsx';
import { PlannerHeader } from './planner-header.tsx';
import { PlannerToolbar } from './planner-toolbar.tsx';
import { RefreshButtons } from './refresh-buttons.tsx';
import { PlannerChangeContext } from './planner-change-context.ts';
import { usePlannerData } from './use-planner-data.ts';
import { usePlannerEvents } from './use-planner-events.ts';
import { lazyComponent } from '../../shared/lazy-component.ts';
import { errorSentence } from '../../shared/error-sentence.ts';

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

const NO_LINES: Planner['packLines'] = [];

/**
 * The planner of one facility: header, line widgets, the group table and its dialogs.
 *
 * While it is read, the same page stands with its actions disabled, a skeleton for the widgets
 * and the table empty and loading: the answer then only fills it in, instead of a second page
 * mounting (antd's components register their styles again when remounted).
 */
export function PlannerWorkspace({
  facilityId,
  facilityName,
  abbreviatedName,
}: {
  facilityId: string;
  facilityName: string | undefined;
  abbreviatedName: string | undefined;
}) {
  const { planner, groupIds, error, apply, reload, refreshing } = usePlannerData(facilityId);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  // Every group's state, read once something asks for it (a selection, the drawer): the table's
  // first render reads only the groups' ids.
  const states = useGroupStates(facilityId, selected.length > 0 || dialog?.kind === 'drawer');
  const open = useMemo(() => states && new Set(openGroupIds(states)), [states]);
  // A group that completed meanwhile (printed out, or by another planner) is no longer selectable.
  const chosen = useMemo(
    () => (open ? selected.filter((id) => open.has(id)) : []),
    [open, selected],
  );
  const client = useApolloClient();
  const selectable = useCallback(
    () => readOpenGroupIds(client.cache, facilityId),
    [client, facilityId],
  );
  // The chosen groups as the table shows them: what an action says it acts on.
  const chosenGroups = usePlanGroups(chosen);
  const clearSelection = useCallback(() => setSelected([]), []);
  /** Closes the assign or tails dialog; the selection is cleared once its groups were changed. */
  const closeSelectionDialog = (changed: boolean) => {
    setDialog(undefined);
    if (changed) setSelected([]);
  };
  const openSplit = useCallback(
    (group: PlannerTable_GroupFragment) => setDialog({ kind: 'split', group }),
    [],
  );
  // filters_updated from someone else makes the data stale; the planner's own changes do not.
  const [staleChanges, setStaleChanges] = useState<ReadonlySet<string>>(new Set());
  const ownChanges = useRef(new Set<string>());
  usePlannerEvents(abbreviatedName, {
    onChange: apply,
    onFiltersUpdated: (changeId) => {
      if (changeId && ownChanges.current.has(changeId)) return;
      setStaleChanges((previous) => new Set(previous).add(changeId ?? 'unknown'));
    },
    onReconnected: () => void reload().catch(() => undefined),
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
    void reload().catch(() => undefined);
  };
  if (error && !planner) {
    return (
      <Alert
        type="error"
        showIcon
        message="There was an error loading the planner."
        description={errorSentence('load the planner', error)}
        action={<Button onClick={refresh}>Retry</Button>}
      />
    );
  }
  const lines = planner?.packLines ?? NO_LINES;
  const lineById = (id: string) => lines.find((line) => line.id === id);

  return (
    <PlannerChangeContext.Provider value={apply}>
      <Flex vertical gap="middle">
        <PlannerHeader
          read={
            planner && {
              menuSlug: planner.menu?.slug ?? null,
              lastUpdatedAt: planner.lastUpdatedAt,
            }
          }
          stale={stale}
          refreshing={refreshing}
          onRefresh={refresh}
        >
          <EmailChaseListButton facilityId={facilityId} />
          <RefreshButtons facilityName={facilityName} lineIds={lines.map((line) => line.id)} />
        </PlannerHeader>
        {stale && <Alert type="warning" showIcon message={STALE_DATA} />}
        {planner ? (
          <LineWidgets
            lines={lines}
            onOpen={(line) => setDialog({ kind: 'drawer', lineId: line.id })}
            onFilter={(line) => setDialog({ kind: 'filters', lineId: line.id })}
            onChangePreset={(line) => setDialog({ kind: 'preset', lineId: line.id })}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} />
        )}
        <PlannerToolbar
          selectedCount={chosen.length}
          hasTails={chosenGroups.some((group) => group.unpackableBoxCount > 0)}
          onAssign={() => setDialog({ kind: 'assign' })}
          onReassignTails={() => setDialog({ kind: 'tails' })}
        >
          <GeneratePdfsButton
            facilityId={facilityId}
            groups={chosenGroups}
            onDone={clearSelection}
          />
          <ManualCompletionButton
            facilityId={facilityId}
            groups={chosenGroups}
            onDone={clearSelection}
          />
        </PlannerToolbar>
        <PlanGroupTable
          groupIds={groupIds}
          selected={chosen}
          onSelect={setSelected}
          selectable={selectable}
          selectableCount={open?.size}
          onSplit={openSplit}
          regions={planner?.shippingRegions}
          loading={!planner}
        />
        <Suspense fallback={null}>
          {dialog?.kind === 'assign' && (
            <AssignGroupsDialog
              facilityId={facilityId}
              lines={lines}
              groups={chosenGroups}
              onClose={closeSelectionDialog}
            />
          )}
          {dialog?.kind === 'tails' && (
            <ReassignTailsDialog
              facilityId={facilityId}
              lines={lines}
              groups={chosenGroups}
              onClose={closeSelectionDialog}
            />
          )}
          {dialog?.kind === 'drawer' && lineById(dialog.lineId) && (
            <AssignmentDrawer
              facilityId={facilityId}
              line={lineById(dialog.lineId)!}
              groups={states ?? []}
              onClose={() => setDialog(undefined)}
            />
          )}
          {dialog?.kind === 'filters' && planner && lineById(dialog.lineId) && (
            <FilterLabelsDialog
              facilityId={facilityId}
              line={lineById(dialog.lineId)!}
              pickables={planner.pickables}
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
              onSplit={clearSelection}
              onClose={(submitted) => {
                setDialog(undefined);
                if (submitted) refresh();
              }}
            />
          )}
        </Suspense>
      </Flex>
    </PlannerChangeContext.Provider>
  );
}
