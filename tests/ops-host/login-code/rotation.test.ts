import { readJson } from '../../support/http.ts';
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
import {
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';

let host: TestOpsHost;
beforeAll(async () => {
  host = await startTestOpsHost();
});
afterAll(() => host?.stop());

describe('supervisor login code', () => {
  it('the host starts with a five-digit code that a signed-in user can fetch', async () => {
    const cookie = await signInCookie(host.url);
    const response = await fetch(`${host.url}/pack_line_planner/authentication/fetch_login_code`, {
      headers: { cookie },
    });
    const body = await readJson(response);
    expect(body.login_code).toMatch(/^\d{5}$/);
    expect(body.login_code).toBe((await currentLoginCode(host.handle.db))?.code);
  });

  it('rotating replaces the code, keeps the old one accepted for the grace period, and announces it', async () => {
    const db = host.handle.db;
    const before = (await currentLoginCode(db))!.code;
    const lastEvent = await latestEventId(db);
    const rotated = await rotateLoginCode(db, 60_000);
    expect(rotated.code).toMatch(/^\d{5}$/);
    expect(rotated.code).not.toBe(before);
    expect(await acceptedLoginCodes(db)).toEqual(expect.arrayContaining([before, rotated.code]));
    const events = await eventsAfter(db, LOGIN_CODE_CHANNEL, lastEvent);
    expect(events.map((e) => e.event)).toEqual([LOGIN_CODE_REFRESH_EVENT]);
    expect(JSON.stringify(events[0]?.payload)).not.toContain(rotated.code);
  });

  it('a code past its grace period is no longer accepted', async () => {
    const db = host.handle.db;
    const old = (await currentLoginCode(db))!.code;
    const fresh = await rotateLoginCode(db, 0);
    const accepted = await acceptedLoginCodes(db);
    expect(accepted).toContain(fresh.code);
    expect(accepted).not.toContain(old);
  });

  it('the schedule rotates only once the current code is older than the period', async () => {
    const db = host.handle.db;
    expect(await rotateIfDue(db, 60 * 60_000, 0)).toBe(false);
    expect(await rotateIfDue(db, 1, 0)).toBe(true);
  });

  it('the operator endpoint rotates with the service token and refuses a user session', async () => {
    const cookie = await signInCookie(host.url);
    const asUser = await fetch(`${host.url}/operator/login_code/rotate`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(asUser.status).toBe(403);
    const before = (await currentLoginCode(host.handle.db))!.code;
    const asOperator = await fetch(`${host.url}/operator/login_code/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
    });
    expect(asOperator.status).toBe(200);
    const { login_code } = await readJson(asOperator);
    expect(login_code).not.toBe(before);
    expect((await currentLoginCode(host.handle.db))!.code).toBe(login_code);
  });
});
