import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, message } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  KioskLineQueryDocument,
  KioskUnassignPrinterMutationDocument,
} from '../../generated/graphql.ts';
import { kioskRoot } from './kiosk-choice.ts';
import { typedPrinterIp } from './kiosk-rules.ts';
import { KioskLayout } from './kiosk-layout.tsx';
import { ReprintPanel } from './reprint-panel.tsx';
import { FilterLabelsButton } from './filter-labels-button.tsx';
import { GroupList } from './group-list.tsx';
import {
  NoticeDialog,
  PauseDialog,
  preloadLineDialogs,
  SupervisorCodeDialog,
} from './line-dialog-parts.ts';
import { LineDialogs } from './line-dialogs.tsx';
import { PrinterStatusTag } from './printer-status-tag.tsx';
import { UnassignTailsButton } from './unassign-tails-button.tsx';
import { useHeartbeat } from '../../shared/use-heartbeat.ts';
import { useDevMode } from './use-dev-mode.ts';
import { useGroupSelection } from './use-group-selection.ts';
import { useIdleSignOut } from './use-idle-sign-out.ts';
import { useLinePrinting } from './use-line-printing.ts';
import { TrainingLabelButton } from './training-label-button.tsx';
import { useKioskLive } from './use-kiosk-live.ts';
import { useKioskSession } from './use-kiosk-session.ts';

/** …/line_{packLineName}: the line's groups, Print Label and the reprint queue. */
export default function LinePage() {
  const { lineSegment = '' } = useParams();
  const { slug, session } = useKioskSession();
  const navigate = useNavigate();
  const lineName = lineSegment.startsWith('line_') ? lineSegment.slice(5).toUpperCase() : '';
  const { data, refetch } = useQuery(KioskLineQueryDocument, {
    variables: { slug, line: lineName },
    skip: !session || lineName === '',
    fetchPolicy: 'cache-and-network',
  });
  const [unassign] = useMutation(KioskUnassignPrinterMutationDocument);
  const { devMode } = useDevMode();
  // The screen's messages (filters, tails), without antd's App and its modal and notification
  // code.
  const [messages, messageHolder] = message.useMessage();
  const [pauseOpen, setPauseOpen] = useState<{ auto: boolean } | null>(null);
  const line = data?.kioskLine;
  // The host's: paused from a pause until the next label printed on the line, whichever kiosk
  // or screen it is read from.
  const pause = line?.pause;
  const groups = line?.groups;
  const lineSelector = `${kioskRoot(slug)}/line_selector`;

  const { plannerMessage } = useKioskLive({
    slug,
    abbreviation: session?.packingFacility.abbreviation,
    lineName,
    printerIp: line?.printerIp ?? '',
    refetch: () => void refetch(),
    signedOff: () => void navigate(lineSelector),
  });

  const printerIpNow = typedPrinterIp(line?.printerIp ?? '');
  const unassignLine = useCallback(
    () =>
      unassign({
        variables: {
          input: { packingFacilitySlug: slug, packLineName: lineName, printerIp: printerIpNow },
        },
      }),
    [unassign, slug, lineName, printerIpNow],
  );
  const toSignIn = useCallback(() => void navigate(kioskRoot(slug)), [navigate, slug]);
  const abbreviation = session?.packingFacility.abbreviation;
  // The printer screen's heartbeat is zone 0 of its line (the status wall's printer tile).
  const heartbeatAddress = useMemo(
    () =>
      abbreviation && line?.printerIp
        ? { packingFacilityAbbreviation: abbreviation, lineLetter: lineName, zoneId: '0' }
        : undefined,
    [abbreviation, lineName, line?.printerIp],
  );
  useHeartbeat(heartbeatAddress, undefined, devMode);
  const openIdlePause = useCallback(() => setPauseOpen({ auto: true }), []);
  useIdleSignOut(unassignLine, toSignIn, openIdlePause);
  const selection = useGroupSelection({
    groups,
    serverCurrentId: line?.currentGroupId,
    slug,
    lineName,
  });
  const { selectedId } = selection;
  const prints = useLinePrinting({
    // The calls name the printer as the kiosk typed it.
    printerIp: printerIpNow,
    selectedId,
    refetch,
    signedOff: () => void navigate(lineSelector),
    unauthenticated: toSignIn,
  });
  const printed = prints.label;
  // The dialogs' code loads once the screen shows its line, not with the screen's first load.
  const shown = line !== undefined;
  useEffect(() => (shown ? preloadLineDialogs() : undefined), [shown]);

  if (lineName === '') return <Navigate to={lineSelector} replace />;
  if (line && !line.printerIp) return <Navigate to={lineSelector} replace />;
  const printerIp = line?.printerIp ?? '';
  // The calls name the printer as the kiosk typed it; the screen shows its full address.
  const typedIp = typedPrinterIp(printerIp);

  async function back() {
    await unassignLine().catch(() => undefined);
    void navigate(lineSelector);
  }

  return (
    <KioskLayout
      title={
        <>
          Line {lineName} · Printer {printerIp}
          <PrinterStatusTag slug={slug} lineName={lineName} printerIp={typedIp} />
        </>
      }
      onBack={() => void back()}
    >
      <>
        {messageHolder}
        <LineDialogs
          pallet={selection.pallet}
          closePallet={selection.closePallet}
          earlier={selection.earlier}
          closeEarlier={selection.closeEarlier}
          complete={selection.complete}
        />
        {devMode ? (
          <Alert
            type="warning"
            showIcon
            message="Dev mode: printing, reprint, pause, filters and tails are off."
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {pause ? (
          <Alert
            type="warning"
            showIcon
            message="Paused"
            description={pause.subReason ? `${pause.reason}: ${pause.subReason}` : pause.reason}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {plannerMessage ? (
          <Alert type="info" showIcon message={plannerMessage} style={{ marginBottom: 16 }} />
        ) : null}
        <div
          style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 24 }}
        >
          <GroupList
            groups={groups}
            selectedId={selectedId}
            nextId={selection.nextId}
            choose={selection.choose}
          />
          <section aria-label="Printing">
            <Button
              type="primary"
              size="large"
              block
              style={{ height: 96, fontSize: 30 }}
              disabled={!selectedId || !printerIp || devMode}
              loading={prints.printing}
              onClick={() => void prints.printLabel()}
            >
              Print Label
            </Button>
            {printerIp ? (
              <TrainingLabelButton
                slug={slug}
                printerIp={typedIp}
                disabled={devMode}
                message={messages}
                failed={prints.showProblem}
              />
            ) : null}
            <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
              <Button
                size="large"
                block
                style={{ marginTop: 12 }}
                onClick={() => setPauseOpen({ auto: false })}
              >
                Pause
              </Button>
              <Button
                size="large"
                block
                style={{ marginTop: 12 }}
                onClick={() => void navigate('remaining_meals')}
              >
                Remaining
              </Button>
            </div>
            {line ? (
              <FilterLabelsButton
                slug={slug}
                line={line}
                devMode={devMode}
                saved={() => void refetch()}
                message={messages}
              />
            ) : null}
            <UnassignTailsButton
              slug={slug}
              lineName={lineName}
              printerIp={typedIp}
              groups={groups ?? []}
              devMode={devMode}
              done={() => void refetch()}
              message={messages}
            />
            {printed ? (
              <Alert
                style={{ marginTop: 16 }}
                type={printed.confirmed ? 'success' : 'warning'}
                showIcon
                message={`Label for ${printed.customerName}`}
                description={`${printed.barcode} · ${printed.trackingNumber ?? ''} · ${printed.shippingRegion} · ${printed.shipDay}`}
              />
            ) : null}
            <ReprintPanel
              slug={slug}
              queue={line?.reprintQueue ?? []}
              loading={prints.reprinting}
              devMode={devMode}
              reprint={(label) => void prints.reprintLabel(label)}
            />
          </section>
        </div>
        <PauseDialog
          open={pauseOpen !== null}
          autoTrigger={pauseOpen?.auto ?? false}
          slug={slug}
          packLineId={line?.packLineId ?? null}
          devMode={devMode}
          onClose={(done) => {
            setPauseOpen(null);
            if (done) void refetch();
          }}
        />
        <SupervisorCodeDialog
          open={selection.pending !== null}
          title="Change the group"
          okText="Confirm"
          submit={selection.confirm}
          onClose={selection.cancelPending}
        />
        <NoticeDialog
          open={prints.problem !== null}
          title={prints.problem?.title}
          onClose={prints.closeProblem}
        >
          {prints.problem?.message ? <p>{prints.problem.message}</p> : null}
        </NoticeDialog>
      </>
    </KioskLayout>
  );
}
