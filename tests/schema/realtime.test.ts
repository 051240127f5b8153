import { describe, expect, it } from 'vitest';
import { channels, channelScope, events } from '../../schema/src/realtime.ts';

describe('realtime names', () => {
  it.each([
    [channels.loginCode(), 'pack_line_printer_login_code'],
    [channels.planner('CHI'), 'pack_line_planner_updates_for_CHI'],
    [channels.labelStatus('Midwest', '2026-11-23'), 'label-status-Midwest-2026-11-23'],
    [channels.pickToLight('CHI', 'A'), 'pick_to_light_updates_CHI_A'],
    [channels.printerApp('chicago'), 'printer_app_updates_chicago'],
    [channels.printerUpdates('CHI', 'A'), 'pack_line_printer_updates_CHI_A'],
    [channels.printerManagement('chicago', 'A'), 'printer_management_for_chicago_A'],
  ])('channel %s is spelled as the screens and hosts expect', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('event names are the ones the screens listen for', () => {
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

  it.each([
    [channels.loginCode(), { kind: 'admin' }],
    [channels.planner('CHI'), { kind: 'facility', by: 'abbreviation', value: 'CHI' }],
    [
      channels.labelStatus("Coeur d'Alene", '2026-11-23'),
      { kind: 'region', regionName: "Coeur d'Alene" },
    ],
    [
      channels.labelStatus('Upper Peninsula', '2026-11-23'),
      { kind: 'region', regionName: 'Upper Peninsula' },
    ],
    [channels.pickToLight('SBD', 'B'), { kind: 'facility', by: 'abbreviation', value: 'SBD' }],
    [
      channels.printerApp('san_bernardino'),
      { kind: 'facility', by: 'slug', value: 'san_bernardino' },
    ],
    [channels.printerUpdates('BAL', 'C'), { kind: 'facility', by: 'abbreviation', value: 'BAL' }],
    [
      channels.printerManagement('san_bernardino', 'A'),
      { kind: 'facility', by: 'slug', value: 'san_bernardino' },
    ],
    [
      channels.history('CHI'),
      { kind: 'facility', by: 'abbreviation', value: 'CHI', adminOnly: true },
    ],
  ])('channel %s belongs to %o', (channel, scope) => {
    expect(channelScope(channel)).toEqual(scope);
  });

  it('every channel of the catalogue has its owner', () => {
    const samples: Record<keyof typeof channels, string> = {
      loginCode: channels.loginCode(),
      planner: channels.planner('CHI'),
      labelStatus: channels.labelStatus('Midwest', '2026-11-23'),
      pickToLight: channels.pickToLight('CHI', 'A'),
      printerApp: channels.printerApp('chicago'),
      printerUpdates: channels.printerUpdates('CHI', 'A'),
      printerManagement: channels.printerManagement('chicago', 'A'),
      packLineStatus: channels.packLineStatus('CHI'),
      history: channels.history('CHI'),
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(channels).sort());
    const ownerless = Object.values(samples).filter((channel) => !channelScope(channel));
    expect(ownerless).toEqual([]);
  });

  it.each(['someone_elses_channel', 'pick_to_light_updates_CHI', 'label-status-Midwest', ''])(
    'a name that is none of ours (%j) belongs to no one',
    (channel) => {
      expect(channelScope(channel)).toBeUndefined();
    },
  );
});
