import { CombinedGraphQLErrors } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ZoneDisplayConfigurationQueryDocument } from '../../generated/graphql.ts';
import { MESSAGES, unknownFacility } from './messages.ts';
import { IdleOverlay } from './idle-overlay.tsx';
import {
  BetaBoxPanel,
  PalletView,
  QaDialog,
  QaPanel,
  QaPickList,
  ZoneSignIn,
} from './lazy-parts.ts';
import { gridSize, normaliseZone, type ZoneAddress } from './scan-rules.ts';
import type { ZoneScan } from './send-scan.ts';
import { useHeartbeat } from '../../shared/use-heartbeat.ts';
import { useIdle } from './use-idle.ts';
import { useQaZone } from './use-qa-zone.ts';
import { useScanRate } from './use-scan-rate.ts';
import { useZoneEvents } from './use-zone-events.ts';
import { useZoneScans } from './use-zone-scans.ts';
import { ZoneBanner } from './zone-banner.tsx';
import { zoneCells } from './zone-cells.ts';
import { ZoneFooter } from './zone-footer.tsx';
import { ZoneGrid } from './zone-grid.tsx';
import { ZoneProgress } from './zone-progress.tsx';
import { FACILITY_SLUGS, loadStoredZone, storeZone } from './zone-storage.ts';
import './zone-display.css';

/** The configuration is refetched every hour (and whenever the line's preset changes). */
const CONFIGURATION_REFRESH_MS = 60 * 60 * 1000;

/** The zone of the address, or at / the one a CFG scan stored. */
function useZoneAddress(): ZoneAddress | undefined {
  const { packingFacilityAbbreviation, packLine, zoneId } = useParams();
  // A CFG scan stores the zone and goes to / again: a new location, so storage is read again.
  const { key } = useLocation();
  // Keyed on the parts, not on the params object (a new one each render): the zone must stay
  // the same object, or every render would restart the heartbeat and the subscription.
  return useMemo(() => {
    if (packingFacilityAbbreviation && packLine && zoneId) {
      return normaliseZone({ packingFacilityAbbreviation, lineLetter: packLine, zoneId });
    }
    void key;
    return loadStoredZone();
  }, [packingFacilityAbbreviation, packLine, zoneId, key]);
}

export default function ZoneDisplayPage() {
  const address = useZoneAddress();
  // An address naming no facility gets no configuration, heartbeat or sign-in: it is told so.
  const zone =
    address && FACILITY_SLUGS[address.packingFacilityAbbreviation] !== undefined
      ? address
      : undefined;
  const variables = useMemo(
    () =>
      zone && {
        packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
        lineLetter: zone.lineLetter,
        packLineZoneId: zone.zoneId,
      },
    [zone],
  );
  const { data, error, refetch } = useQuery(
    ZoneDisplayConfigurationQueryDocument,
    variables ? { variables, pollInterval: CONFIGURATION_REFRESH_MS } : skipToken,
  );
  const refetchConfiguration = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  useZoneEvents(zone, refetchConfiguration);
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  // No floor session, or one of another facility: the supervisor code of this one.
  const signingIn = (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') && zone !== undefined;
  const missing = useMemo(
    () =>
      !address
        ? MESSAGES.configureZone
        : !zone
          ? unknownFacility(address.packingFacilityAbbreviation)
          : code === 'NOT_FOUND'
            ? MESSAGES.zoneNotConfigured
            : null,
    [address, zone, code],
  );
  // Heartbeats start once signed in, so the wall sees the screen as soon as it is.
  const connectivity = useHeartbeat(signingIn ? undefined : zone);
  const idle = useIdle();
  const configuration = data?.zoneConfiguration ?? null;
  const qa = useQaZone(zone, configuration?.zoneType === 'QA' ? configuration.zoneId : null);
  // The footer's rate follows every scan the host counted (use-scan-rate.ts).
  const { onAnswered, onRefused } = useScanRate(variables, refetchConfiguration);
  const { onScanned: qaScanned } = qa;
  const onScanned = useCallback(
    (answer: ZoneScan) => {
      onAnswered(answer);
      qaScanned(answer);
    },
    [onAnswered, qaScanned],
  );
  const {
    mode,
    scan,
    error: scanError,
    onScan,
  } = useZoneScans(zone, { paused: qa.busy, blocked: missing, onScanned, onRefused });
  const body = useRef<HTMLElement>(null);
  const atRoot = useParams().zoneId === undefined;
  useEffect(() => {
    // At / the screen keeps its configuration in browser storage.
    if (atRoot && zone && configuration) storeZone({ ...zone, configuration });
  }, [atRoot, zone, configuration]);

  const [screenHeight, setScreenHeight] = useState(window.innerHeight);
  useEffect(() => {
    const onResize = () => setScreenHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const input = useRef<HTMLInputElement>(null);
  // The scanner types into the hidden input: keep the focus there whatever is touched.
  useEffect(() => {
    if (signingIn) return undefined;
    const refocus = () => input.current?.focus();
    refocus();
    const timer = setInterval(refocus, 1_000);
    document.addEventListener('click', refocus);
    return () => {
      clearInterval(timer);
      document.removeEventListener('click', refocus);
    };
  }, [signingIn]);

  if (signingIn) {
    return (
      <main className="zone-screen">
        <Suspense fallback={null}>
          <ZoneSignIn
            slug={FACILITY_SLUGS[zone.packingFacilityAbbreviation] ?? ''}
            onSignedIn={refetchConfiguration}
          />
        </Suspense>
      </main>
    );
  }

  const size = gridSize({
    zoneType: configuration?.zoneType,
    rows: configuration?.rows,
    columns: configuration?.columns,
    hasError: scanError !== null,
  });
  const scanned = mode === 'scanned' && scan !== null;
  const pallet = scan?.palletScanData ?? configuration?.palletData ?? null;
  return (
    <main className="zone-screen" data-mode={mode}>
      <input
        ref={input}
        className="zone-scan-input"
        aria-label="Scan"
        autoComplete="off"
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const value = event.currentTarget.value;
          event.currentTarget.value = '';
          onScan(value);
        }}
      />
      <ZoneBanner
        mode={mode}
        scan={scan}
        error={scanError}
        zone={configuration}
        missing={missing}
      />
      {scanned && <ZoneProgress scan={scan} />}
      {configuration?.zoneType === 'QA' && (
        <Suspense fallback={null}>
          <QaPanel qa={qa} onScroll={() => body.current?.scrollBy({ top: 200 })} />
        </Suspense>
      )}
      <section className="zone-body" ref={body}>
        {configuration?.zoneType === 'Pallet' && pallet ? (
          <Suspense fallback={null}>
            <PalletView pallet={pallet} />
          </Suspense>
        ) : configuration?.zoneType === 'QA' ? (
          <Suspense fallback={null}>
            <QaPickList scan={scanned ? scan : null} />
          </Suspense>
        ) : configuration ? (
          <ZoneGrid
            size={size}
            cells={zoneCells(configuration, scanned ? scan : null)}
            scanned={scanned}
            screenHeight={screenHeight}
          />
        ) : null}
        {scanned && scan.betaBox && (
          <Suspense fallback={null}>
            <BetaBoxPanel beta={scan.betaBox} />
          </Suspense>
        )}
      </section>
      {qa.inspection && (
        <Suspense fallback={null}>
          <QaDialog
            inspection={qa.inspection}
            send={qa.send}
            sending={qa.sending}
            onClose={qa.closeInspection}
          />
        </Suspense>
      )}
      <ZoneFooter errorRate={configuration?.errorRate ?? null} connectivity={connectivity} />
      <IdleOverlay state={idle} />
    </main>
  );
}
