import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  FacilitySelectQueryDocument,
  LabelStatusPageQueryDocument,
  RegionTableQueryDocument,
} from '../../../../web/src/generated/graphql.ts';
// Loaded up front: the route is lazy, and transforming it in the first test would eat its time.
import '../../../../web/src/app/layout/admin-layout.tsx';
import '../../../../web/src/features/label-status/label-status-page.tsx';
import { renderApp } from '../../support/render-app.tsx';
import { viewerMock } from '../../support/mocks.ts';

const DAY = '2026-11-26';

const facilities = [
  { id: '1', name: 'Chicago', abbreviatedName: 'CHI' },
  { id: '2', name: 'San Bernardino', abbreviatedName: 'SBD' },
];

function shipDay(facilityId: string, day: string, generated: boolean) {
  return {
    __typename: 'LabelStatusShipDay',
    id: `${facilityId}/${day}`,
    day,
    labelsGeneratedAt: generated ? '2026-11-26T00:00:00.000Z' : null,
    labelsGeneratedAtStringify: generated ? 'Wed 11/25/2026 6:00 PM CST' : null,
    expectedShipments: 120,
    estimatedPostponedCount: 3,
  };
}

function region(name: string, status: string | null) {
  return {
    __typename: 'ShippingRegionLabelStatus',
    id: `${DAY}/${name}`,
    name,
    shipDate: DAY,
    expectedShipments: { __typename: 'ShipmentCount', count: 40 },
    labelsProgress: { __typename: 'LabelsProgress', status },
    postponedShipments: { __typename: 'ShipmentCount', count: 1 },
    labelsError: [],
  };
}

const pageMock = (): MockLink.MockedResponse => ({
  request: { query: LabelStatusPageQueryDocument },
  result: {
    data: {
      labelStatusFacilities: facilities.map((facility) => ({
        __typename: 'LabelStatusFacility',
        ...facility,
        shipDays: [shipDay(facility.id, DAY, false)],
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const baseMocks = (): MockLink.MockedResponse[] => [
  viewerMock(),
  {
    request: { query: FacilitySelectQueryDocument },
    result: {
      data: {
        accessiblePackingFacilities: facilities.map((f) => ({
          __typename: 'PackingFacility',
          ...f,
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const regionsMock: MockLink.MockedResponse = {
  request: { query: RegionTableQueryDocument, variables: { packingFacilityId: '1', shipDay: DAY } },
  result: {
    data: {
      regionsShippingOnDay: [region('Chicago Metro', null), region('Upper Peninsula', null)],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function open() {
  const app = renderApp('/admin/label_status_tracker', [...baseMocks(), pageMock(), regionsMock]);
  let active = 0;
  const regions: string[] = [];
  app.subscriptions.onSetup(() => {
    active += 1;
    regions.push(String(app.subscriptions.operation?.variables.regionName));
  });
  app.subscriptions.onUnsubscribe(() => (active -= 1));
  return { ...app, active: () => active, subscribedRegions: regions };
}

/** Chicago's ship days: the first table a test waits for, once the route and antd's Table load. */
function chicagoTable() {
  return screen.findByRole('region', { name: 'Chicago' }, { timeout: 20_000 });
}

// antd tables and selects in jsdom are slow on a busy machine; these tests wait, they do not time.
const SLOW = 90_000;

describe('label status tracker', () => {
  it(
    'lists one table of ship days per facility, and the filter narrows it to one',
    async () => {
      const user = userEvent.setup();
      open();
      const chicago = await chicagoTable();
      expect(within(chicago).getByText('Thursday 11/26/2026')).toBeInTheDocument();
      expect(within(chicago).getByText('Not generated yet')).toBeInTheDocument();
      expect(within(chicago).getByText('120')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'San Bernardino' })).toBeInTheDocument();

      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Packing facility' }),
        await screen.findByRole('option', { name: 'San Bernardino' }),
      );
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chicago' })).toBeNull());
      expect(screen.getByRole('heading', { name: 'San Bernardino' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'an expanded ship day follows each region live and stops when it closes',
    async () => {
      const user = userEvent.setup();
      const app = open();
      const chicago = await chicagoTable();
      expect(app.active()).toBe(0);

      // step: expand the ship day: its regions appear, one subscription each
      await user.click(within(chicago).getByText('Thursday 11/26/2026'));
      expect(await within(chicago).findByText('Upper Peninsula')).toBeInTheDocument();
      await waitFor(() => expect(app.active()).toBe(2));
      expect(app.subscribedRegions.sort()).toEqual(['Chicago Metro', 'Upper Peninsula']);
      expect(within(chicago).getAllByText('Not Started')).toHaveLength(2);

      // step: the run starts, then the healthy region completes with a postponed box more
      const push = (labelStatusEvents: Record<string, unknown>) =>
        app.subscriptions.simulateResult({ result: { data: { labelStatusEvents } } });
      push({
        __typename: 'LabelsProgressUpdate',
        regionId: `${DAY}/Chicago Metro`,
        status: 'IN_PROGRESS',
      });
      expect(await within(chicago).findByText('In Progress')).toBeInTheDocument();
      push({ __typename: 'PostponedShipmentsUpdate', regionId: `${DAY}/Chicago Metro`, count: 7 });
      expect(await within(chicago).findByText('7')).toBeInTheDocument();
      push({
        __typename: 'LabelsProgressUpdate',
        regionId: `${DAY}/Chicago Metro`,
        status: 'COMPLETED',
      });
      expect(await within(chicago).findByText('Completed')).toBeInTheDocument();

      // step: the broken region errors: Errored, and the panel lists each error
      push({
        __typename: 'LabelsErrorUpdate',
        regionId: `${DAY}/Upper Peninsula`,
        errors: [
          {
            __typename: 'LabelError',
            errorClass: 'AddressValidationError',
            errorMessage: 'Shipment 12: postal code "N/A" is not a valid US ZIP code',
          },
          {
            __typename: 'LabelError',
            errorClass: 'AddressValidationError',
            errorMessage: 'Shipment 15: postal code "123" is not a valid US ZIP code',
          },
        ],
      });
      const panel = await within(chicago).findByRole('region', { name: 'Upper Peninsula errors' });
      expect(within(panel).getByText('OPS TECH: MANUAL INTERVENTION REQUIRED')).toBeInTheDocument();
      expect(within(panel).getAllByText('AddressValidationError')).toHaveLength(2);
      expect(
        within(panel).getByText('Shipment 15: postal code "123" is not a valid US ZIP code'),
      ).toBeInTheDocument();
      expect(within(chicago).getByText('Errored')).toBeInTheDocument();

      // step: close the ship day with its button: both subscriptions end
      await user.click(within(chicago).getByRole('button', { name: 'Collapse row' }));
      await waitFor(() => expect(app.active()).toBe(0));
    },
    SLOW,
  );

  it(
    'a region snapshot (sent again after a dropped connection) replaces what was shown',
    async () => {
      const user = userEvent.setup();
      const app = open();
      const chicago = await chicagoTable();
      await user.click(within(chicago).getByText('Thursday 11/26/2026'));
      expect(await within(chicago).findByText('Upper Peninsula')).toBeInTheDocument();
      await waitFor(() => expect(app.active()).toBe(2));

      app.subscriptions.simulateResult({
        result: {
          data: {
            labelStatusEvents: {
              __typename: 'LabelStatusSnapshot',
              region: {
                ...region('Chicago Metro', 'COMPLETED'),
                postponedShipments: { __typename: 'ShipmentCount', count: 9 },
              },
            },
          },
        },
      });
      const row = (await within(chicago).findByText('Completed')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Chicago Metro')).toBeInTheDocument();
      expect(within(row).getByText('9')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a failed call shows the error message, and Retry loads the tracker',
    async () => {
      const user = userEvent.setup();
      renderApp('/admin/label_status_tracker', [
        ...baseMocks(),
        { request: { query: LabelStatusPageQueryDocument }, error: new Error('network down') },
        pageMock(),
      ]);
      expect(
        await screen.findByText('There was an error processing this request. Please try again!'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Chicago' })).toBeInTheDocument();
      expect(
        screen.queryByText('There was an error processing this request. Please try again!'),
      ).toBeNull();
    },
    SLOW,
  );
});
