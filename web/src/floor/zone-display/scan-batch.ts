/** A box scan waiting for its answer, as a member of its batch. */
export interface ScanTicket {
  batch: number;
}

/**
 * Box scans made while no answer has come back form a batch, each sent as its own call (a picker
 * who sees nothing light scans again; a scan made while the gateway is down keeps being retried).
 * The first good answer of the batch is shown and ends it: the others are no longer wanted. A
 * refusal is shown only when no call of its batch is left waiting.
 */
export class ScanBatches {
  private open: { id: number; waiting: number } | null = null;
  private last = 0;

  /** A box scan is sent: it joins the open batch, or opens one. */
  join(): ScanTicket {
    if (!this.open) this.open = { id: (this.last += 1), waiting: 0 };
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

  /** A refusal: true when it was the batch's last call waiting (show it). */
  refused(ticket: ScanTicket): boolean {
    if (!this.open || !this.isWanted(ticket)) return false;
    this.open.waiting -= 1;
    if (this.open.waiting > 0) return false;
    this.open = null;
    return true;
  }

  /** The screen moved to another zone: nothing in flight is wanted any more. */
  abandon() {
    this.open = null;
  }
}
