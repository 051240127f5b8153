import type { DatabaseHandle } from '../db/connect.ts';
import { HttpError } from '../http/access.ts';
import { listFacilities } from '../facilities/service.ts';
import type { FacilityDirectory } from '../http/facility-directory.ts';
import type { RegionProgress } from '../label-status/generation.ts';
import type { LabelGenerationRunner } from '../label-status/runner.ts';
import { rotateIfDue, rotateLoginCode } from '../login-code/service.ts';
import { setPrinterNetwork } from '../label-printers/facility-network.ts';
import { isSeeded, seedDatabase, truncateAll } from '../seed/index.ts';
import { boxBarcodes } from '../zone-display/box-barcodes.ts';

export type SeedSize = 'demo' | 'bench';

/**
 * What an operator can ask of the operations host. The same functions run in the host (through
 * /operator/*) and, when no host is running, straight against the database from the CLI.
 */
export function operatorCommands(
  handle: DatabaseHandle,
  options: {
    adminPassword: string;
    loginCodeGraceMs: number;
    labels: LabelGenerationRunner;
    directory: FacilityDirectory;
    /** Told after the data was replaced, so caches of it are dropped. */
    onReseeded?: () => void;
  },
) {
  const db = handle.db;
  return {
    /** Replaces the code of one facility (abbreviation, slug, name or id), or of every one. */
    async rotateLoginCode(facility?: string) {
      const chosen =
        facility === undefined ? undefined : await options.directory.findTyped(facility);
      if (facility !== undefined && !chosen) {
        throw new HttpError(404, `No packing facility matches "${facility}".`);
      }
      const login_codes = [];
      for (const found of await listFacilities(db, chosen && [chosen.id])) {
        const code = await rotateLoginCode(db, found.id, options.loginCodeGraceMs, {
          kind: 'operator',
          id: null,
          name: 'Operator',
        });
        login_codes.push({
          packing_facility_id: found.id,
          packing_facility_abbreviation: found.abbreviated_name,
          login_code: code.code,
        });
      }
      return { login_codes };
    },
    /** Seeds an empty database; a seeded one is left as it is. */
    async seed(size: SeedSize) {
      if (await isSeeded(db)) return { seeded: false, reason: 'The database already holds data.' };
      const summary = await seedDatabase(db, { size, adminPassword: options.adminPassword });
      // Every facility's first code, the old ones accepted no longer.
      await rotateIfDue(db, 0, 0);
      options.onReseeded?.();
      return { seeded: true, summary };
    },
    /**
     * Starts label generation for a facility's ship day. The host answers once every region is
     * In Progress (the tracker shows the rest live); the command line, running it itself, waits.
     */
    async generateLabels(
      request: { facility: string; shipDate: string },
      wait?: { onProgress: (progress: RegionProgress) => void },
    ) {
      const run = await options.labels.start({ ...request, triggeredBy: 'cli', ...wait });
      if (wait) return run.done;
      return { started: true, packing_facility_id: run.facilityId, ship_date: request.shipDate };
    },
    /** A facility's printer network, e.g. 10.20.30.0/24. */
    printerNetwork(request: { facility: string; network: string }) {
      return setPrinterNetwork(db, request);
    },
    /** Barcodes of boxes planned on a line, to scan on its zone screens. */
    boxBarcodes(request: { facility: string; line: string; limit?: number }) {
      return boxBarcodes(db, request);
    },
    async reset(size: SeedSize) {
      await truncateAll(db);
      const summary = await seedDatabase(db, { size, adminPassword: options.adminPassword });
      // Every facility's first code, the old ones accepted no longer.
      await rotateIfDue(db, 0, 0);
      options.onReseeded?.();
      return { seeded: true, summary };
    },
  };
}

export type OperatorCommands = ReturnType<typeof operatorCommands>;
