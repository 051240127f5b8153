import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedLoginCodes,
  currentLoginCode,
  LOGIN_CODE_CHANNEL,
  LOGIN_CODE_REFRESH_EVENT,
  rotateIfDue,
  rotateLoginCode,
} from '../../../ops-host/src/login-code/service.ts';
import { eventsAfter, latestEventId } from '../../../ops-host/src/realtime/publish.ts';
import { readJson } from '../../support/http.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';

const FACILITY_IDS = [1, 2, 7, 8];
const HOUR = 3_600_000;

let host: TestOpsHost;
beforeAll(async () => {
  host = await startTestOpsHost();
});
afterAll(() => host?.stop());

/** Every facility's current code, by facility id. */
async function codes(): Promise<Record<number, string>> {
  const entries = await Promise.all(
    FACILITY_IDS.map(async (id) => [id, (await currentLoginCode(host.handle.db, id))!.code]),
  );
  return Object.fromEntries(entries) as Record<number, string>;
}

function rotateByOperator(body?: object) {
  return fetch(`${host.url}/operator/login_code/rotate`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${TEST_SERVICE_TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
}

describe("each facility's supervisor login code", () => {
  it('the host starts with a five-digit code for every facility, no two alike', async () => {
    const current = Object.values(await codes());
    expect(current).toHaveLength(4);
    for (const code of current) expect(code).toMatch(/^\d{5}$/);
    expect(new Set(current).size).toBe(4);
  });

  it("rotating Chicago's code leaves the others untouched and keeps the old one for Chicago alone during its grace", async () => {
    const db = host.handle.db;
    const before = await codes();
    const lastEvent = await latestEventId(db);

    const rotated = await rotateLoginCode(db, 1, 60_000);

    expect(rotated.code).toMatch(/^\d{5}$/);
    expect(rotated.code).not.toBe(before[1]);
    const after = await codes();
    expect(after).toEqual({ ...before, 1: rotated.code });
    expect(await acceptedLoginCodes(db, 1)).toEqual(
      expect.arrayContaining([before[1], rotated.code]),
    );
    for (const other of [2, 7, 8]) {
      expect(await acceptedLoginCodes(db, other)).toEqual([before[other]]);
    }
    // The event names the facility, never the code.
    const events = await eventsAfter(db, LOGIN_CODE_CHANNEL, lastEvent);
    expect(events.map((e) => [e.event, e.payload])).toEqual([
      [
        LOGIN_CODE_REFRESH_EVENT,
        {
          packing_facility_id: 1,
          packing_facility_abbreviation: 'CHI',
          rotated_at: expect.any(String),
        },
      ],
    ]);
    expect(JSON.stringify(events[0]?.payload)).not.toContain(rotated.code);
  });

  it('a code past its grace period is no longer accepted', async () => {
    const db = host.handle.db;
    const old = (await currentLoginCode(db, 2))!.code;
    const fresh = await rotateLoginCode(db, 2, 0);
    const accepted = await acceptedLoginCodes(db, 2);
    expect(accepted).toContain(fresh.code);
    expect(accepted).not.toContain(old);
  });

  it('a new code is never one another facility accepts, even when it is the only one left', async () => {
    const db = host.handle.db;
    const chicago = (await currentLoginCode(db, 1))!.code;
    const free = chicago === '12345' ? '54321' : '12345';
    // San Bernardino accepts every other code (until a date that marks these rows): one code is
    // left for Chicago.
    const until = new Date('2999-01-01T00:00:00Z');
    await sql`
      INSERT INTO printer_login_codes (packing_facility_id, code, accepted_until)
      SELECT 2, lpad(n::text, 5, '0'), ${until}
      FROM generate_series(0, 99999) AS n
      WHERE lpad(n::text, 5, '0') NOT IN (${free}, ${chicago})`.execute(db);
    try {
      expect((await rotateLoginCode(db, 1, 0)).code).toBe(free);
    } finally {
      await db.deleteFrom('printer_login_codes').where('accepted_until', '=', until).execute();
    }
  });

  it("the schedule rotates each facility's code once it is older than the period, and no other", async () => {
    const db = host.handle.db;
    expect(await rotateIfDue(db, HOUR, 0)).toEqual([]);
    const before = await codes();
    await db
      .updateTable('printer_login_codes')
      .set({ created_at: new Date(Date.now() - 2 * HOUR) })
      .where('packing_facility_id', '=', 7)
      .execute();

    expect(await rotateIfDue(db, HOUR, 0)).toEqual([7]);

    const after = await codes();
    expect(after[7]).not.toBe(before[7]);
    expect({ ...after, 7: before[7] }).toEqual(before);
  });

  it("the operator's rotation takes a facility (or rotates every one) and refuses a user session", async () => {
    const cookie = await signInCookie(host.url);
    const asUser = await fetch(`${host.url}/operator/login_code/rotate`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(asUser.status).toBe(403);

    const before = await codes();
    const one = await rotateByOperator({ facility: 'SKY' });
    expect(one.status).toBe(200);
    const { login_codes: rotated } = await readJson(one);
    expect(rotated).toEqual([
      {
        packing_facility_id: 7,
        packing_facility_abbreviation: 'SKY',
        login_code: expect.any(String),
      },
    ]);
    expect(await codes()).toEqual({ ...before, 7: rotated[0].login_code });
    // In history, by the operator, without the code.
    const entries = await host.handle.db
      .selectFrom('history')
      .selectAll()
      .where('kind', '=', 'login_code.rotated')
      .where('packing_facility_id', '=', 7)
      .execute();
    expect(entries.map((e) => [e.author_kind, e.author_name, e.summary])).toEqual([
      ['operator', 'Operator', 'Supervisor code of SKY rotated'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(rotated[0].login_code);

    const all = await readJson(await rotateByOperator());
    expect(
      all.login_codes.map((c: { packing_facility_id: number }) => c.packing_facility_id),
    ).toEqual(FACILITY_IDS);
    const now = await codes();
    for (const id of FACILITY_IDS) expect(now[id]).not.toBe(before[id]);

    const recorded = await host.handle.db
      .selectFrom('history')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await rotateByOperator({ facility: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect(await codes()).toEqual(now);
    // A refused rotation records nothing.
    expect(
      await host.handle.db
        .selectFrom('history')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(recorded);
  });
});

describe('reading a code', () => {
  const fetchCode = (facilityId: number, headers: Record<string, string>) =>
    fetch(
      `${host.url}/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${facilityId}`,
      { headers },
    );

  it("an admin user of the facility reads its code; a Chicago-only admin is refused San Bernardino's", async () => {
    const lead = { cookie: await signInCookie(host.url, 'chicago.lead@example.com') };
    const own = await fetchCode(1, lead);
    expect(own.status).toBe(200);
    expect(await readJson(own)).toEqual({
      login_code: (await currentLoginCode(host.handle.db, 1))!.code,
      packing_facility_id: 1,
    });

    const theirs = await fetchCode(2, lead);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(await readJson(theirs))).not.toContain(
      (await currentLoginCode(host.handle.db, 2))!.code,
    );
  });

  it('a request that names no facility is refused (400)', async () => {
    const admin = { cookie: await signInCookie(host.url) };
    const response = await fetch(`${host.url}/pack_line_planner/authentication/fetch_login_code`, {
      headers: admin,
    });
    expect(response.status).toBe(400);
  });
});
