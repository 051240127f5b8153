import { ContentRows } from './box-contents.tsx';
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
        <button type="button" disabled={!qa.lastBox || qa.sending} onClick={qa.noIssues}>
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
        <div
          className={`zone-qa-alert${qa.alert.ok ? '' : ' zone-qa-alert-error'}`}
          role={qa.alert.ok ? 'status' : 'alert'}
        >
          {qa.alert.text.en} / {qa.alert.text.es}
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

/** Everything the box should hold, for the QA check: its pickables and its ice packs. */
export function QaPickList({ scan }: { scan: ZoneScan | null }) {
  if (!scan) return null;
  const picks = scan.qa?.allPickables ?? [];
  const ice = scan.qa?.allIcePacks ?? [];
  if (picks.length + ice.length === 0) {
    return (
      <div className="zone-no-picks" role="status">
        <div>{MESSAGES.noPicks.en}</div>
        <div className="zone-es">{MESSAGES.noPicks.es}</div>
      </div>
    );
  }
  return (
    <>
      {scan.qa?.alertQc && (
        <div className="zone-qc-alert" role="alert">
          {MESSAGES.qcSample.en} / {MESSAGES.qcSample.es}
        </div>
      )}
      <ul className="zone-pick-list" aria-label="Box contents">
        <ContentRows picks={picks} ice={ice} />
      </ul>
    </>
  );
}
