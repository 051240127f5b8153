import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/access.ts';
import type { CheckedFacility } from '../http/facility-directory.ts';
import { previousMenu } from '../menus/service.ts';
import type { Notifier } from '../notifier/notifier.ts';

export const CHASE_LIST_COLUMNS = [
  'menu',
  'pickable_letter',
  'pickable_name',
  'pickable_type',
  'remaining_quantity',
  'remaining_boxes',
] as const;

/**
 * The chase list: for the menu being packed, each pickable still needed by the facility's
 * unprinted boxes, with how many units and boxes need it; as CSV, mailed.
 */
export async function emailChaseList(
  db: Db,
  notifier: Notifier,
  facility: CheckedFacility,
): Promise<{ rows: number }> {
  const menu = await previousMenu(db);
  if (!menu) throw new HttpError(422, 'There is no menu being packed.');
  const result = await sql<{
    pickable_letter: string | null;
    pickable_name: string;
    pickable_type: string;
    remaining_quantity: number;
    remaining_boxes: number;
  }>`
    SELECT COALESCE(p.accessory_code, l.letter) AS pickable_letter, p.name AS pickable_name,
           p.pickable_type, sum(sc.quantity)::int AS remaining_quantity,
           count(DISTINCT s.id)::int AS remaining_boxes
    FROM shipments s
    JOIN shipment_contents sc ON sc.shipment_id = s.id
    JOIN pickables p ON p.id = sc.pickable_id
    LEFT JOIN pickable_letters l ON l.packing_facility_id = s.packing_facility_id
      AND l.menu_id = s.menu_id AND l.pickable_id = p.id
    WHERE s.packing_facility_id = ${facility.id} AND s.menu_id = ${menu.id}
      AND s.printed_at IS NULL AND NOT s.is_postponed
    GROUP BY 1, p.name, p.pickable_type
    ORDER BY 1 NULLS LAST, p.name`.execute(db);
  const csv = stringify(
    result.rows.map((row) => ({
      menu: menu.slug,
      ...row,
      pickable_letter: row.pickable_letter ?? '',
    })),
    { header: true, columns: [...CHASE_LIST_COLUMNS] },
  );
  const filename = `chase-list-${facility.abbreviation}-${menu.slug}.csv`;
  await notifier.send({
    kind: 'mail',
    subject: `Chase list for ${facility.name}, menu ${menu.slug}`,
    text: `Remaining pickables of menu ${menu.slug} at ${facility.name}: ${result.rows.length} pickable(s), attached as CSV.`,
    attachments: [{ filename, content: Buffer.from(csv, 'utf8'), contentType: 'text/csv' }],
  });
  return { rows: result.rows.length };
}
