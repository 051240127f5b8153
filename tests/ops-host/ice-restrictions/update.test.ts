import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../support/http.ts';
import {
  signInCookie,
  startTestOpsHost,
  TEST_SERVICE_TOKEN,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { allIce, ninetySixOzByBox, restClient, STANDARD } from './support.ts';

let host: TestOpsHost;
let rest: ReturnType<typeof restClient>;
let menus: Json[];
let packedMenuId: number;

beforeAll(async () => {
  host = await startTestOpsHost();
  rest = restClient(host.url, await signInCookie(host.url));
  menus = (await rest.list()).menus;
  const packed = await host.handle.db
    .selectFrom('menus')
    .select('id')
    .where('is_being_packed', '=', true)
    .executeTakeFirstOrThrow();
  packedMenuId = packed.id;
}, 120_000);
afterAll(() => host?.stop());

const chicagoStandard = { packing_facility_id: 1, meal_plan_id: STANDARD };
const unrestricted = { indefinite_restriction_starting_menu_id: null, menu_ids: [] };

function row(list: Json, facilityId: number, size: string, mealPlanId: number): Json {
  const facility = list.packing_facilities.find((f: Json) => f.packing_facility_id === facilityId);
  const bySize = facility.ice_restrictions.find((r: Json) => r.ice_size === size);
  return bySize.meal_plans.find((p: Json) => p.meal_plan_id === mealPlanId);
}

describe('GET /ice_restrictions', () => {
  it('lists every facility with each ice size, largest first, and each meal plan', async () => {
    const list = await rest.list();
    expect(list.packing_facilities.map((f: Json) => f.packing_facility_name)).toEqual([
      'Chicago',
      'San Bernardino',
      'Skyview',
      'Baltimore',
    ]);
    for (const facility of list.packing_facilities) {
      expect(facility.ice_restrictions.map((r: Json) => r.ice_size)).toEqual([
        'ninety_six_oz',
        'eighty_oz',
        'sixty_four_oz',
        'thirty_two_oz',
      ]);
      for (const size of facility.ice_restrictions) {
        expect(size.meal_plans.map((p: Json) => p.meal_plan_slug)).toEqual([
          'standard',
          'family',
          'tempo',
        ]);
      }
    }
  });

  it('lists the last past menu first, then the menu being packed and every later one', () => {
    expect(menus[0]?.is_past).toBe(true);
    expect(menus[1]).toMatchObject({ id: packedMenuId, is_past: false });
    expect(menus.slice(1).every((menu) => !menu.is_past)).toBe(true);
    const slugs = menus.map((menu) => menu.slug);
    expect([...slugs].sort()).toEqual(slugs);
  });

  it("shows a Chicago lead only Chicago's rows", async () => {
    const lead = restClient(host.url, await signInCookie(host.url, 'chicago.lead@example.com'));
    const list = await lead.list();
    expect(list.packing_facilities.map((f: Json) => f.packing_facility_id)).toEqual([1]);
  });
});

describe('PUT /ice_restrictions changes the ice of unprinted boxes only', () => {
  it('restricting 96oz for standard boxes of the packed menu swaps it out of every unprinted box; printed boxes keep theirs', async () => {
    const where = { facilityId: 1, mealPlanId: STANDARD, menuId: packedMenuId };
    const familyBefore = await ninetySixOzByBox(host.handle.db, { ...where, mealPlanId: 2 });
    const before = await ninetySixOzByBox(host.handle.db, where);
    const printedWith96 = before.filter((box) => box.printed && box.oz96 > 0);
    const unprintedWith96 = before.filter((box) => !box.printed && box.oz96 > 0);
    expect(printedWith96.length).toBeGreaterThan(0);
    expect(unprintedWith96.length).toBeGreaterThan(0);

    const answer = await rest.put({
      ...chicagoStandard,
      ice_size: 'ninety_six_oz',
      ...unrestricted,
      menu_ids: [packedMenuId],
    });
    expect(answer.status).toBe(200);
    const menuRestriction = answer.body.ice_restriction.meal_plan.menu_restrictions.find(
      (m: Json) => m.menu_id === packedMenuId,
    );
    expect(menuRestriction.ice_restriction).toBe(true);

    const after = new Map(
      (await ninetySixOzByBox(host.handle.db, where)).map((box) => [box.id, box]),
    );
    for (const box of before.filter((b) => !b.printed)) {
      expect(after.get(box.id)?.oz96).toBe(0);
      // The ice was swapped for another size, not dropped.
      expect(after.get(box.id)?.locations).toBe(box.locations);
    }
    for (const box of printedWith96) expect(after.get(box.id)?.oz96).toBe(box.oz96);

    // Another plan of the same facility and menu is not touched.
    expect(await ninetySixOzByBox(host.handle.db, { ...where, mealPlanId: 2 })).toEqual(
      familyBefore,
    );
  });

  it('lifting the restriction gives the unprinted boxes their 96oz packs back', async () => {
    const where = { facilityId: 1, mealPlanId: STANDARD, menuId: packedMenuId };
    const answer = await rest.put({
      ...chicagoStandard,
      ice_size: 'ninety_six_oz',
      ...unrestricted,
    });
    expect(answer.status).toBe(200);
    const boxes = await ninetySixOzByBox(host.handle.db, where);
    expect(boxes.filter((box) => !box.printed && box.oz96 > 0).length).toBeGreaterThan(0);
  });

  it('an indefinite restriction from a later menu is kept, and the menus it covers are not stored one by one', async () => {
    const later = menus[2]!.id;
    const last = menus.at(-1)!.id;
    const answer = await rest.put({
      ...chicagoStandard,
      ice_size: 'eighty_oz',
      indefinite_restriction_starting_menu_id: later,
      menu_ids: [packedMenuId, last],
    });
    expect(answer.status).toBe(200);
    const saved = row(await rest.list(), 1, 'eighty_oz', STANDARD);
    expect(saved.indefinite_restriction.menu_id).toBe(later);
    expect(
      saved.menu_restrictions.filter((m: Json) => m.ice_restriction).map((m: Json) => m.menu_id),
    ).toEqual([packedMenuId]);
    await rest.put({ ...chicagoStandard, ice_size: 'eighty_oz', ...unrestricted });
  });
});

describe('PUT /ice_restrictions refuses a bad change and changes nothing', () => {
  const cases: Array<[string, () => Json, number, RegExp]> = [
    [
      'an unknown ice size',
      () => ({ ...chicagoStandard, ice_size: 'forty_oz', ...unrestricted }),
      400,
      /ice_size/,
    ],
    [
      'a meal plan that does not exist',
      () => ({ packing_facility_id: 1, meal_plan_id: 99, ice_size: 'eighty_oz', ...unrestricted }),
      422,
      /Meal plan 99 does not exist/,
    ],
    [
      'a menu that is not listed',
      () => ({ ...chicagoStandard, ice_size: 'eighty_oz', ...unrestricted, menu_ids: [999_999] }),
      422,
      /Menu 999999 is not one of the menus/,
    ],
    [
      'a change to a past menu',
      () => ({
        ...chicagoStandard,
        ice_size: 'eighty_oz',
        ...unrestricted,
        menu_ids: [menus[0]!.id],
      }),
      422,
      /has passed/,
    ],
    [
      'an indefinite restriction starting in the past',
      () => ({
        ...chicagoStandard,
        ice_size: 'eighty_oz',
        indefinite_restriction_starting_menu_id: menus[0]!.id,
        menu_ids: [],
      }),
      422,
      /cannot start in the past/,
    ],
    [
      'a facility that does not exist',
      () => ({
        ...chicagoStandard,
        packing_facility_id: 5,
        ice_size: 'eighty_oz',
        ...unrestricted,
      }),
      403,
      /access/,
    ],
    [
      'a missing field',
      () => ({ ...chicagoStandard, ice_size: 'eighty_oz', menu_ids: [] }),
      400,
      /indefinite_restriction_starting_menu_id/,
    ],
  ];

  it.each(cases)('%s', async (_name, body, status, message) => {
    const listBefore = await rest.list();
    const iceBefore = await allIce(host.handle.db);
    const answer = await rest.put(body());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect(await rest.list()).toEqual(listBefore);
    expect(await allIce(host.handle.db)).toEqual(iceBefore);
  });

  it('restricting the last allowed size of a plan for a menu is refused', async () => {
    for (const size of ['ninety_six_oz', 'eighty_oz', 'sixty_four_oz']) {
      const ok = await rest.put({
        ...chicagoStandard,
        ice_size: size,
        ...unrestricted,
        menu_ids: [menus.at(-1)!.id],
      });
      expect(ok.status).toBe(200);
    }
    const refused = await rest.put({
      ...chicagoStandard,
      ice_size: 'thirty_two_oz',
      indefinite_restriction_starting_menu_id: packedMenuId,
      menu_ids: [],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/Every ice size would be disabled for \d\d\/\d\d/);
    expect(row(await rest.list(), 1, 'thirty_two_oz', STANDARD).indefinite_restriction).toBeNull();
    for (const size of ['ninety_six_oz', 'eighty_oz', 'sixty_four_oz']) {
      await rest.put({ ...chicagoStandard, ice_size: size, ...unrestricted });
    }
  });

  it('a service call for a facility that does not exist is refused with a message', async () => {
    const response = await fetch(`${host.url}/ice_restrictions`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${TEST_SERVICE_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        ...chicagoStandard,
        packing_facility_id: 5,
        ice_size: 'eighty_oz',
        ...unrestricted,
      }),
    });
    // The access check answers before the service looks: a service is told there is none.
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'No packing facility matches body/packing_facility_id.',
    );
  });

  it("a Chicago lead cannot change Baltimore's restrictions", async () => {
    const lead = restClient(host.url, await signInCookie(host.url, 'chicago.lead@example.com'));
    const answer = await lead.put({
      packing_facility_id: 8,
      meal_plan_id: STANDARD,
      ice_size: 'eighty_oz',
      ...unrestricted,
    });
    expect(answer.status).toBe(403);
  });
});
