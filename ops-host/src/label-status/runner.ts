import { shipDateSchema } from '@ops/schema/label-status/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import {
  completeRun,
  type GenerationOptions,
  type RegionProgress,
  type RunSummary,
} from './generation.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { countLabelRun } from '../observability/metrics.ts';
import { LabelGenerationRefused, startRun, type RunRegion } from './start-run.ts';

export interface RunnerOptions {
  batchSize: number;
  batchPauseMs: number;
  /**
   * The database's lock across processes (DatabaseHandle.tryLock): a run holds its day's lock,
   * so that no other host or command line on the database runs the same day meanwhile.
   */
  tryLock?: DatabaseHandle['tryLock'];
}

/** Lock space of the label generation runs' advisory locks (any constant of ours). */
const RUN_LOCK_SPACE = 7_310_003;

export interface LabelRunRequest {
  /** Id, abbreviated name (CHI) or name (Chicago). */
  facility: string;
  shipDate: string;
  triggeredBy: GenerationOptions['triggeredBy'];
  onProgress?: (progress: RegionProgress) => void;
}

/**
 * Starts label generation runs, at most one per facility and ship day in this process (the
 * schedule and the operator may ask at the same moment) and, given tryLock, in every process on
 * the database. Should two runs meet anyway, the batches' row locks and the tracking
 * number sequence keep them from labelling a box twice.
 */
export class LabelGenerationRunner {
  private readonly running = new Map<string, Promise<RunSummary | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly options: RunnerOptions,
  ) {}

  /** The facility's id, or LabelGenerationRefused naming what was typed. */
  async resolveFacility(facility: string): Promise<{ id: number; name: string }> {
    const text = facility.trim();
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    const row = await this.db
      .selectFrom('packing_facilities')
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          eb('id', '=', id),
          eb(sql`lower(abbreviated_name)`, '=', text.toLowerCase()),
          eb(sql`lower(name)`, '=', text.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    if (!row) throw new LabelGenerationRefused(`Unknown packing facility "${facility}".`);
    return row;
  }

  /**
   * Checks the request and starts the run (every region In Progress); resolves once started, with
   * the promise of its end, so a caller can answer at once and let the run go on.
   */
  async start(
    request: LabelRunRequest,
  ): Promise<{ facilityId: number; done: Promise<RunSummary> }> {
    const date = shipDateSchema.safeParse(request.shipDate);
    if (!date.success) {
      throw new LabelGenerationRefused(
        `Ship date "${request.shipDate}" ${date.error.issues[0]?.message}.`,
      );
    }
    const facility = await this.resolveFacility(request.facility);
    const key = `${facility.id}:${date.data}`;
    const alreadyRunning = () =>
      new LabelGenerationRefused(
        `Label generation is already running for ${facility.name} on ${date.data}.`,
        409,
      );
    if (this.running.has(key)) throw alreadyRunning();
    const scope = { facilityId: facility.id, shipDate: date.data };
    // Claimed before the first await, so a second request for the same day is refused.
    let settleClaim!: (value: Promise<RunSummary | undefined> | undefined) => void;
    this.running.set(key, new Promise((resolve) => (settleClaim = resolve)));
    let unlock: (() => Promise<void>) | undefined;
    let regions: RunRegion[];
    try {
      if (this.options.tryLock) {
        unlock = await this.options.tryLock(RUN_LOCK_SPACE, key);
        if (!unlock) throw alreadyRunning();
      }
      regions = await startRun(this.db, scope, request.triggeredBy);
    } catch (error) {
      await unlock?.();
      this.running.delete(key);
      settleClaim(undefined);
      throw error;
    }
    const done = completeRun(this.db, scope, regions, {
      ...this.options,
      triggeredBy: request.triggeredBy,
      onProgress: request.onProgress,
    }).finally(async () => {
      await unlock?.();
      this.running.delete(key);
    });
    settleClaim(done.catch(() => undefined));
    countLabelRun(request.triggeredBy, done);
    return { facilityId: facility.id, done };
  }

  isRunning(facilityId: number, shipDate: string): boolean {
    return this.running.has(`${facilityId}:${shipDate}`);
  }

  /** Waits for every run of this process to end (on shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }
}
