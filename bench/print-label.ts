// Benchmark (not a test): a label print against a virtual printer, answered through the gateway
// (GraphQL printLabel) and as the same REST call direct (POST /pack_line_printer/print_label).
// Each kiosk signs its own printer onto its own line (the host prints for the kiosk that holds
// the printer); a print reserves a box, sends the ZPL and waits for the printer's ~HS answer.
// Reprints of one label are timed the same way, as many as asked, since the demo seed has only
// so many boxes per line. Budget: p95 ≤ 300 ms for a print answered in the browser.
//
//   npm run bench:print -- [reprints=100]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { VirtualPrinter } from '../ops-host/src/label-printers/virtual-printer.ts';
import { httpClient } from '../tests/support/graphql.ts';
import { currentLoginCode } from '../tests/support/ops-host.ts';
import { latestTestCode, printableGroup } from '../tests/ops-host/printer-kiosk/kiosk-support.ts';
import { percentile } from './support/measure.ts';
import { freePort, startBenchStack } from './support/stack.ts';

const reprints = Number(process.argv[2] ?? 100);
const BUDGET_P95_MS = 300;
const PRINTER_PORT = await freePort();

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-print-'));
const { host, gateway, stop } = await startBenchStack({
  hostEnv: { PRINTER_PORT: String(PRINTER_PORT) },
});
const printers = {
  gateway: new VirtualPrinter({ address: '127.0.1.240', port: PRINTER_PORT, dataDir }),
  rest: new VirtualPrinter({ address: '127.0.1.241', port: PRINTER_PORT, dataDir }),
};
await printers.gateway.start();
await printers.rest.start();

/** A REST kiosk: its floor session cookie, then its printer signed onto the line. */
async function restKiosk(line: string, printerIp: string, printer: VirtualPrinter) {
  const code = await currentLoginCode(host, 'chicago');
  const signIn = await fetch(`${host.url}/pack_line_printer/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_code: code, packing_facility_slug: 'chicago' }),
  });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${host.url}/pack_line_printer${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const lineBody = {
    packing_facility_slug: 'chicago',
    pack_line_name: line,
    printer_ip: printerIp,
  };
  await post('/pack_lines/printer_assignment', { ...lineBody, take_over: true });
  await post('/pack_lines/printer_confirmation', {
    ...lineBody,
    confirmation_code: latestTestCode(printer),
  });
  return post;
}

async function gatewayKiosk(line: string, printerIp: string, printer: VirtualPrinter) {
  const client = httpClient(gateway.url);
  await client.request(
    `mutation($code: String!) { floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) { session { expiresAt } } }`,
    { code: await currentLoginCode(host, 'chicago') },
  );
  const input = { packingFacilitySlug: 'chicago', packLineName: line, printerIp };
  await client.request(
    `mutation($input: AssignKioskPrinterInput!) { assignKioskPrinter(input: $input) { assigned } }`,
    { input: { ...input, takeOver: true } },
  );
  await client.request(
    `mutation($input: ConfirmKioskPrinterInput!) { confirmKioskPrinter(input: $input) { confirmed } }`,
    { input: { ...input, confirmationCode: latestTestCode(printer) } },
  );
  return client;
}

const PRINT = `mutation($input: PrintLabelInput!) { printLabel(input: $input) {
  labelsPrinted label { metadataId barcode confirmed } printerError { message } userErrors { message } } }`;
const REPRINT = `mutation($input: ReprintLabelInput!) { reprintLabel(input: $input) {
  label { confirmed } printerError { message } userErrors { message } } }`;

try {
  const viaRest = await restKiosk('E', '1.241', printers.rest);
  const viaGateway = await gatewayKiosk('D', '1.240', printers.gateway);
  const timings = {
    rest: { print: [] as number[], reprint: [] as number[] },
    gateway: { print: [] as number[], reprint: [] as number[] },
  };
  const metadata = { rest: 0, gateway: 0 };

  // Prints: every printable box of each line (a group at a time), alternating the two paths.
  for (;;) {
    let printed = false;
    const groupE = await printableGroup(host.handle.db, 1, 'E', 1).catch(() => null);
    if (groupE) {
      const start = performance.now();
      const answer = await viaRest('/print_label', {
        pack_line_plan_group_id: groupE.groupId,
        printer_ip: '1.241',
      });
      timings.rest.print.push(performance.now() - start);
      if (answer.status !== 200) throw new Error(`REST print: ${JSON.stringify(answer.body)}`);
      metadata.rest = Number((answer.body.label_data as { metadata_id: number }).metadata_id);
      printed = true;
    }
    const groupD = await printableGroup(host.handle.db, 1, 'D', 1).catch(() => null);
    if (groupD) {
      const start = performance.now();
      const { body } = await viaGateway.request<{
        printLabel: { label: { metadataId: string } | null; printerError: unknown };
      }>(PRINT, { input: { packLinePlanGroupId: String(groupD.groupId), printerIp: '1.240' } });
      timings.gateway.print.push(performance.now() - start);
      const label = body.data?.printLabel.label;
      if (!label) throw new Error(`gateway print: ${JSON.stringify(body)}`);
      metadata.gateway = Number(label.metadataId);
      printed = true;
    }
    if (!printed || timings.gateway.print.length >= 60) break;
  }

  for (let round = 0; round < reprints; round += 1) {
    let start = performance.now();
    const answer = await viaRest('/reprint_label', {
      metadata_id: metadata.rest,
      printer_ip: '1.241',
    });
    timings.rest.reprint.push(performance.now() - start);
    if (answer.status !== 200) throw new Error(`REST reprint: ${JSON.stringify(answer.body)}`);
    start = performance.now();
    const { body } = await viaGateway.request<{ reprintLabel: { label: unknown } }>(REPRINT, {
      input: { metadataId: String(metadata.gateway), printerIp: '1.240' },
    });
    timings.gateway.reprint.push(performance.now() - start);
    if (!body.data?.reprintLabel.label) throw new Error(`gateway reprint: ${JSON.stringify(body)}`);
  }

  for (const kind of ['print', 'reprint'] as const) {
    const rest = timings.rest[kind];
    const via = timings.gateway[kind];
    const figures = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(
      `${kind === 'print' ? 'print label' : 'reprint label'} (${via.length} via gateway, ${rest.length} direct)`,
    );
    console.log(`  REST direct  ${figures(rest)}`);
    console.log(`  via gateway  ${figures(via)}`);
    const p95 = percentile(via, 95);
    console.log(
      `  gateway/REST p50 ${(percentile(via, 50) / percentile(rest, 50)).toFixed(2)}×  p95 ${(p95 / percentile(rest, 95)).toFixed(2)}×; p95 ${p95.toFixed(1)} ms is ${(p95 / BUDGET_P95_MS).toFixed(2)} of the ${BUDGET_P95_MS} ms budget`,
    );
  }
} finally {
  await printers.gateway.stop();
  await printers.rest.stop();
  await stop();
}
