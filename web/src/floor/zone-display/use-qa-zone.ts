import { useCallback, useState } from 'react';
import { MESSAGES, SUBMITTED, type Bilingual } from './messages.ts';
import { countNearMissBox } from './near-miss.ts';
import type { Inspection } from './qa-dialog.tsx';
import type { ZoneAddress } from './scan-rules.ts';
import type { ZoneScan } from './send-scan.ts';
import { useSubmitInspection, type InspectionResult } from './use-submit-inspection.ts';

/** Stations a box went through: the zones with work for it, before the QA zone. */
const stationsOf = (scan: ZoneScan, qaZoneId: number) =>
  scan.zoneProgress.map((z) => z.zoneId).filter((zoneId) => zoneId < qaZoneId);

export interface QaAlert {
  ok: boolean;
  text: Bilingual;
}

/**
 * A QA zone's inspections: the box count that opens near miss, the confirm step, the submission
 * (also of a box without issues) and its alert. `qaZoneId` null: the screen is not a QA zone.
 */
export function useQaZone(zone: ZoneAddress | undefined, qaZoneId: number | null) {
  const [boxes, setBoxes] = useState<string[]>([]);
  const [lastBox, setLastBox] = useState<ZoneScan | null>(null);
  const [confirming, setConfirming] = useState<Inspection['type'] | null>(null);
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [alert, setAlert] = useState<QaAlert | null>(null);
  const { submit, loading } = useSubmitInspection(zone, qaZoneId);

  const onScanned = useCallback(
    (scan: ZoneScan) => {
      if (qaZoneId === null || !scan.qa) return;
      const qa = scan.qa;
      setLastBox(scan);
      setAlert(null);
      setBoxes((current) => {
        const counted = countNearMissBox(current, scan.shipmentId, qa);
        if (counted.open) {
          setInspection({
            type: 'near_miss',
            shipmentId: scan.shipmentId,
            stations: stationsOf(scan, qaZoneId),
            forced: true,
          });
        }
        return counted.boxes;
      });
    },
    [qaZoneId],
  );

  const confirm = (yes: boolean) => {
    if (yes && confirming && lastBox && qaZoneId !== null) {
      setInspection({
        type: confirming,
        shipmentId: lastBox.shipmentId,
        stations: stationsOf(lastBox, qaZoneId),
        forced: false,
      });
    }
    setConfirming(null);
  };

  /** Sends an inspection; the alert says how it went. True when stored. */
  const send = async (result: InspectionResult) => {
    setAlert(null);
    const ok = await submit(result);
    setAlert(ok ? { ok, text: SUBMITTED } : { ok, text: MESSAGES.submitAgain });
    return ok;
  };

  /** The last box was checked and nothing was wrong: recorded as its inspection without issues. */
  const noIssues = () => {
    if (!lastBox) return;
    void send({
      type: lastBox.qa?.alertQc ? 'qc' : 'near_miss',
      shipmentId: lastBox.shipmentId,
      issues: {},
      boxUpsize: false,
    });
  };

  return {
    boxCount: boxes.length,
    lastBox,
    confirming,
    inspection,
    alert,
    sending: loading,
    ask: (type: Inspection['type']) => lastBox && setConfirming(type),
    confirm,
    send,
    noIssues,
    closeInspection: () => setInspection(null),
    onScanned,
    /** Scans are ignored while a dialog is open. */
    busy: confirming !== null || inspection !== null,
  };
}
