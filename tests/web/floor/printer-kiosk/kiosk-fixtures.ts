import type {
  KioskLabelFieldsFragment,
  KioskLineQueryQuery,
} from '../../../../web/src/generated/graphql.ts';
import type { Answer } from '../../support/fake-gateway.ts';

type Group = KioskLineQueryQuery['kioskLine']['groups'][number];

/** Chicago's floor session, as the kiosk reads it. */
export const sessionAnswer = (): Answer => ({
  data: {
    floorSession: {
      __typename: 'FloorSession',
      expiresAt: '2099-01-01T00:00:00.000Z',
      packingFacility: {
        __typename: 'FloorFacility',
        id: '1',
        slug: 'chicago',
        name: 'Chicago',
        abbreviation: 'CHI',
      },
    },
  },
});

export const group = (id: string, counts: Partial<Group> = {}): Group => ({
  __typename: 'KioskGroup',
  id,
  name: `CHI-${id}`,
  shipDate: '2026-11-24',
  boxSize: 16,
  regionCode: 'CHI',
  regionName: 'Chicago Metro',
  mealPlan: 'standard',
  boxCount: 40,
  printedBoxCount: 10,
  remainingBoxCount: 30,
  unpackableBoxCount: 0,
  ...counts,
});

/** Line A with printer 1.1 signed in, `groups` to print and `queue` to reprint. */
export const kioskLine = (groups: Group[], queue: KioskLabelFieldsFragment[] = []) => ({
  __typename: 'KioskLineData' as const,
  packLineId: '11',
  packLineName: 'A',
  printerIp: '1.1',
  filteredLetters: [],
  currentGroupId: null,
  nextGroupId: null,
  pickables: {
    __typename: 'PlannerPickables',
    proteinLetters: [],
    mealLetters: [],
    tempoLetters: [],
    familyLetters: [],
    addOnLetters: [],
    heatAndEatLetters: [],
    otherLetters: [],
  },
  groups,
  reprintQueue: queue,
  pause: null,
});

/** Line A's answer to the line query. */
export const lineAnswer = (groups: Group[]): Answer => ({ data: { kioskLine: kioskLine(groups) } });

export const label = (customerName: string): KioskLabelFieldsFragment => ({
  __typename: 'KioskLabel',
  metadataId: `m-${customerName}`,
  packLinePlanGroupId: '1',
  customerName,
  brand: 'home-chef',
  trackingNumber: '1Z999',
  shippingRegion: 'Chicago',
  shipDay: 'Tuesday',
  barcode: '1000001-AB',
  lastPrinted: '2026-11-23T10:00:00.000Z',
  confirmed: true,
});

/**
 * A print payload: the label printed, or nothing; with the line as it is after the print, or
 * without it (a print that changed nothing).
 */
export const printAnswer = (
  printed: KioskLabelFieldsFragment | null,
  line: ReturnType<typeof kioskLine> | null = null,
): Answer => ({
  data: {
    printLabel: {
      __typename: 'PrintLabelPayload',
      labelsPrinted: printed ? 11 : null,
      label: printed,
      group: null,
      line,
      printerError: null,
      signedOut: false,
      userErrors: [],
    },
  },
});

export const printerStatusAnswer = (): Answer => ({
  data: {
    kioskPrinterStatus: {
      __typename: 'KioskPrinterStatus',
      printerIp: '1.1',
      online: true,
      ready: true,
      faults: [],
    },
  },
});

export const activeGroupsAnswer = (): Answer => ({
  data: {
    setKioskActiveGroups: {
      __typename: 'SetKioskActiveGroupsPayload',
      currentGroupId: null,
      nextGroupId: null,
    },
  },
});
