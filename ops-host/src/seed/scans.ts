import type { Faker } from '@faker-js/faker';
import { earliest, minutesBefore } from './calendar.ts';
import type { SeedContext } from './context.ts';
import type { LetterBook } from './letters.ts';
import type { LineSeed } from './lines-and-presets.ts';
import type { BoxSeed } from './model.ts';
import type { ZoneSpec } from './presets.ts';
import { createRandom } from './random.ts';
import type { Row } from './writer.ts';

/** Scans cover the last hour: what errorRate and the status page look at. */
const SCAN_WINDOW_MINUTES = 60;
const SECONDS_BETWEEN_ZONES = 12;

/**
 * Scans of the boxes printed in the last hour, zone by zone along the line as a box travels,
 * with the odd failed read (retried) and skipped zone (a miss of that zone, found by the next), and the QA submissions that followed.
 * Returns each line's last scan time.
 */
export async function seedScans(
  ctx: SeedContext,
  boxes: BoxSeed[],
  letters: LetterBook,
): Promise<Map<LineSeed, Date>> {
  const random = createRandom('scans');
  const since = minutesBefore(ctx.now, SCAN_WINDOW_MINUTES);
  const scans: Row<'scans'>[] = [];
  const misses: Row<'zone_misses'>[] = [];
  const submissions: Row<'submissions'>[] = [];
  const lastScan = new Map<LineSeed, Date>();
  const recent = boxes.filter((box) => box.printed && box.printed.at >= since);
  for (const box of recent) {
    if (!box.printed) continue;
    const { line, at } = box.printed;
    const keys = new Set(
      [...box.contents.keys()].map((id) => letters.cellKey(box.facilityId, box.menuId, id)),
    );
    const zones = line.zones.filter((zone) => zoneHasWork(zone, box, keys));
    // Zones the box skipped, charged to them when the next zone scans it.
    let skipped: number[] = [];
    zones.forEach((zone, index) => {
      const scannedAt = earliest(
        new Date(at.getTime() + (index + 1) * SECONDS_BETWEEN_ZONES * 1000),
        ctx.now,
      );
      const read = random.helpers.weightedArrayElement([
        { weight: 94, value: 'ok' as const },
        { weight: 3, value: 'failed' as const },
        { weight: 3, value: 'skipped' as const },
      ]);
      if (read === 'skipped') {
        skipped.push(zone.zoneId);
        return;
      }
      for (const zoneId of skipped) {
        misses.push({
          pack_line_id: line.id,
          zone_id: zoneId,
          shipment_id: box.id,
          detected_at: scannedAt,
        });
      }
      const found = skipped.length > 0 ? ('missed' as const) : ('ok' as const);
      skipped = [];
      const outcome = read === 'failed' ? read : found;
      const scan = {
        packing_facility_id: box.facilityId,
        pack_line_id: line.id,
        zone_id: zone.zoneId,
        barcode: `${box.id}-${box.barcodeSuffix}`,
        shipment_id: box.id,
      };
      scans.push({ id: ctx.writer.nextId('scans'), ...scan, outcome, scanned_at: scannedAt });
      if (outcome === 'failed') {
        scans.push({
          id: ctx.writer.nextId('scans'),
          ...scan,
          outcome: found,
          scanned_at: earliest(new Date(scannedAt.getTime() + 3000), ctx.now),
        });
      }
      if (zone.type === 'QA')
        submissions.push(...qaSubmissions(ctx, random, box, line, zone, zones, scannedAt));
      if (scannedAt > (lastScan.get(line) ?? since)) lastScan.set(line, scannedAt);
    });
  }
  await ctx.writer.insert('scans', scans);
  await ctx.writer.insert('zone_misses', misses);
  await ctx.writer.insert('submissions', submissions);
  return lastScan;
}

/** Whether a box stops at a zone: a pick there, ice for that location, or a pallet/QA station. */
function zoneHasWork(zone: ZoneSpec, box: BoxSeed, keys: Set<string | undefined>): boolean {
  const hasIce = (location: string) => box.ice.some((row) => row.location === location);
  switch (zone.type) {
    case 'Pallet':
    case 'QA':
      return true;
    case 'Ice Bottom':
      return hasIce('bottom');
    case 'Ice Middle':
      return hasIce('middle');
    case 'Ice Top':
      return hasIce('top') || (zone.rows === 2 && hasIce('middle'));
    default:
      return zone.letters.some((letter) => keys.has(letter));
  }
}

function qaSubmissions(
  ctx: SeedContext,
  random: Faker,
  box: BoxSeed,
  line: LineSeed,
  qaZone: ZoneSpec,
  zones: ZoneSpec[],
  at: Date,
): Row<'submissions'>[] {
  const nearMiss = random.datatype.boolean({ probability: 1 / 30 });
  if (!box.isQcSample && !nearMiss) return [];
  const station = random.helpers.arrayElement(
    zones.filter((zone) => zone.type === 'Food' || zone.type === 'Meal Card'),
  );
  const issues =
    box.isQcSample && !nearMiss
      ? {}
      : {
          [String(station?.zoneId ?? 1)]: [
            random.helpers.arrayElement(['missing', 'wrong', 'quality', 'extra']),
          ],
        };
  return [
    {
      id: ctx.writer.nextId('submissions'),
      shipment_id: box.id,
      submission_type: box.isQcSample ? 'qc' : 'near_miss',
      pack_line_id: line.id,
      qa_zone_id: qaZone.zoneId,
      issues: JSON.stringify(issues),
      box_upsize: random.datatype.boolean({ probability: 0.05 }),
      submitted_at: earliest(new Date(at.getTime() + 30_000), ctx.now),
    },
  ];
}
