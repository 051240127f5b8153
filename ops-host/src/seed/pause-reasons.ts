import type { SeedContext } from './context.ts';
import type { Row } from './writer.ts';

/** Reasons a printer operator pauses a line; the dialog needs a sub reason when there are some. */
const PAUSE_REASONS: { reason: string; subReasons: string[] }[] = [
  { reason: 'Break', subReasons: ['Lunch', 'Rest Break', 'Shift Change'] },
  {
    reason: 'Equipment Issue',
    subReasons: ['Conveyor Jam', 'Printer Jam', 'Scanner Down', 'Pick-to-Light Offline'],
  },
  {
    reason: 'Material Shortage',
    subReasons: ['Proteins', 'Meal Bags', 'Ice Packs', 'Boxes', 'Liners'],
  },
  { reason: 'Quality Hold', subReasons: [] },
  { reason: 'Team Meeting', subReasons: [] },
  { reason: 'Sanitation', subReasons: [] },
];

export interface PauseReasonSeed {
  id: number;
  subReasonIds: number[];
  /** True for the reason the idle timer uses when it opens the pause dialog by itself. */
  isIdle: boolean;
}

export async function seedPauseReasons(ctx: SeedContext): Promise<PauseReasonSeed[]> {
  const reasons: Row<'pause_reasons'>[] = [];
  const subReasons: Row<'pause_sub_reasons'>[] = [];
  const seeds: PauseReasonSeed[] = [];
  PAUSE_REASONS.forEach((spec, index) => {
    const id = ctx.writer.nextId('pause_reasons');
    reasons.push({ id, reason: spec.reason, display_order: index + 1 });
    const subReasonIds = spec.subReasons.map((subReason, subIndex) => {
      const subId = ctx.writer.nextId('pause_sub_reasons');
      subReasons.push({
        id: subId,
        pause_reason_id: id,
        sub_reason: subReason,
        display_order: subIndex + 1,
      });
      return subId;
    });
    seeds.push({ id, subReasonIds, isIdle: spec.reason === 'Break' });
  });
  await ctx.writer.insert('pause_reasons', reasons);
  await ctx.writer.insert('pause_sub_reasons', subReasons);
  return seeds;
}
