import { useState } from 'react';
import { MESSAGES } from './messages.ts';
import { ISSUE_KINDS, type IssueKind } from './near-miss.ts';
import type { InspectionResult } from './use-submit-inspection.ts';

export interface Inspection {
  type: 'near_miss' | 'qc';
  shipmentId: string;
  /** The pick stations (zone ids) the box went through. */
  stations: number[];
  /** Opened by the box count: cannot be closed without a submission. */
  forced: boolean;
}

interface QaDialogProps {
  inspection: Inspection;
  /** Resolves true when the host stored it. */
  send: (result: InspectionResult) => Promise<boolean>;
  sending: boolean;
  onClose: () => void;
}

/**
 * Near miss or QC inspection of a box: issues per pick station and box upsize. Closes when the
 * submission is stored; stays open with an alert when it is not.
 */
export function QaDialog({ inspection, send, sending, onClose }: QaDialogProps) {
  const [issues, setIssues] = useState<Record<number, IssueKind[]>>({});
  const [boxUpsize, setBoxUpsize] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = (station: number, kind: IssueKind) =>
    setIssues((current) => {
      const list = current[station] ?? [];
      return {
        ...current,
        [station]: list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind],
      };
    });
  const submit = async () => {
    setFailed(false);
    const ok = await send({
      type: inspection.type,
      shipmentId: inspection.shipmentId,
      issues,
      boxUpsize,
    });
    if (ok) onClose();
    else setFailed(true);
  };
  const title = inspection.type === 'qc' ? 'QC' : 'Near Miss';
  return (
    <div className="zone-dialog-backdrop">
      <div className="zone-dialog" role="dialog" aria-modal="true" aria-label={title}>
        <h2>
          {title} — Box {inspection.shipmentId}
        </h2>
        {failed && (
          <div role="alert" className="zone-dialog-error">
            {MESSAGES.submitAgain.en} / {MESSAGES.submitAgain.es}
          </div>
        )}
        <table>
          <thead>
            <tr>
              <th>Pick station</th>
              {ISSUE_KINDS.map((kind) => (
                <th key={kind}>{kind}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inspection.stations.map((station) => (
              <tr key={station}>
                <td>Zone {station}</td>
                {ISSUE_KINDS.map((kind) => (
                  <td key={kind}>
                    <input
                      type="checkbox"
                      aria-label={`Zone ${station} ${kind}`}
                      checked={issues[station]?.includes(kind) ?? false}
                      onChange={() => toggle(station, kind)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <label>
          <input
            type="checkbox"
            checked={boxUpsize}
            onChange={(event) => setBoxUpsize(event.target.checked)}
          />{' '}
          Box upsize
        </label>
        <div className="zone-dialog-actions">
          {!inspection.forced && (
            <button type="button" onClick={onClose}>
              Cancel
            </button>
          )}
          <button type="button" disabled={sending} onClick={() => void submit()}>
            Submit
          </button>
        </div>
      </div>
    </div>
  );
}
