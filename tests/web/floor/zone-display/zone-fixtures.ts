import type {
  ZoneDisplayConfigurationQueryQuery,
  ZoneDisplayScanMutationMutation,
} from '../../../../web/src/generated/graphql.ts';

type Configuration = ZoneDisplayConfigurationQueryQuery['zoneConfiguration'];
type Scan = ZoneDisplayScanMutationMutation['scanBox'];

/** Line A's zone 1 at Chicago: a 6 × 6 food zone with letters P1 … P36. */
export function configuration(overrides: Partial<Configuration> = {}): Configuration {
  return {
    __typename: 'ZoneConfiguration',
    zoneId: 1,
    zoneType: 'Food',
    lineLetter: 'A',
    packingFacilityId: 1,
    packingFacilityAbbreviation: 'CHI',
    rows: 6,
    columns: 6,
    itemLetters: Array.from({ length: 36 }, (_, i) => `P${i + 1}`),
    errorRate: 0,
    palletData: null,
    ...overrides,
  };
}

export const pickable = (itemLetter: string, picks: number, cellIndex: number) => ({
  __typename: 'ZonePickable' as const,
  name: `Pick ${itemLetter}`,
  picks,
  itemLetter,
  cellIndex,
  isFiltered: false,
  missedZoneId: null,
});

/** The answer to a box scan: no picks, no notes, unless told. */
export function scanAnswer(overrides: Partial<Scan> = {}): Scan {
  return {
    __typename: 'ZoneScan',
    shipmentId: '1000001',
    pickables: [],
    icePacks: [],
    palletScanData: null,
    betaBox: null,
    qa: null,
    includesBinder: false,
    includesAddOnCard: false,
    includesFamilyAddOnCard: false,
    includesProteinCard: false,
    includesPromotionalItem: false,
    includesFirstOrderMessage: false,
    groupInfo: 'Midwest · Tuesday · 16"',
    missedZoneId: null,
    zoneProgress: [],
    errorRate: 0,
    ...overrides,
  };
}

/** A QA zone's data for a box: near miss on, opening after `count` distinct boxes. */
export function qaData(shipmentId: string, count: number, overrides: Partial<Scan['qa']> = {}) {
  return {
    __typename: 'QaScanData' as const,
    shipmentId,
    alertQc: false,
    qaNearMiss: true,
    qaQc: true,
    qaNearMissBoxScanCount: count,
    allPickables: [
      {
        __typename: 'ZonePickable' as const,
        name: 'Chicken Bowl',
        picks: 1,
        itemLetter: 'A1',
        pickableType: 'MenuSelection',
      },
    ],
    allIcePacks: [],
    ...overrides,
  };
}

export const heartbeatAnswer = () => ({
  data: {
    registerEvent: { __typename: 'RegisterEventPayload', receivedAt: new Date().toISOString() },
  },
});
