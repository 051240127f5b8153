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
// same moment the code must still change once, not once per host.

const HOSTS = 4;
const HOUR = 3_600_000;

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
  });
  afterAll(async () => {
    for (const handle of hosts) await handle.close();
    await drop?.();
  });

  const codes = () =>
    hosts[0]!.db.selectFrom('printer_login_codes').select(['id', 'accepted_until']).execute();

  it('hosts starting together on an empty database make one code', async () => {
    const rotated = await Promise.all(hosts.map((handle) => rotateIfDue(handle.db, HOUR, 0)));
    expect(rotated.filter(Boolean)).toHaveLength(1);
    expect(await codes()).toHaveLength(1);
    expect(await eventsAfter(hosts[0]!.db, LOGIN_CODE_CHANNEL, 0)).toHaveLength(1);
  });

  it('schedules firing together once the code is due rotate it once', async () => {
    for (let round = 0; round < 5; round += 1) {
      await hosts[0]!.db
        .updateTable('printer_login_codes')
        .set({ created_at: new Date(Date.now() - 2 * HOUR) })
        .execute();
      const rotated = await Promise.all(hosts.map((handle) => rotateIfDue(handle.db, HOUR, 0)));
      expect(rotated.filter(Boolean)).toHaveLength(1);
    }
    const rows = await codes();
    expect(rows).toHaveLength(6);
    // one current code; every replaced one has its end of grace
    expect(rows.filter((row) => row.accepted_until === null)).toHaveLength(1);
    expect(await eventsAfter(hosts[0]!.db, LOGIN_CODE_CHANNEL, 0)).toHaveLength(6);
  });

  it('an operator rotation racing the schedules still leaves one current code', async () => {
    await hosts[0]!.db
      .updateTable('printer_login_codes')
      .set({ created_at: new Date(Date.now() - 2 * HOUR) })
      .execute();
    await Promise.all([
      rotateLoginCode(hosts[0]!.db, 0),
      ...hosts.slice(1).map((handle) => rotateIfDue(handle.db, HOUR, 0)),
    ]);
    const rows = await codes();
    expect(rows.filter((row) => row.accepted_until === null)).toHaveLength(1);
    // the operator's rotation, and at most one by the schedules (before it)
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.length).toBeLessThanOrEqual(8);
  });
});
