/** The near-miss box list holds up to 500 boxes, then starts again. */
export const NEAR_MISS_BOX_LIST_SIZE = 500;

/**
 * Distinct boxes scanned at a QA zone: after a box scan, whether the near-miss dialog opens by
 * itself (the count reached qaNearMissBoxScanCount with near miss on; it is then forced: it
 * cannot be closed without a submission), and the list to keep.
 */
export function countNearMissBox(
  boxes: readonly string[],
  boxId: string,
  settings: { qaNearMiss: boolean; qaNearMissBoxScanCount: number },
  listSize = NEAR_MISS_BOX_LIST_SIZE,
): { boxes: string[]; open: boolean } {
  const seen = boxes.includes(boxId) ? [...boxes] : [...boxes, boxId];
  const open =
    settings.qaNearMiss &&
    settings.qaNearMissBoxScanCount > 0 &&
    !boxes.includes(boxId) &&
    seen.length % settings.qaNearMissBoxScanCount === 0;
  return { boxes: seen.length >= listSize ? [] : seen, open };
}

export type IssueKind = 'missing' | 'wrong' | 'quality' | 'extra';
export const ISSUE_KINDS: IssueKind[] = ['missing', 'wrong', 'quality', 'extra'];
