import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ZoneDisplaySubmitInspectionMutationDocument } from '../../generated/graphql.ts';
import { MESSAGES } from './messages.ts';
import { ISSUE_KINDS, type IssueKind } from './near-miss.ts';
import type { ZoneAddress } from './scan-rules.ts';

export interface Inspection {
  type: 'near_miss' | 'qc';
  shipmentId: string;
  /** The pick stations (zone ids) the box went through. */
  stations: number[];
  /** Opened by the box count: cannot be closed without a submission. */
  forced: boolean;
}

interface QaDialogProps {
  zone: ZoneAddress;
  qaZoneId: number;
  inspection: Inspection;
  onClose: (submitted: boolean) => void;
}

/** Near miss or QC inspection of a box: issues per pick station and box upsize. */
export function QaDialog({ zone, qaZoneId, inspection, onClose }: QaDialogProps) {
  const [issues, setIssues] = useState<Record<number, IssueKind[]>>({});
  const [boxUpsize, setBoxUpsize] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submit, { loading }] = useMutation(ZoneDisplaySubmitInspectionMutationDocument);
  const toggle = (station: number, kind: IssueKind) =>
    setIssues((current) => {
      const list = current[station] ?? [];
      return {
        ...current,
        [station]: list.includes(kind) ? list.filter((k) => k !== kind) : [...list, kind],
      };
    });
  const send = async () => {
    setFailed(false);
    const ok = await submit({
      variables: {
        input: {
          packingFacilityAbbreviation: zone.packingFacilityAbbreviation,
          lineLetter: zone.lineLetter,
          shipmentId: inspection.shipmentId,
          submissionType: inspection.type,
          qaZoneId,
          boxUpsize,
          issues: Object.entries(issues)
            .filter(([, list]) => list.length > 0)
            .map(([station, list]) => ({ pickStation: Number(station), issues: list })),
        },
      },
    })
      .then((result) => result.data?.submitQaInspection.submitted === true)
      .catch(() => false);
    if (ok) onClose(true);
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
            <button type="button" onClick={() => onClose(false)}>
              Cancel
            </button>
          )}
          <button type="button" disabled={loading} onClick={() => void send()}>
            Submit
          </button>
        </div>
      </div>
    </div>
  );
}
