import { MESSAGES } from './messages.ts';
import type { ZoneScan } from './send-scan.ts';
import type { useQaZone } from './use-qa-zone.ts';

type Qa = ReturnType<typeof useQaZone>;

/** A QA zone's buttons and its confirm-last-box dialog. */
export function QaPanel({ qa, onScroll }: { qa: Qa; onScroll: () => void }) {
  return (
    <>
      <div className="zone-qa-buttons">
        <button type="button" onClick={onScroll}>
          Scroll
        </button>
        <button type="button" disabled={!qa.lastBox} onClick={() => qa.closeInspection(true)}>
          No Issues
        </button>
        <button type="button" disabled={!qa.lastBox} onClick={() => qa.ask('near_miss')}>
          Near Miss
        </button>
        <button type="button" disabled={!qa.lastBox} onClick={() => qa.ask('qc')}>
          QC
        </button>
      </div>
      {qa.alert && (
        <div className="zone-qa-alert" role="status">
          {qa.alert}
        </div>
      )}
      {qa.confirming && qa.lastBox && (
        <div className="zone-dialog-backdrop">
          <div className="zone-dialog" role="dialog" aria-modal="true" aria-label="Confirm box">
            <h2>Inspect the last box scanned, {qa.lastBox.shipmentId}?</h2>
            <div className="zone-dialog-actions">
              <button type="button" onClick={() => qa.confirm(false)}>
                No
              </button>
              <button type="button" onClick={() => qa.confirm(true)}>
                Yes
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/** Everything the box should hold, for the QA check. */
export function QaPickList({ scan }: { scan: ZoneScan | null }) {
  if (!scan) return null;
  const picks = scan.qa?.allPickables ?? [];
  if (picks.length === 0) {
    return (
      <div className="zone-no-picks" role="status">
        <div>{MESSAGES.noPicks.en}</div>
        <div className="zone-es">{MESSAGES.noPicks.es}</div>
      </div>
    );
  }
  return (
    <ul className="zone-pick-list" aria-label="Box contents">
      {picks.map((pick, index) => (
        <li key={index} className="zone-cell zone-cell-lit">
          <span className="zone-cell-letter">{pick.itemLetter ?? ''}</span>
          <span>{pick.name}</span>
          <span className="zone-cell-count">{pick.picks}</span>
        </li>
      ))}
    </ul>
  );
}
