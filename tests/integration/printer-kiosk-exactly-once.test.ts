import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { createGateway } from '../../gateway/src/server.ts';
import { connectDatabase, type DatabaseHandle } from '../../ops-host/src/db/connect.ts';
import { migrate } from '../../ops-host/src/db/migrate.ts';
import { seedDatabase } from '../../ops-host/src/seed/index.ts';
import {
  VirtualPrinter,
  type VirtualPrinterMode,
} from '../../ops-host/src/printers/virtual-printer.ts';
import type { Json } from '../support/http.ts';
import { TEST_SERVICE_TOKEN } from '../support/ops-host.ts';
import { createThrowawayDatabase } from '../support/postgres.ts';
import { databaseKinds } from '../support/stack.ts';
import {
  latestTestCode,
  printableGroup,
  printedBarcodes,
} from '../ops-host/pack-line-printer/kiosk-support.ts';

// The exactly-once proof of the printer kiosk: 8 kiosks print the same group at once through
// the gateway while their printers drop connections at random, and the operations host is
// killed (SIGKILL) and started again half way. Afterwards every box has at most one label on
// paper (the ZPL files), every label on paper has its record, and no box is lost.

const KIOSKS = 8;
const PRINTER_PORT = 9433;
const EXTRA_LINES = ['F', 'G', 'H', 'I', 'J', 'K', 'L'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A small seeded generator, so a failing run can be read again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe.each(await databaseKinds())('printing one group from 8 kiosks, on %s', (database) => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;
  let host: ChildProcess | undefined;
  let hostUrl: string;
  let gateway: Awaited<ReturnType<typeof createGateway>>;
  let groupId: number;
  const printers: VirtualPrinter[] = [];

  const open = (): Promise<DatabaseHandle> =>
    connectDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: path.join(dataDir, 'pglite') });

  async function startHost() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'ops-host/src/main.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode})`);
      const up = await fetch(`${hostUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return child;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the host did not start');
  }

  async function graphql(cookie: string, query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    const body = (await response.json()) as { data?: Json; errors?: unknown[] };
    return { body, setCookie };
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiosk-once-'));
    const port = await freePort();
    hostUrl = `http://127.0.0.1:${port}`;
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OPS_PORT: String(port),
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      PRINTER_PORT: String(PRINTER_PORT),
      PRINTER_TIMEOUT_MS: '800',
      LOG_LEVEL: 'fatal',
    };
    if (database === 'postgres') {
      const throwaway = await createThrowawayDatabase();
      env.DATABASE_URL = throwaway.url;
      drop = throwaway.drop;
    }
    // The demo data, seven more Chicago lines laid out like line A, and a group of line A
    // grown with the other boxes line A can pack, so there is plenty to print.
    const handle = await open();
    await migrate(handle);
    await seedDatabase(handle.db, { size: 'demo', adminPassword: 'x' });
    const lineA = await handle.db
      .selectFrom('pack_lines')
      .select(['line_preset_id'])
      .where('packing_facility_id', '=', 1)
      .where('name', '=', 'A')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('pack_lines')
      .values(
        EXTRA_LINES.map((name) => ({
          packing_facility_id: 1,
          name,
          line_preset_id: lineA.line_preset_id,
        })),
      )
      .execute();
    ({ groupId } = await printableGroup(handle.db, 1, 'A', 2));
    const others = await handle.db
      .selectFrom('pack_line_plan_groups')
      .select('id')
      .where('pack_line_id', '=', (await printableGroup(handle.db, 1, 'A', 1)).lineId)
      .where('id', '<>', groupId)
      .execute();
    if (others.length > 0) {
      await handle.db
        .updateTable('shipments')
        .set({ pack_line_plan_group_id: groupId })
        .where(
          'pack_line_plan_group_id',
          'in',
          others.map((g) => g.id),
        )
        .where('printed_at', 'is', null)
        .execute();
    }
    await handle.close();

    host = await startHost();
    gateway = await createGateway(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        OPS_HOST_URL: hostUrl,
        OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
        UPSTREAM_TIMEOUT_MS: '5000',
        LOG_LEVEL: 'fatal',
      }),
    );
    const chance = random(database === 'postgres' ? 7 : 3);
    for (let index = 0; index < KIOSKS; index += 1) {
      const printer = new VirtualPrinter({
        address: `127.0.2.${221 + index}`,
        port: PRINTER_PORT,
        dataDir,
        chooseJobMode: (): VirtualPrinterMode | undefined => {
          const roll = chance();
          if (roll < 0.15) return 'drop';
          if (roll < 0.25) return 'drop_after_print';
          return undefined;
        },
      });
      await printer.start();
      printers.push(printer);
    }
  }, 240_000);

  afterAll(async () => {
    host?.kill('SIGKILL');
    await gateway?.close();
    for (const printer of printers) await printer.stop();
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('every box has at most one label on paper, and every label on paper its record', async () => {
    // step: eight kiosks sign in through the gateway, each with its own line and printer
    const codeResponse = await fetch(
      `${hostUrl}/pack_line_planner/authentication/fetch_login_code`,
      {
        headers: { authorization: `Bearer ${TEST_SERVICE_TOKEN}` },
      },
    );
    const { login_code: loginCode } = (await codeResponse.json()) as { login_code: string };
    const kiosks: { cookie: string; printerIp: string }[] = [];
    for (const [index, line] of ['A', ...EXTRA_LINES].entries()) {
      const signIn = await graphql(
        '',
        `
          mutation ($code: String!) {
            floorSignIn(input: { packingFacilitySlug: "chicago", loginCode: $code }) {
              session {
                expiresAt
              }
            }
          }
        `,
        { code: loginCode },
      );
      const cookie = signIn.setCookie!.split(';')[0]!;
      const printerIp = `2.${221 + index}`;
      const printer = printers[index]!;
      // The test label must come out: its job is printed whatever the random failures say.
      const mode = printer.chooseJobMode;
      printer.chooseJobMode = undefined;
      const assigned = await graphql(
        cookie,
        `
          mutation ($input: AssignKioskPrinterInput!) {
            assignKioskPrinter(input: $input) {
              assigned
              conflict
              printerError {
                message
                reason
              }
            }
          }
        `,
        { input: { packingFacilitySlug: 'chicago', packLineName: line, printerIp } },
      );
      expect(assigned.body.data?.assignKioskPrinter).toMatchObject({ assigned: true });
      printer.chooseJobMode = mode;
      const confirmed = await graphql(
        cookie,
        `
          mutation ($input: ConfirmKioskPrinterInput!) {
            confirmKioskPrinter(input: $input) {
              confirmed
              userErrors {
                message
              }
            }
          }
        `,
        {
          input: {
            packingFacilitySlug: 'chicago',
            packLineName: line,
            printerIp,
            confirmationCode: latestTestCode(printer),
          },
        },
      );
      expect(confirmed.body.data?.confirmKioskPrinter.confirmed).toBe(true);
      kiosks.push({ cookie, printerIp });
    }

    // step: all eight print the group at once until nothing is left; the host is killed once
    let printed = 0;
    let restarting: Promise<void> | undefined;
    const outcomes = { printed: 0, mayHavePrinted: 0, cannotConnect: 0, failed: 0 };
    async function printUntilDone(kiosk: { cookie: string; printerIp: string }) {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        await restarting;
        const { body } = await graphql(
          kiosk.cookie,
          `
            mutation ($input: PrintLabelInput!) {
              printLabel(input: $input) {
                labelsPrinted
                label {
                  barcode
                }
                printerError {
                  mayHavePrinted
                }
                signedOut
                userErrors {
                  message
                }
              }
            }
          `,
          { input: { packLinePlanGroupId: String(groupId), printerIp: kiosk.printerIp } },
        );
        const result = body.data?.printLabel;
        if (!result) {
          outcomes.failed += 1; // the host is down: the gateway says so; try again
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        if (result.userErrors[0]?.message === 'There are no labels left to print in this group.')
          return;
        expect(result.signedOut).toBe(false);
        if (result.label) {
          outcomes.printed += 1;
          printed += 1;
          if (printed === 6 && !restarting) {
            restarting = (async () => {
              host!.kill('SIGKILL');
              await new Promise((resolve) => host!.once('exit', resolve));
              host = await startHost();
            })();
          }
        } else if (result.printerError?.mayHavePrinted) outcomes.mayHavePrinted += 1;
        else outcomes.cannotConnect += 1;
      }
      throw new Error('a kiosk kept printing without the group running out');
    }
    await Promise.all(kiosks.map(printUntilDone));
    await restarting;

    // step: count what is on paper against the records
    const onPaper = printers.flatMap((printer) => printedBarcodes(printer));
    host!.kill('SIGTERM');
    await new Promise((resolve) => host!.once('exit', resolve));
    host = undefined;
    const db = await open();
    try {
      const boxes = await db.db
        .selectFrom('shipments as s')
        .leftJoin('labels as l', 'l.shipment_id', 's.id')
        .select(['s.barcode', 's.printed_at', 'l.id as labelId', 'l.print_state'])
        .where('s.pack_line_plan_group_id', '=', groupId)
        .where('s.tracking_number', 'is not', null)
        .execute();
      const copies = new Map<string, number>();
      for (const barcode of onPaper) copies.set(barcode, (copies.get(barcode) ?? 0) + 1);
      // at most one label on paper per box
      expect([...copies.entries()].filter(([, n]) => n > 1)).toEqual([]);
      // every label on paper has its record, and its box is printed
      for (const barcode of copies.keys()) {
        const box = boxes.find((b) => b.barcode === barcode);
        expect(box?.labelId, barcode).not.toBeNull();
        expect(box?.printed_at, barcode).not.toBeNull();
      }
      // a record confirmed by the printer is on paper
      for (const box of boxes.filter((b) => b.print_state === 'printed')) {
        expect(copies.get(box.barcode), box.barcode).toBe(1);
      }
      // none lost: every box the line can pack has its record (the group ran out), and a box
      // is printed exactly when it has one
      expect(boxes.every((b) => (b.labelId !== null) === (b.printed_at !== null))).toBe(true);
      expect(outcomes.printed).toBeGreaterThan(6);
      // a kiosk told 'printed' has a confirmed record (the kill may cut an answer, not a record)
      expect(outcomes.printed).toBeLessThanOrEqual(
        boxes.filter((b) => b.print_state === 'printed').length,
      );
    } finally {
      await db.close();
    }
  }, 300_000);
});
