import { describe, expect, it } from 'vitest';
import { channels, events } from '../../schema/src/realtime.ts';

describe('realtime names', () => {
  it.each([
    [channels.loginCode(), 'pack_line_printer_login_code'],
    [channels.planner('CHI'), 'pack_line_planner_updates_for_CHI'],
    [channels.labelStatus('Midwest', '2026-11-23'), 'label-status-Midwest-2026-11-23'],
    [channels.pickToLight('CHI', 'A'), 'pick_to_light_updates_CHI_A'],
    [channels.printerApp('chicago'), 'printer_app_updates_chicago'],
    [channels.printerUpdates('CHI', 'A'), 'pack_line_printer_updates_CHI_A'],
    [channels.printerManagement('chicago', 'A'), 'printer_management_for_chicago_A'],
  ])('channel %s is spelled as the spec spells it', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('event names are the spec names', () => {
    expect(Object.values(events).sort()).toEqual(
      [
        'application_updates',
        'filters_updated',
        'filters_updated_by_planner',
        'labels_error_updates',
        'labels_progress_updates',
        'pack_line_updates',
        'postponed_shipments_updates',
        'printer_login_code_refresh',
        'printer_unassignment',
        'refetch',
        'refetch_zone_configuration',
      ].sort(),
    );
  });
});
