import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../ops-host/src/label-printers/virtual-printer.ts';
import { scrape, valueOf, type Sample } from '../../support/metrics.ts';
import {
  currentLoginCode,
  floorSessionCookie,
  startTestOpsHost,
  type TestOpsHost,
} from '../../support/ops-host.ts';
import { unscannedBoxOnLineA } from '../../support/zone-fixture.ts';
import { kioskClient, latestTestCode, printableGroup } from '../printer-kiosk/kiosk-support.ts';

const PORT = 9437;
const TOKEN = 'metrics-token-of-the-tests';
let host: TestOpsHost;
let printer: VirtualPrinter;

beforeAll(async () => {
  host = await startTestOpsHost({
    env: { PRINTER_PORT: String(PORT), PRINTER_TIMEOUT_MS: '1500' },
  });
  printer = new VirtualPrinter({
    address: '127.0.1.221',
    port: PORT,
    dataDir: mkdtempSync(path.join(tmpdir(), 'metrics-printer-')),
  });
  await printer.start();
});
afterAll(async () => {
  await printer?.stop();
  await host?.stop();
});

describe('operations host /metrics', () => {
  it('counts scans per line, prints, printer faults, label runs and published events', async () => {
    const floor = await floorSessionCookie(host, 'chicago');
    const kiosk = kioskClient(host.url, floor);
    const scan = (barcode: string) =>
      fetch(
        `${host.url}/v2/scans?${new URLSearchParams({
          packing_facility_abbreviation: 'CHI',
          line_letter: 'A',
          pack_line_zone_id: '1',
          barcode_scan: barcode,
        })}`,
        { headers: { cookie: floor } },
      );
    const before = await scrape(`${host.url}/metrics`);

    const box = await unscannedBoxOnLineA(host.handle.db);
    expect((await scan(box.barcode)).status).toBe(200);
    expect((await scan('999999999-XYZ')).status).toBe(404);
    // The kiosk signs its printer onto line A, prints a training label, then the printer is gone.
    const line = { packing_facility_slug: 'chicago', pack_line_name: 'A', printer_ip: '1.221' };
    expect(
      (await kiosk.post('/pack_line_printer/pack_lines/printer_assignment', line)).status,
    ).toBe(200);
    const confirmed = await kiosk.post('/pack_line_printer/pack_lines/printer_confirmation', {
      ...line,
      confirmation_code: latestTestCode(printer),
    });
    expect(confirmed.status).toBe(200);
    const training = {
      packing_facility_slug: 'chicago',
      printer_ip: '1.221',
      login_code: await currentLoginCode(host, 'chicago'),
    };
    expect((await kiosk.post('/pack_line_printer/print_training_label', training)).status).toBe(
      200,
    );
    // A box's label of a group of line A: its answer names the line.
    const { groupId } = await printableGroup(host.handle.db, 1, 'A');
    const label = { pack_line_plan_group_id: groupId, printer_ip: '1.221' };
    expect((await kiosk.post('/pack_line_printer/print_label', label)).status).toBe(200);
    await printer.stop();
    expect((await kiosk.post('/pack_line_printer/print_training_label', training)).status).toBe(
      424,
    );
    expect((await kiosk.post('/pack_line_printer/print_label', label)).status).toBe(424);
    const shipDay = await host.handle.db
      .selectFrom('shipments')
      .select((eb) => eb.fn.max('ship_date').as('day'))
      .where('packing_facility_id', '=', 1)
      .executeTakeFirstOrThrow();
    const run = await host.labels.start({
      facility: 'CHI',
      shipDate: String(shipDay.day),
      triggeredBy: 'cli',
    });
    await run.done;

    const after = await scrape(`${host.url}/metrics`);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const lineA = { facility: 'CHI', line: 'A' };
    expect(delta('ops_host_scans_total', { ...lineA, status: '200' })).toBe(1);
    expect(delta('ops_host_scans_total', { ...lineA, status: '404' })).toBe(1);
    expect(delta('ops_host_scan_duration_seconds_count', lineA)).toBe(2);
    // A training label's answer names no line; a label's names the kiosk's.
    const chicago = { facility: 'CHI', line: '-' };
    expect(delta('ops_host_prints_total', { ...chicago, kind: 'training', status: '200' })).toBe(1);
    expect(delta('ops_host_prints_total', { ...chicago, kind: 'training', status: '424' })).toBe(1);
    expect(delta('ops_host_prints_total', { ...lineA, kind: 'label', status: '200' })).toBe(1);
    expect(delta('ops_host_prints_total', { ...lineA, kind: 'label', status: '424' })).toBe(1);
    expect(delta('ops_host_prints_total')).toBe(4);
    expect(
      delta('ops_host_printer_faults_total', { facility: 'CHI', failure: 'unreachable' }),
    ).toBe(2);
    expect(delta('ops_host_printer_faults_total')).toBe(2);
    expect(
      delta('ops_host_label_generation_runs_total', { trigger: 'cli', outcome: 'started' }),
    ).toBe(1);
    expect(
      delta('ops_host_label_generation_runs_total', { trigger: 'cli', outcome: 'completed' }),
    ).toBe(1);
    expect(
      delta('ops_host_realtime_events_published_total', { event: 'labels_progress_updates' }),
    ).toBeGreaterThan(0);
    expect(valueOf(after, 'ops_host_process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts the screens in use by line, online or offline as on the status wall', async () => {
    // Line C's screens not heard from this shift, then one sends its heartbeat.
    const lineIdC = host.handle.db
      .selectFrom('pack_lines')
      .select('id')
      .where('packing_facility_id', '=', 1)
      .where('name', '=', 'C');
    await host.handle.db.deleteFrom('heartbeats').where('pack_line_id', '=', lineIdC).execute();
    const floor = await floorSessionCookie(host, 'chicago');
    const heartbeat = await fetch(`${host.url}/register_event`, {
      method: 'POST',
      headers: { cookie: floor, 'content-type': 'application/json' },
      body: JSON.stringify({
        packing_facility_abbreviation: 'CHI',
        line_letter: 'C',
        pack_line_zone_id: 2,
        event_type: 'heartbeat',
        zone_state: 'active',
      }),
    });
    expect(heartbeat.status).toBe(200);
    // Another screen of the line last heard from 5 minutes ago: offline.
    await host.handle.db
      .insertInto('heartbeats')
      .columns(['packing_facility_id', 'pack_line_id', 'zone_id', 'event_type', 'received_at'])
      .expression((eb) =>
        eb
          .selectFrom('pack_lines')
          .select([
            'packing_facility_id',
            'id',
            eb.val(3).as('zone_id'),
            eb.val('heartbeat').as('event_type'),
            eb.val(new Date(Date.now() - 5 * 60_000)).as('received_at'),
          ])
          .where('packing_facility_id', '=', 1)
          .where('name', '=', 'C'),
      )
      .execute();

    const samples = await scrape(`${host.url}/metrics`);
    const lineC = { facility: 'CHI', line: 'C' };
    expect(valueOf(samples, 'ops_host_screens', { ...lineC, status: 'online' })).toBe(1);
    expect(valueOf(samples, 'ops_host_screens', { ...lineC, status: 'offline' })).toBe(1);
  });

  it('without METRICS_TOKEN, answers this machine only, and nothing that came through a proxy', async () => {
    const remote = await host.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.4',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('ops_host_');
    const proxied = await fetch(`${host.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.4' },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.json()).toEqual({
      message: 'The metrics are served to this machine only, unless METRICS_TOKEN is set.',
    });
  });

  it('with METRICS_TOKEN, answers its bearer only', async () => {
    const guarded = await startTestOpsHost({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const none = await fetch(`${guarded.url}/metrics`);
      expect(none.status).toBe(401);
      const wrong = await fetch(`${guarded.url}/metrics`, {
        headers: { authorization: 'Bearer not-the-metrics-token' },
      });
      expect(wrong.status).toBe(401);
      const samples: Sample[] = await scrape(`${guarded.url}/metrics`, {
        authorization: `Bearer ${TOKEN}`,
      });
      expect(samples.some((sample) => sample.name === 'ops_host_scans_total')).toBe(true);
    } finally {
      await guarded.stop();
    }
  });
});
