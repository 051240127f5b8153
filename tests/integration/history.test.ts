import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortMenuDate } from '../../schema/src/ice-restrictions/rules.ts';
import { collect, httpClient, wsClient } from '../support/graphql.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';
import { seededMenus } from '../ops-host/pick-letters/support.ts';

// History through the gateway: a change made on a screen is listed, pushed to subscribers,
// exported and undone; an undo refused comes back as userErrors; another facility is FORBIDDEN.

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } }
}`;
const ENTRY = `id recordedAt packingFacilityId screen kind kindLabel summary before after
  undoable notUndoableReason undoOf undoneBy author { kind key name }`;
const HISTORY = `query ($f: ID!, $kinds: [String!], $authors: [String!], $after: String, $first: Int) {
  history(packingFacilityId: $f, kinds: $kinds, authors: $authors, after: $after, first: $first) {
    entries { ${ENTRY} } nextCursor csvUrl
  }
}`;
const PEOPLE = `query ($f: ID!) { historyPeople(packingFacilityId: $f) { kind key name } }`;
const UNDO = `mutation ($input: UndoHistoryEntryInput!) {
  undoHistoryEntry(input: $input) { entry { ${ENTRY} } userErrors { field message } }
}`;
const UPDATE_ICE = `mutation ($input: UpdateIceRestrictionInput!) {
  updateIceRestriction(input: $input) { userErrors { message } }
}`;
const MENUS = `{ iceRestrictions { menus { menuId menuSlug isPast } } }`;
const MEALS = `query ($f: ID!, $m: ID!) {
  pickLetters(packingFacilityId: $f, menuId: $m) { mealLetters { pickableId pickableType pickableName mealLetter } }
}`;
const UPDATE_MEAL = `mutation ($input: UpdateMealLetterInput!) {
  updateMealLetter(input: $input) { userErrors { message } }
}`;

interface Entry {
  id: string;
  summary: string;
  kind: string;
  kindLabel: string;
  before: string | null;
  after: string | null;
  undoable: boolean;
  notUndoableReason: string | null;
  undoOf: string | null;
  undoneBy: string | null;
  author: { kind: string; key: string; name: string };
}
interface Page {
  history: { entries: Entry[]; nextCursor: string | null; csvUrl: string };
}
interface Meal {
  pickableId: string;
  pickableType: string;
  pickableName: string;
  mealLetter: string | null;
}

describe.each(await databaseKinds())('history through the gateway on %s', (database) => {
  const facility = '1';
  let stack: TestStack;
  let admin: ReturnType<typeof httpClient>;
  let lead: ReturnType<typeof httpClient>;
  let menuId: string;

  beforeAll(async () => {
    stack = await startStack(database);
    admin = httpClient(stack.gatewayUrl);
    await admin.request(SIGN_IN, { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD });
    lead = httpClient(stack.gatewayUrl);
    await lead.request(SIGN_IN, {
      email: 'chicago.lead@example.com',
      password: TEST_ADMIN_PASSWORD,
    });
    menuId = String((await seededMenus(stack.host)).openMenuId);
  }, 180_000);
  afterAll(() => stack?.stop());

  const page = async (variables: Record<string, unknown> = {}) => {
    const { body } = await admin.request<Page>(HISTORY, { f: facility, ...variables });
    expect(body.errors).toBeUndefined();
    return body.data!.history;
  };
  const meals = async () =>
    (
      await admin.request<{ pickLetters: { mealLetters: Meal[] } }>(MEALS, {
        f: facility,
        m: menuId,
      })
    ).body.data!.pickLetters.mealLetters;
  const setMeal = (row: Meal, letter: string) =>
    admin.request(UPDATE_MEAL, {
      input: {
        packingFacilityId: facility,
        menuId,
        pickableId: row.pickableId,
        pickableType: row.pickableType,
        mealLetter: letter,
      },
    });
  const undo = async (id: string, client = admin) =>
    (
      await client.request<{
        undoHistoryEntry: { entry: Entry | null; userErrors: Array<{ message: string }> };
      }>(UNDO, { input: { packingFacilityId: facility, id } })
    ).body;

  it("an ice restriction change is listed in the screen's words and pushed to a subscriber", async () => {
    const socket = wsClient(stack.gatewayUrl, admin.cookie);
    const events = collect<{ historyRecorded: { event: string; entry: Entry | null } }>(
      socket,
      `subscription { historyRecorded(packingFacilityId: "${facility}") { event entry { id summary } } }`,
    );
    try {
      await events.waitFor(1);
      expect(events.results[0]?.data?.historyRecorded).toEqual({ event: 'LIVE', entry: null });

      const menus = (
        await admin.request<{
          iceRestrictions: { menus: Array<{ menuId: string; menuSlug: string; isPast: boolean }> };
        }>(MENUS)
      ).body.data!.iceRestrictions.menus.filter((menu) => !menu.isPast);
      const from = menus[1]!;
      const input = (start: string | null) => ({
        input: {
          packingFacilityId: facility,
          mealPlanId: '2',
          iceSize: 'NINETY_SIX_OZ',
          indefiniteRestrictionStartingMenuId: start,
          menuIds: [],
        },
      });
      await admin.request(UPDATE_ICE, input(from.menuId));
      await admin.request(UPDATE_ICE, input(null));

      const [entry] = (await page({ first: 1 })).entries;
      expect(entry).toMatchObject({
        kind: 'ice_restriction.updated',
        kindLabel: 'Ice restriction changed',
        summary: `Ice 96oz, family: restricted from ${shortMenuDate(from.menuSlug)} → unrestricted`,
        author: { kind: 'USER', name: 'Demo Admin' },
        undoable: true,
        notUndoableReason: null,
      });
      expect(JSON.parse(entry!.before!)).toMatchObject({ indefiniteMenuId: Number(from.menuId) });

      await events.waitFor(3);
      expect(events.results.slice(1).map((r) => r.data?.historyRecorded.entry?.summary)).toEqual([
        `Ice 96oz, family: unrestricted → restricted from ${shortMenuDate(from.menuSlug)}`,
        entry!.summary,
      ]);
      expect(events.results[2]?.data?.historyRecorded).toMatchObject({
        event: 'RECORDED',
        entry: { id: entry!.id },
      });
    } finally {
      await socket.dispose();
    }
  });

  it('a letter change is undone: the letter is back and the undo is an entry of its own', async () => {
    const row = (await meals()).find((meal) => meal.mealLetter !== null)!;
    await setMeal(row, `${row.mealLetter![0]}51`);
    const [change] = (await page({ first: 1 })).entries;
    expect(change!.kind).toBe('meal_letter.updated');

    // The Chicago lead takes back the admin's change.
    const done = await undo(change!.id, lead);
    expect(done.errors).toBeUndefined();
    expect(done.data!.undoHistoryEntry.userErrors).toEqual([]);
    expect(done.data!.undoHistoryEntry.entry).toMatchObject({
      undoOf: change!.id,
      author: { name: 'Chicago Lead' },
    });
    expect((await meals()).find((meal) => meal.pickableId === row.pickableId)!.mealLetter).toBe(
      row.mealLetter,
    );
    const [undoEntry, original] = (await page({ first: 2 })).entries;
    expect(undoEntry!.id).toBe(done.data!.undoHistoryEntry.entry!.id);
    expect(original).toMatchObject({
      id: change!.id,
      undoneBy: undoEntry!.id,
      undoable: false,
      notUndoableReason: 'Already undone.',
    });

    const again = await undo(change!.id);
    expect(again.data!.undoHistoryEntry.entry).toBeNull();
    expect(again.data!.undoHistoryEntry.userErrors[0]!.message).toMatch(/already undone/);
  });

  it('an undo of a letter changed since is refused in userErrors, naming what changed', async () => {
    const row = (await meals()).find((meal) => meal.mealLetter !== null)!;
    await setMeal(row, `${row.mealLetter![0]}52`);
    const [change] = (await page({ first: 1 })).entries;
    await setMeal(row, `${row.mealLetter![0]}53`);

    const refused = await undo(change!.id);
    expect(refused.data!.undoHistoryEntry).toEqual({
      entry: null,
      userErrors: [
        {
          field: ['input', 'id'],
          message: `Changed since, so nothing was undone: ${row.pickableName}'s letter is now ${row.mealLetter![0]}53 (this change set ${row.mealLetter![0]}52).`,
        },
      ],
    });
    expect((await meals()).find((meal) => meal.pickableId === row.pickableId)!.mealLetter).toBe(
      `${row.mealLetter![0]}53`,
    );
  });

  it('pages by cursor, filters by kind and person, and lists the people', async () => {
    const first = await page({ first: 2 });
    const second = await page({ first: 2, after: first.nextCursor });
    expect(first.entries).toHaveLength(2);
    expect(second.entries.map((e) => e.id)).not.toContain(first.entries[0]!.id);
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[1]!.id));

    const ice = await page({ kinds: ['ice_restriction.updated'], first: 200 });
    expect(ice.entries.length).toBeGreaterThanOrEqual(2);
    expect(ice.entries.every((e) => e.kind === 'ice_restriction.updated')).toBe(true);

    const people = (
      await admin.request<{ historyPeople: Entry['author'][] }>(PEOPLE, { f: facility })
    ).body.data!.historyPeople;
    expect(people.map((p) => p.name)).toEqual(['Chicago Lead', 'Demo Admin']);
    const leadKey = people.find((p) => p.name === 'Chicago Lead')!.key;
    const byLead = await page({ authors: [leadKey], first: 200 });
    // The lead's own: the seeded upload and correction, and the undo of the test above.
    expect(byLead.entries.map((e) => [e.author.name, e.kind])).toEqual([
      ['Chicago Lead', 'meal_letter.updated'],
      ['Chicago Lead', 'meal_letter.updated'],
      ['Chicago Lead', 'meal_letters.uploaded'],
    ]);
  });

  it("the CSV link downloads the page's filters with the browser's session", async () => {
    const { csvUrl } = await page({ kinds: ['ice_restriction.updated'] });
    const response = await fetch(`${stack.gatewayUrl}${csvUrl}`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[0]).toBe('recorded_at,screen,kind,author,author_kind,summary,before,after');
    expect(lines.slice(1).every((line) => line.includes('Ice restriction changed'))).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(3);

    const anonymous = await fetch(`${stack.gatewayUrl}${csvUrl}`);
    expect(anonymous.status).toBe(401);
  });

  it("another facility's history is FORBIDDEN to a Chicago lead", async () => {
    const { body } = await lead.request<Page>(HISTORY, { f: '8' });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const socket = wsClient(stack.gatewayUrl, lead.cookie);
    const events = collect(
      socket,
      `subscription { historyRecorded(packingFacilityId: "8") { event } }`,
    );
    try {
      await events.waitFor(1);
      const failure = events.failure as Array<{ extensions?: { code?: string } }> | undefined;
      expect(
        failure?.[0]?.extensions?.code ?? events.results[0]?.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    } finally {
      await socket.dispose();
    }
  });
});
