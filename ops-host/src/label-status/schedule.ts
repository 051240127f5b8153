import type { Db } from '../db/database.ts';
import { localClock } from '../facilities/local-clock.ts';
import type { LabelGenerationRunner } from './runner.ts';
import { LabelGenerationRefused } from './start-run.ts';

export interface DueRun {
  facilityId: number;
  shipDate: string;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Ship days whose labels are due at `now`: tomorrow's (facility time) once the day's generation
 * time has passed, and today's if it was missed (the host was down in the evening). A run left
 * In Progress by a process that died is due again, so it resumes. Completed and Errored runs are
 * left alone: an Errored region needs a person (OPS TECH: MANUAL INTERVENTION REQUIRED), who
 * reruns it from the command line once the data is fixed.
 */
export async function dueRuns(db: Db, now: Date, generationTime: string): Promise<DueRun[]> {
  const facilities = await db.selectFrom('packing_facilities').select(['id', 'timezone']).execute();
  const due: DueRun[] = [];
  for (const facility of facilities) {
    const clock = localClock(now, facility.timezone);
    const dates = [clock.date, ...(clock.time >= generationTime ? [nextDay(clock.date)] : [])];
    const days = await db
      .selectFrom('shipments as s')
      .leftJoin('label_generation_runs as r', (join) =>
        join
          .onRef('r.packing_facility_id', '=', 's.packing_facility_id')
          .onRef('r.ship_date', '=', 's.ship_date'),
      )
      .select('s.ship_date')
      .distinct()
      .where('s.packing_facility_id', '=', facility.id)
      .where('s.ship_date', 'in', dates)
      .where((eb) => eb.or([eb('r.id', 'is', null), eb('r.status', '=', 'In Progress')]))
      .orderBy('s.ship_date')
      .execute();
    due.push(...days.map((day) => ({ facilityId: facility.id, shipDate: day.ship_date })));
  }
  return due;
}

/**
 * Checks every minute (and once now) for due runs and starts those no process is running (a
 * run In Progress whose process died is resumed by the first host to see it).
 * Returns the function that stops the schedule.
 */
export function scheduleLabelGeneration(
  db: Db,
  runner: LabelGenerationRunner,
  options: {
    generationTime: string;
    onError: (error: unknown) => void;
    onStarted: (run: DueRun) => void;
  },
): () => void {
  const check = async () => {
    for (const run of await dueRuns(db, new Date(), options.generationTime)) {
      if (runner.isRunning(run.facilityId, run.shipDate)) continue;
      let started;
      try {
        started = await runner.start({
          facility: String(run.facilityId),
          shipDate: run.shipDate,
          triggeredBy: 'schedule',
        });
      } catch (error) {
        // Another host (or the command line) is running that day: it is not due here.
        if (error instanceof LabelGenerationRefused && error.statusCode === 409) continue;
        throw error;
      }
      options.onStarted(run);
      started.done.catch(options.onError);
    }
  };
  const tick = () => void check().catch(options.onError);
  const timer = setInterval(tick, 60_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
