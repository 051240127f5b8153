import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../support/http.ts';
import { signInCookie, startTestOpsHost, type TestOpsHost } from '../../support/ops-host.ts';
import { caller, type Caller } from './support.ts';

// The demo seed's history: each facility opens on a few days of changes that agree with its
// seeded rows, so their Undo behaves as on entries the screens record.

const CHICAGO = 1;
let host: TestOpsHost;
let admin: Caller;
let entries: Json[];

beforeAll(async () => {
  host = await startTestOpsHost();
  admin = caller(host.url, { cookie: await signInCookie(host.url) });
  entries = (await admin.history(CHICAGO)).entries;
}, 120_000);
afterAll(() => host?.stop());

describe("the demo seed's history", () => {
  it('lists, newest first, a group assigned, a letter corrected by the lead and the upload before it', () => {
    expect(entries.map((entry) => [entry.kind, entry.author.name])).toEqual([
      ['planner.groups_assigned', 'Demo Admin'],
      ['meal_letter.updated', 'Chicago Lead'],
      ['meal_letters.uploaded', 'Chicago Lead'],
    ]);
    expect(entries[0]!.summary).toMatch(/: Unassigned → line [A-Z]$/);
    expect(entries[2]!.summary).toMatch(
      /^Menu \d\d\/\d\d, meal letters uploaded \(CSV\), \d+ rows changed: /,
    );
  });

  it('every facility has its own', async () => {
    for (const facility of [2, 7, 8]) {
      const { entries: theirs } = await admin.history(facility);
      expect(theirs.map((entry) => entry.kind)).toEqual([
        'planner.groups_assigned',
        'meal_letter.updated',
        'meal_letters.uploaded',
      ]);
      expect(theirs.every((entry) => entry.packing_facility_id === facility)).toBe(true);
    }
  });

  it("refuses to undo the upload, naming the letter the lead changed since; the lead's correction and the assignment undo", async () => {
    const [assignment, correction, upload] = entries;
    const refused = await admin.undo(CHICAGO, upload!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`${correction!.after.letters[0].name}'s letter is now`);

    expect((await admin.undo(CHICAGO, correction!.id)).status).toBe(200);
    const group = assignment!.after.groups[0];
    expect((await admin.undo(CHICAGO, assignment!.id)).status).toBe(200);
    const row = await host.handle.db
      .selectFrom('pack_line_plan_groups')
      .select('pack_line_id')
      .where('id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(row.pack_line_id).toBeNull();
    // Now the upload's letters are all as it left them, so it may be undone too.
    expect((await admin.undo(CHICAGO, upload!.id)).status).toBe(200);
  });
});
