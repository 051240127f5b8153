import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../support/graphql.ts';
import { TEST_ADMIN_PASSWORD } from '../support/ops-host.ts';
import { databaseKinds, startStack, type TestStack } from '../support/stack.ts';
import { allIce, ninetySixOzByBox, STANDARD } from '../ops-host/ice-restrictions/support.ts';

const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { user { email } }
}`;
const LIST = `{ iceRestrictions {
  menus { menuId menuSlug isPast }
  facilities { packingFacilityId packingFacilityName iceRestrictions {
    iceSize label mealPlans { id mealPlanId mealPlanSlug indefiniteRestriction { menuId menuSlug }
      menuRestrictions { uuid menuId menuSlug iceRestriction } } } }
} }`;
const UPDATE = `mutation ($input: UpdateIceRestrictionInput!) {
  updateIceRestriction(input: $input) {
    iceRestriction { id mealPlanId indefiniteRestriction { menuId } menuRestrictions { menuId iceRestriction } }
    userErrors { field message }
  }
}`;

interface ListData {
  iceRestrictions: {
    menus: Array<{ menuId: string; menuSlug: string; isPast: boolean }>;
    facilities: Array<{
      packingFacilityId: string;
      packingFacilityName: string;
      iceRestrictions: Array<{ iceSize: string; label: string; mealPlans: Array<{ id: string }> }>;
    }>;
  };
}
interface UpdateData {
  updateIceRestriction: {
    iceRestriction: {
      id: string;
      menuRestrictions: Array<{ menuId: string; iceRestriction: boolean }>;
    } | null;
    userErrors: Array<{ field: string[]; message: string }>;
  };
}

describe.each(await databaseKinds())('ice restrictions through the gateway on %s', (database) => {
  let stack: TestStack;
  let client: ReturnType<typeof httpClient>;
  let packedMenuId: number;
  beforeAll(async () => {
    stack = await startStack(database);
    client = httpClient(stack.gatewayUrl);
    await client.request(SIGN_IN, { email: 'admin@example.com', password: TEST_ADMIN_PASSWORD });
    packedMenuId = (
      await stack.host.handle.db
        .selectFrom('menus')
        .select('id')
        .where('is_being_packed', '=', true)
        .executeTakeFirstOrThrow()
    ).id;
  }, 180_000);
  afterAll(() => stack?.stop());

  const update = (input: Record<string, unknown>) =>
    client.request<UpdateData>(UPDATE, {
      input: {
        packingFacilityId: '1',
        mealPlanId: String(STANDARD),
        iceSize: 'NINETY_SIX_OZ',
        indefiniteRestrictionStartingMenuId: null,
        menuIds: [],
        ...input,
      },
    });

  it('lists each facility with the four ice sizes labelled as the screen shows them', async () => {
    const { body } = await client.request<ListData>(LIST);
    expect(body.errors).toBeUndefined();
    const chicago = body.data!.iceRestrictions.facilities[0]!;
    expect(chicago.packingFacilityName).toBe('Chicago');
    expect(chicago.iceRestrictions.map((r) => [r.iceSize, r.label])).toEqual([
      ['NINETY_SIX_OZ', '96oz'],
      ['EIGHTY_OZ', '80oz'],
      ['SIXTY_FOUR_OZ', '64oz'],
      ['THIRTY_TWO_OZ', '32oz'],
    ]);
    expect(chicago.iceRestrictions.every((r) => r.mealPlans.length === 3)).toBe(true);
  });

  it('restricting 96oz for a plan and menu returns the saved row, and only unprinted boxes lose their 96oz packs', async () => {
    const where = { facilityId: 1, mealPlanId: STANDARD, menuId: packedMenuId };
    const before = await ninetySixOzByBox(stack.host.handle.db, where);
    expect(before.some((box) => box.printed && box.oz96 > 0)).toBe(true);
    expect(before.some((box) => !box.printed && box.oz96 > 0)).toBe(true);

    const { body } = await update({ menuIds: [String(packedMenuId)] });
    expect(body.data?.updateIceRestriction.userErrors).toEqual([]);
    const saved = body.data!.updateIceRestriction.iceRestriction!;
    expect(saved.menuRestrictions).toContainEqual({
      menuId: String(packedMenuId),
      iceRestriction: true,
    });

    const after = new Map(
      (await ninetySixOzByBox(stack.host.handle.db, where)).map((box) => [box.id, box]),
    );
    for (const box of before) {
      expect(after.get(box.id)?.oz96).toBe(box.printed ? box.oz96 : 0);
    }

    // The query reads the saved row back.
    const { body: list } = await client.request<ListData>(LIST);
    const row = list.data!.iceRestrictions.facilities[0]!.iceRestrictions[0]!.mealPlans.find(
      (plan) => plan.id === saved.id,
    );
    expect(row).toBeDefined();
    await update({ menuIds: [] });
  });

  describe('a bad change is refused with a message and changes nothing', () => {
    async function expectNothingChanged(change: () => Promise<unknown>) {
      const listBefore = (await client.request(LIST)).body;
      const iceBefore = await allIce(stack.host.handle.db);
      await change();
      expect((await client.request(LIST)).body).toEqual(listBefore);
      expect(await allIce(stack.host.handle.db)).toEqual(iceBefore);
    }

    it('an unknown ice size', async () => {
      await expectNothingChanged(async () => {
        const { body } = await update({ iceSize: 'FORTY_OZ' });
        expect(body.errors?.[0]?.message).toMatch(/FORTY_OZ.*IceSize|IceSize.*FORTY_OZ/);
      });
    });

    it('a meal plan that does not exist', async () => {
      await expectNothingChanged(async () => {
        const { body } = await update({ mealPlanId: '99' });
        expect(body.data?.updateIceRestriction).toEqual({
          iceRestriction: null,
          userErrors: [{ field: ['input'], message: 'Meal plan 99 does not exist.' }],
        });
      });
    });

    it('a menu that is not one of the listed menus (an old menu, or one that does not exist)', async () => {
      const oldest = await stack.host.handle.db
        .selectFrom('menus')
        .select('id')
        .orderBy('menu_date')
        .executeTakeFirstOrThrow();
      for (const menuId of [String(oldest.id), '424242']) {
        await expectNothingChanged(async () => {
          const { body } = await update({ menuIds: [menuId] });
          expect(body.data?.updateIceRestriction.userErrors[0]?.message).toBe(
            `Menu ${menuId} is not one of the menus ice can be restricted for.`,
          );
        });
      }
    });

    it('a facility the user may not see, or that does not exist', async () => {
      const lead = httpClient(stack.gatewayUrl);
      await lead.request(SIGN_IN, {
        email: 'chicago.lead@example.com',
        password: TEST_ADMIN_PASSWORD,
      });
      await expectNothingChanged(async () => {
        const { body } = await lead.request(UPDATE, {
          input: {
            packingFacilityId: '8',
            mealPlanId: '1',
            iceSize: 'EIGHTY_OZ',
            indefiniteRestrictionStartingMenuId: null,
            menuIds: [],
          },
        });
        expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      });
    });

    it('an id that is not a number', async () => {
      await expectNothingChanged(async () => {
        const { body } = await update({ mealPlanId: 'standard' });
        expect(body.data?.updateIceRestriction.userErrors).toEqual([
          { field: ['input', 'mealPlanId'], message: 'Not a meal plan id.' },
        ]);
      });
    });
  });
});
