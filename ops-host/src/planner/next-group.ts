import { nextGroupAfter } from '@ops/schema/planner/rules';
import type { Tx } from '../db/database.ts';
import { lineGroups } from '../printer-kiosk/line-data.ts';

/**
 * After a planner change to lines' groups or their order, each line's next group (Up Next) is
 * again the first group after its current one, in its order, with boxes available: the rule the
 * printer kiosk follows, so the planner's drawer and a kiosk that signs in later agree with the
 * saved order even when no kiosk is running to tell the host. The current group is the kiosk's
 * to choose and is left as it is.
 */
export async function followLineOrder(
  tx: Tx,
  facilityId: number,
  lineNames: readonly string[],
): Promise<void> {
  if (lineNames.length === 0) return;
  const lines = await tx
    .selectFrom('pack_lines')
    .select(['id', 'current_group_id', 'next_group_id'])
    .where('packing_facility_id', '=', facilityId)
    .where('name', 'in', [...lineNames])
    .orderBy('id')
    .execute();
  for (const line of lines) {
    const next = nextGroupAfter(await lineGroups(tx, line.id), line.current_group_id);
    const nextId = next?.id ?? null;
    if (nextId === line.next_group_id) continue;
    await tx
      .updateTable('pack_lines')
      .set({ next_group_id: nextId })
      .where('id', '=', line.id)
      .execute();
  }
}
