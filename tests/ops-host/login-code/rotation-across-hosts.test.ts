import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../../ops-host/src/db/connect.ts';
import { migrate } from '../../../ops-host/src/db/migrate.ts';
import {
  LOGIN_CODE_CHANNEL,
  rotateIfDue,
  rotateLoginCode,
} from '../../../ops-host/src/login-code/service.ts';
import { eventsAfter } from '../../../ops-host/src/realtime/publish.ts';
import { createThrowawayDatabase, postgresReachable } from '../../support/postgres.ts';

// Several hosts on one database each run the rotation schedule; when their checks fire at the
// same moment each facility's code must still change once, not once per host.

const HOSTS = 4;
const HOUR = 3_600_000;
const FACILITIES = [
  { id: 1, name: 'Chicago', abbreviated_name: 'CHI', colloquial_name: 'Chicago', slug: 'chicago' },
  {
    id: 2,
    name: 'San Bernardino',
    abbreviated_name: 'SBD',
    colloquial_name: 'San Bernardino',
    slug: 'san_bernardino',
  },
];

describe.skipIf(!(await postgresReachable()))('login code rotation by several hosts', () => {
  let drop: () => Promise<void>;
  const hosts: DatabaseHandle[] = [];

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase();
    drop = throwaway.drop;
    for (let i = 0; i < HOSTS; i += 1) {
      hosts.push(await connectDatabase({ databaseUrl: throwaway.url, pgliteDataDir: '' }));
    }
    await migrate(hosts[0]!);
    await hosts[0]!.db
      .insertInto('packing_facilities')
      .values(FACILITIES.map((f) => ({ ...f, printer_network: `127.0.${f.id}.0/24` })))
      .execute();
  });
  afterAll(async () => {
    for (const handle of hosts) await handle.close();
    await drop?.();
  });

  const codes = () =>
    hosts[0]!.db
      .selectFrom('printer_login_codes')
      .select(['id', 'packing_facility_id', 'accepted_until'])
      .execute();
  const ofFacility = (rows: Awaited<ReturnType<typeof codes>>, id: number) =>
    rows.filter((row) => row.packing_facility_id === id);
  const age = (facilityIds: number[]) =>
    hosts[0]!.db
      .updateTable('printer_login_codes')
      .set({ created_at: new Date(Date.now() - 2 * HOUR) })
      .where('packing_facility_id', 'in', facilityIds)
      .execute();
  const rotatedIds = (results: number[][]) => results.flat().sort();

  it('hosts starting together on an empty database make one code per facility', async () => {
    const rotated = await Promise.all(hosts.map((handle) => rotateIfDue(handle.db, HOUR, 0)));
    expect(rotatedIds(rotated)).toEqual([1, 2]);
    const rows = await codes();
    expect(ofFacility(rows, 1)).toHaveLength(1);
    expect(ofFacility(rows, 2)).toHaveLength(1);
    expect(await eventsAfter(hosts[0]!.db, LOGIN_CODE_CHANNEL, 0)).toHaveLength(2);
  });

  it('schedules firing together once the codes are due rotate each facility once', async () => {
    for (let round = 0; round < 5; round += 1) {
      await age([1, 2]);
      const rotated = await Promise.all(hosts.map((handle) => rotateIfDue(handle.db, HOUR, 0)));
      expect(rotatedIds(rotated)).toEqual([1, 2]);
    }
    const rows = await codes();
    for (const id of [1, 2]) {
      expect(ofFacility(rows, id)).toHaveLength(6);
      // one current code; every replaced one has its end of grace
      expect(ofFacility(rows, id).filter((row) => row.accepted_until === null)).toHaveLength(1);
    }
    expect(await eventsAfter(hosts[0]!.db, LOGIN_CODE_CHANNEL, 0)).toHaveLength(12);
  });

  it("only the facility whose code is due rotates, once, whichever host's schedule fires", async () => {
    await age([2]);
    const rotated = await Promise.all(hosts.map((handle) => rotateIfDue(handle.db, HOUR, 0)));
    expect(rotatedIds(rotated)).toEqual([2]);
    const rows = await codes();
    expect(ofFacility(rows, 1)).toHaveLength(6);
    expect(ofFacility(rows, 2)).toHaveLength(7);
  });

  it('an operator rotation racing the schedules still leaves one current code per facility', async () => {
    await age([1, 2]);
    await Promise.all([
      rotateLoginCode(hosts[0]!.db, 1, 0),
      ...hosts.slice(1).map((handle) => rotateIfDue(handle.db, HOUR, 0)),
    ]);
    const rows = await codes();
    for (const id of [1, 2]) {
      expect(ofFacility(rows, id).filter((row) => row.accepted_until === null)).toHaveLength(1);
    }
    // Chicago: the operator's rotation, and at most one by the schedules (before it).
    expect(ofFacility(rows, 1).length).toBeGreaterThanOrEqual(7);
    expect(ofFacility(rows, 1).length).toBeLessThanOrEqual(8);
    expect(ofFacility(rows, 2)).toHaveLength(8);
  });
});
