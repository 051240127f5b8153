import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../ops-host/src/db/connect.ts';
import type { VirtualPrinter } from '../../ops-host/src/label-printers/virtual-printer.ts';
import { freePort, killProcess, startHostProcess } from '../support/host-process.ts';
import {
  bigPrintableGroup,
  droppingPrinters,
  newOutcomes,
  printUntilDone,
  setUpKiosk,
  type Kiosk,
} from '../support/printer-kiosk-flow.ts';
import { labelsAgainstPaper } from '../support/labels-on-paper.ts';
import { currentLoginCode, TEST_SERVICE_TOKEN } from '../support/ops-host.ts';
import { seededHostData } from '../support/seeded-host-data.ts';
import { databaseKinds, startTestGateway } from '../support/stack.ts';

// The exactly-once proof of the printer kiosk: 8 kiosks print the same group at once through
// the gateway while their printers drop connections at random, and the operations host is
// killed (SIGKILL) and started again half way. Afterwards every box has at most one label on
// paper (the ZPL files), every label on paper has its record, and no box is lost.

const KIOSKS = 8;
const PRINTER_PORT = 9433;
const EXTRA_LINES = ['F', 'G', 'H', 'I', 'J', 'K', 'L'];

describe.each(await databaseKinds())('printing one group from 8 kiosks, on %s', (database) => {
  let data: Awaited<ReturnType<typeof seededHostData>> | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  let host: ChildProcess | undefined;
  let hostUrl: string;
  let gateway: Awaited<ReturnType<typeof startTestGateway>>;
  let groupId: number;
  let printers: VirtualPrinter[] = [];

  const open = (): Promise<DatabaseHandle> =>
    connectDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: path.join(dataDir, 'pglite') });
  const startHost = () => startHostProcess(hostUrl, env);

  beforeAll(async () => {
    data = await seededHostData(database);
    dataDir = data.dataDir;
    const port = await freePort();
    hostUrl = `http://127.0.0.1:${port}`;
    env = {
      ...data.env,
      NODE_ENV: 'test',
      OPS_PORT: String(port),
      OPS_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
      PRINTER_PORT: String(PRINTER_PORT),
      PRINTER_TIMEOUT_MS: '800',
      LOG_LEVEL: 'fatal',
    };
    // The run's demo data, seven more Chicago lines laid out like line A, and a group of line A
    // grown with the other boxes line A can pack, so there is plenty to print.
    const handle = await open();
    groupId = await bigPrintableGroup(handle.db, 1, EXTRA_LINES);
    await handle.close();

    host = await startHost();
    gateway = await startTestGateway(hostUrl, 'fatal');
    printers = await droppingPrinters({
      count: KIOSKS,
      subnet: 1,
      first: 161,
      port: PRINTER_PORT,
      dataDir,
      seed: database === 'postgres' ? 7 : 3,
    });
  }, 240_000);

  afterAll(async () => {
    if (host) await killProcess(host);
    await gateway?.close();
    for (const printer of printers) await printer.stop();
    await data?.remove();
  });

  it('every box has at most one label on paper, and every label on paper its record', async () => {
    // step: eight kiosks sign in through the gateway, each with its own line and printer
    const loginCode = await currentLoginCode({ url: hostUrl }, 'chicago');
    const kiosks: Kiosk[] = [];
    for (const [index, line] of ['A', ...EXTRA_LINES].entries()) {
      kiosks.push(
        await setUpKiosk(gateway.url, loginCode, {
          line,
          printer: printers[index]!,
          printerIp: `1.${161 + index}`,
        }),
      );
    }

    // step: all eight print the group at once until nothing is left; the host is killed once
    let printed = 0;
    let restarting: Promise<void> | undefined;
    const outcomes = newOutcomes();
    const onPrinted = () => {
      printed += 1;
      if (printed === 6 && !restarting) {
        restarting = (async () => {
          await killProcess(host!);
          host = await startHost();
        })();
      }
    };
    await Promise.all(
      kiosks.map((kiosk) =>
        printUntilDone(kiosk, groupId, outcomes, { before: async () => restarting, onPrinted }),
      ),
    );
    await restarting;

    // step: count what is on paper against the records
    await killProcess(host!, 'SIGTERM');
    host = undefined;
    const db = await open();
    try {
      const check = await labelsAgainstPaper(db.db, groupId, printers);
      // at most one label on paper per box
      expect(check.printedTwice).toEqual([]);
      // every label on paper has its record, and its box is printed
      expect(check.onPaperWithoutRecord).toEqual([]);
      // a record confirmed by the printer is on paper
      expect(check.confirmedNotOnPaperOnce).toEqual([]);
      // none lost: a box is printed exactly when it has its record
      expect(check.recordWithoutPrintedBox).toEqual([]);
      expect(outcomes.printed).toBeGreaterThan(6);
      // a kiosk told 'printed' has a confirmed record (the kill may cut an answer, not a record)
      expect(outcomes.printed).toBeLessThanOrEqual(check.confirmed);
    } finally {
      await db.close();
    }
  }, 300_000);
});
