import { useCallback, useState } from 'react';
import { countNearMissBox } from './near-miss.ts';
import type { Inspection } from './qa-dialog.tsx';
import type { ZoneScan } from './send-scan.ts';

/** Stations a box went through: the zones with work for it, before the QA zone. */
const stationsOf = (scan: ZoneScan, qaZoneId: number) =>
  scan.zoneProgress.map((z) => z.zoneId).filter((zoneId) => zoneId < qaZoneId);

/** A QA zone's inspections: the box count that opens near miss, the confirm step, the alert. */
export function useQaZone(qaZoneId: number | null) {
  const [boxes, setBoxes] = useState<string[]>([]);
  const [lastBox, setLastBox] = useState<ZoneScan | null>(null);
  const [confirming, setConfirming] = useState<Inspection['type'] | null>(null);
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

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

  const closeInspection = (submitted: boolean) => {
    setInspection(null);
    if (submitted) setAlert('Success!');
  };

  return {
    boxCount: boxes.length,
    lastBox,
    confirming,
    inspection,
    alert,
    ask: (type: Inspection['type']) => lastBox && setConfirming(type),
    confirm,
    closeInspection,
    onScanned,
    /** Scans are ignored while a dialog is open. */
    busy: confirming !== null || inspection !== null,
  };
}
