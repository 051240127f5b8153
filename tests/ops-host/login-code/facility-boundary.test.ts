import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentLoginCode, rotateLoginCode } from '../../../ops-host/src/login-code/service.ts';
import { channels } from '../../../schema/src/realtime.ts';
import { newApiKey } from '../../support/api-keys.ts';
import { facilityFixture, type FacilityFixture } from '../../support/facility-fixture.ts';
import { readJson } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { openStream } from '../../support/sse.ts';
import { boxBarcodeOnLine, countScans } from '../../support/zone-fixture.ts';

// What was found: one code for every facility, readable by any admin or read-only key. A
// Chicago-only account read it and signed floor screens in at the other facilities, searched
// San Bernardino's labels, and scanned one of its boxes with a read-only key's code.

let host: TestOpsHost;
let chicago: FacilityFixture;
let sanBernardino: FacilityFixture;
beforeAll(async () => {
  host = await startTestOpsHost();
  chicago = await facilityFixture(host.handle.db, 1);
  sanBernardino = await facilityFixture(host.handle.db, 2);
});
afterAll(() => host?.stop());

const codeOf = async (facilityId: number) =>
  (await currentLoginCode(host.handle.db, facilityId))!.code;

/** Each sign-in from its own client address, so that wrong codes do not add up to the limit. */
let client = 0;
function floorSignIn(slug: string, code: string) {
  return fetch(`${host.url}/pack_line_printer/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.80.0.${(client += 1)}` },
    body: JSON.stringify({ login_code: code, packing_facility_slug: slug }),
  });
}

function fetchCode(facilityId: number, headers: Record<string, string>) {
  return fetch(
    `${host.url}/pack_line_planner/authentication/fetch_login_code?packing_facility_id=${facilityId}`,
    { headers },
  );
}

/** A scan of the facility's first box on its example line, at zone 1. */
async function scanUrl(f: FacilityFixture) {
  const query = new URLSearchParams({
    packing_facility_abbreviation: f.abbreviation,
    line_letter: f.lineName,
    pack_line_zone_id: '1',
    barcode_scan: await boxBarcodeOnLine(host.handle.db, f.id, f.lineName),
  });
  return `${host.url}/v2/scans?${query}`;
}

const scanCount = () => countScans(host.handle.db);

describe('a supervisor code opens floor screens of its own facility only', () => {
  it("Chicago's code is refused at San Bernardino's sign-in; San Bernardino's own code opens it", async () => {
    const refused = await floorSignIn(sanBernardino.slug, await codeOf(chicago.id));
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).message).toBe('Incorrect login code, try again.');
    expect(refused.headers.get('set-cookie')).toBeNull();

    const own = await floorSignIn(sanBernardino.slug, await codeOf(sanBernardino.id));
    expect(own.status).toBe(200);
    expect((await readJson(own)).packing_facility.slug).toBe(sanBernardino.slug);
  });

  it("Chicago's previous code works at Chicago during its grace, and nowhere else", async () => {
    const previous = await codeOf(chicago.id);
    await rotateLoginCode(host.handle.db, chicago.id, 60_000);

    expect((await floorSignIn(chicago.slug, previous)).status).toBe(200);
    for (const other of ['san_bernardino', 'skyview', 'baltimore']) {
      expect((await floorSignIn(other, previous)).status).toBe(401);
    }
  });

  it("a Chicago floor session gets 403 on San Bernardino's label search, scans, printer assignment and channels", async () => {
    const signedIn = await floorSignIn(chicago.slug, await codeOf(chicago.id));
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const headers = { cookie };
    const scans = await scanCount();

    const search = await fetch(
      `${host.url}/pack_line_printer/search_labels/search?packing_facility_slug=${sanBernardino.slug}&search_text=abc`,
      { headers },
    );
    const scan = await fetch(await scanUrl(sanBernardino), { headers });
    const assignment = await fetch(`${host.url}/pack_line_printer/pack_lines/printer_assignment`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        packing_facility_slug: sanBernardino.slug,
        pack_line_name: sanBernardino.lineName,
        printer_ip: '2.1',
      }),
    });
    for (const response of [search, scan, assignment]) {
      expect(response.status).toBe(403);
      expect((await readJson(response)).message).toBe(
        'You do not have access to this packing facility.',
      );
    }
    expect(await scanCount()).toBe(scans);

    for (const channel of [
      channels.printerApp(sanBernardino.slug),
      channels.pickToLight(sanBernardino.abbreviation, sanBernardino.lineName),
      channels.printerUpdates(sanBernardino.abbreviation, sanBernardino.lineName),
    ]) {
      const stream = await fetch(`${host.url}/realtime/stream?channel=${channel}`, { headers });
      expect(stream.status).toBe(403);
      await stream.body?.cancel();
    }
    // Its own facility's still answer.
    const own = await fetch(
      `${host.url}/pack_line_printer/search_labels/search?packing_facility_slug=${chicago.slug}&search_text=abc`,
      { headers },
    );
    expect(own.status).toBe(200);
  });
});

describe('who may read a code', () => {
  it("a Chicago-only admin reads Chicago's code, is refused San Bernardino's, and what it holds opens no San Bernardino screen", async () => {
    const lead = { cookie: await signInCookie(host.url, 'chicago.lead@example.com') };
    const own = await fetchCode(chicago.id, lead);
    expect(own.status).toBe(200);
    const held = (await readJson(own)).login_code as string;
    expect(held).toBe(await codeOf(chicago.id));

    const theirs = await fetchCode(sanBernardino.id, lead);
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(await readJson(theirs))).not.toContain(await codeOf(sanBernardino.id));
    for (const other of ['san_bernardino', 'skyview', 'baltimore']) {
      expect((await floorSignIn(other, held)).status).toBe(401);
    }
  });

  it("a read-only API key reads no code and scans no box; a read-write key reads its facility's code only", async () => {
    const db = host.handle.db;
    const readOnly = {
      authorization: `Bearer ${(await newApiKey(db, ['CHI'], { readOnly: true })).key}`,
    };
    const readWrite = { authorization: `Bearer ${(await newApiKey(db, ['CHI'])).key}` };
    const scans = await scanCount();

    const code = await fetchCode(chicago.id, readOnly);
    expect(code.status).toBe(403);
    expect((await readJson(code)).message).toBe('This API key is read-only.');
    const scan = await fetch(await scanUrl(chicago), { headers: readOnly });
    expect(scan.status).toBe(403);
    expect(await scanCount()).toBe(scans);
    const stream = await fetch(`${host.url}/realtime/stream?channel=${channels.loginCode()}`, {
      headers: readOnly,
    });
    expect(stream.status).toBe(403);
    await stream.body?.cancel();

    const own = await fetchCode(chicago.id, readWrite);
    expect(own.status).toBe(200);
    expect((await readJson(own)).login_code).toBe(await codeOf(chicago.id));
    expect((await fetchCode(sanBernardino.id, readWrite)).status).toBe(403);
  });

  it("Chicago's admin listening to the code channel hears Chicago's rotations, not San Bernardino's", async () => {
    const lead = { cookie: await signInCookie(host.url, 'chicago.lead@example.com') };
    const stream = await openStream(
      `${host.url}/realtime/stream?channel=${channels.loginCode()}`,
      lead,
    );
    try {
      await stream.waitFor(1); // stream_ready
      await rotateLoginCode(host.handle.db, sanBernardino.id, 0);
      await rotateLoginCode(host.handle.db, chicago.id, 0);
      const events = await stream.waitFor(2);
      // San Bernardino's came first: had it been sent, it would be the second event.
      expect(events.slice(1).map((event) => JSON.parse(event.data))).toEqual([
        {
          packing_facility_id: chicago.id,
          packing_facility_abbreviation: 'CHI',
          rotated_at: expect.any(String),
        },
      ]);
    } finally {
      await stream.close();
    }
  });
});
