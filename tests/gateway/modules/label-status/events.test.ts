import { describe, expect, it } from 'vitest';
import { toStatusEnum } from '../../../../gateway/src/modules/label-status/status.ts';
import { toLabelStatusEvent } from '../../../../gateway/src/modules/label-status/subscription.ts';

const REGION = '2026-11-26/Upper Peninsula';

describe('label status events as GraphQL', () => {
  it.each([
    ['In Progress', 'IN_PROGRESS'],
    ['Completed', 'COMPLETED'],
    ['Errored', 'ERRORED'],
    [null, null],
    ['Paused', null],
  ])('status %s is %s', (text, expected) => {
    expect(toStatusEnum(text)).toBe(expected);
  });

  it.each([
    [
      'labels_progress_updates',
      { status: 'Completed' },
      { __typename: 'LabelsProgressUpdate', regionId: REGION, status: 'COMPLETED' },
    ],
    [
      'postponed_shipments_updates',
      { count: 4 },
      { __typename: 'PostponedShipmentsUpdate', regionId: REGION, count: 4 },
    ],
    [
      'labels_error_updates',
      { errors: [{ errorClass: 'AddressValidationError', errorMessage: 'Shipment 1: bad' }] },
      {
        __typename: 'LabelsErrorUpdate',
        regionId: REGION,
        errors: [{ errorClass: 'AddressValidationError', errorMessage: 'Shipment 1: bad' }],
      },
    ],
  ])('%s becomes its union member', (event, payload, expected) => {
    expect(toLabelStatusEvent(REGION, { id: '7', event, payload })).toEqual({ value: expected });
  });

  it.each([
    ['an unknown event', 'something_else', { status: 'Completed' }],
    ['a progress update with an unknown status', 'labels_progress_updates', { status: 'Paused' }],
    ['a postponed update without a count', 'postponed_shipments_updates', {}],
  ])('%s is skipped', (_case, event, payload) => {
    expect(toLabelStatusEvent(REGION, { id: '7', event, payload })).toBeUndefined();
  });
});
