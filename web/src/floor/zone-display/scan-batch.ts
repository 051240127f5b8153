/** A box scan waiting for its answer, as a member of its batch. */
export interface ScanTicket {
  batch: number;
}

/**
 * Scans of one box made while no answer has come back form a batch, each sent as its own call
 * (a picker who sees nothing light scans the box again). The first good answer of the batch is
 * shown and ends it: the others are no longer wanted. A failure (a refusal, no answer within the
 * 7 s) is shown only when no call of its batch is left waiting. A scan of another box starts a
 * new batch and drops the open one: the earlier box has left the picker, so its answer, whenever
 * it comes, is never shown.
 */
export class ScanBatches {
  private open: { id: number; boxId: string; waiting: number } | null = null;
  private last = 0;

  /** A box scan is sent: it joins the open batch when it is the same box, or opens one. */
  join(boxId: string): ScanTicket {
    if (this.open?.boxId !== boxId) this.open = { id: (this.last += 1), boxId, waiting: 0 };
    this.open.waiting += 1;
    return { batch: this.open.id };
  }

  /** False once the scan's batch has ended: its call may stop. */
  isWanted(ticket: ScanTicket): boolean {
    return this.open?.id === ticket.batch;
  }

  /** A good answer: true when it is the batch's first (show it). */
  answered(ticket: ScanTicket): boolean {
    if (!this.isWanted(ticket)) return false;
    this.open = null;
    return true;
  }

  /** A refusal or a time-out: true when it was the batch's last call waiting (show it). */
  failed(ticket: ScanTicket): boolean {
    if (!this.open || !this.isWanted(ticket)) return false;
    this.open.waiting -= 1;
    if (this.open.waiting > 0) return false;
    this.open = null;
    return true;
  }

  /** The screen moved on (another zone, the test scan): nothing in flight is wanted any more. */
  abandon() {
    this.open = null;
  }
}
