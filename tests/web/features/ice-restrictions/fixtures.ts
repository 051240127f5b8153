import type { MockLink } from '@apollo/client/testing';
import {
  FacilitySelectQueryDocument,
  IceRestrictionsPageQueryDocument,
  IceRestrictionsUpdateMutationDocument,
} from '../../../../web/src/generated/graphql.ts';

/** 11/16 is past; 11/23 is being packed. */
export const MENUS = [
  { id: 3, slug: '2026-11-16', isPast: true },
  { id: 4, slug: '2026-11-23', isPast: false },
  { id: 5, slug: '2026-11-30', isPast: false },
  { id: 6, slug: '2026-12-07', isPast: false },
];

interface RowSpec {
  id: string;
  mealPlanId: string;
  mealPlanSlug: string;
  from?: { id: number; slug: string };
  menuIds?: number[];
}

export function restriction({ id, mealPlanId, mealPlanSlug, from, menuIds = [] }: RowSpec) {
  return {
    __typename: 'IceRestriction',
    id,
    mealPlanId,
    mealPlanSlug,
    indefiniteRestriction: from
      ? { __typename: 'IndefiniteIceRestriction', menuId: String(from.id), menuSlug: from.slug }
      : null,
    menuRestrictions: MENUS.map((menu) => ({
      __typename: 'MenuIceRestriction',
      menuId: String(menu.id),
      menuSlug: menu.slug,
      iceRestriction: menuIds.includes(menu.id),
    })),
  };
}

const size = (iceSize: string, label: string, mealPlans: unknown[]) => ({
  __typename: 'IceSizeRestrictions',
  iceSize,
  label,
  mealPlans,
});

export const listData = {
  iceRestrictions: {
    __typename: 'IceRestrictions',
    menus: MENUS.map((menu) => ({
      __typename: 'IceRestrictionMenu',
      menuId: String(menu.id),
      menuSlug: menu.slug,
      isPast: menu.isPast,
    })),
    facilities: [
      {
        __typename: 'FacilityIceRestrictions',
        packingFacilityId: '1',
        packingFacilityName: 'Chicago',
        iceRestrictions: [
          size('NINETY_SIX_OZ', '96oz', [
            restriction({ id: 'chi-96-standard', mealPlanId: '1', mealPlanSlug: 'standard' }),
            restriction({
              id: 'chi-96-tempo',
              mealPlanId: '3',
              mealPlanSlug: 'tempo',
              menuIds: [4],
            }),
          ]),
          size('EIGHTY_OZ', '80oz', [
            restriction({ id: 'chi-80-standard', mealPlanId: '1', mealPlanSlug: 'standard' }),
          ]),
        ],
      },
      {
        __typename: 'FacilityIceRestrictions',
        packingFacilityId: '2',
        packingFacilityName: 'San Bernardino',
        iceRestrictions: [
          size('THIRTY_TWO_OZ', '32oz', [
            restriction({
              id: 'sbd-32-family',
              mealPlanId: '2',
              mealPlanSlug: 'family',
              from: { id: 1, slug: '2026-11-02' },
            }),
          ]),
        ],
      },
    ],
  },
};

/** Chicago standard with 96, 80 and 64oz disabled for 12/07: only 32oz is left for it. */
export const onlyThirtyTwoLeft = {
  iceRestrictions: {
    ...listData.iceRestrictions,
    facilities: [
      {
        ...listData.iceRestrictions.facilities[0]!,
        iceRestrictions: (
          [
            ['NINETY_SIX_OZ', '96oz', [6]],
            ['EIGHTY_OZ', '80oz', [6]],
            ['SIXTY_FOUR_OZ', '64oz', [6]],
            ['THIRTY_TWO_OZ', '32oz', []],
          ] as const
        ).map(([iceSize, label, menuIds]) =>
          size(iceSize, label, [
            restriction({
              id: `chi-${label}-standard`,
              mealPlanId: '1',
              mealPlanSlug: 'standard',
              menuIds: [...menuIds],
            }),
          ]),
        ),
      },
    ],
  },
};

export function listMock(data: Record<string, unknown> = listData): MockLink.MockedResponse {
  return {
    request: { query: IceRestrictionsPageQueryDocument },
    result: { data },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function facilitiesMock(): MockLink.MockedResponse {
  return {
    request: { query: FacilitySelectQueryDocument },
    result: {
      data: {
        accessiblePackingFacilities: [
          { __typename: 'PackingFacility', id: '1', name: 'Chicago' },
          { __typename: 'PackingFacility', id: '2', name: 'San Bernardino' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function updateMock(
  input: Record<string, unknown>,
  answer: { saved?: ReturnType<typeof restriction>; message?: string },
): MockLink.MockedResponse {
  return {
    request: { query: IceRestrictionsUpdateMutationDocument, variables: { input } },
    result: {
      data: {
        updateIceRestriction: {
          __typename: 'UpdateIceRestrictionPayload',
          iceRestriction: answer.saved ?? null,
          userErrors: answer.message
            ? [{ __typename: 'UserError', field: ['input'], message: answer.message }]
            : [],
        },
      },
    },
  };
}
