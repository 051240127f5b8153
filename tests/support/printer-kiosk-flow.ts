import type { Db } from '../../ops-host/src/db/database.ts';
import {
  VirtualPrinter,
  type VirtualPrinterMode,
} from '../../ops-host/src/label-printers/virtual-printer.ts';
import { latestTestCode, printableGroup } from '../ops-host/printer-kiosk/kiosk-support.ts';
import type { Json } from './http.ts';

// A printer kiosk as the browser drives it through the gateway: sign in with the supervisor
// code, assign and confirm its printer, print a group until nothing is left.

/** A small seeded generator, so a failing run can be read again. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Virtual printers on 127.0.{subnet}.{first + i} that drop 15 % of jobs before and 10 % after printing. */
export async function droppingPrinters(options: {
  count: number;
  subnet: number;
  first: number;
  port: number;
  dataDir: string;
  seed: number;
}): Promise<VirtualPrinter[]> {
  const chance = random(options.seed);
  const printers: VirtualPrinter[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const printer = new VirtualPrinter({
      address: `127.0.${options.subnet}.${options.first + index}`,
      port: options.port,
      dataDir: options.dataDir,
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
  return printers;
}

/**
 * Adds lines laid out like line A to the facility, and grows a group of line A with the other
 * unprinted boxes line A can pack, so there is plenty to print; returns the group's id.
 */
export async function bigPrintableGroup(
  db: Db,
  facilityId: number,
  extraLines: string[],
): Promise<number> {
  const lineA = await db
    .selectFrom('pack_lines')
    .select(['line_preset_id'])
    .where('packing_facility_id', '=', facilityId)
    .where('name', '=', 'A')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('pack_lines')
    .values(
      extraLines.map((name) => ({
        packing_facility_id: facilityId,
        name,
        line_preset_id: lineA.line_preset_id,
      })),
    )
    .execute();
  const { groupId } = await printableGroup(db, facilityId, 'A', 2);
  const others = await db
    .selectFrom('pack_line_plan_groups')
    .select('id')
    .where('pack_line_id', '=', (await printableGroup(db, facilityId, 'A', 1)).lineId)
    .where('id', '<>', groupId)
    .execute();
  if (others.length > 0) {
    await db
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
  return groupId;
}

/** One GraphQL call through a gateway with a cookie; the answer and its Set-Cookie. */
export async function gatewayCall(
  gatewayUrl: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers.get('set-cookie');
  const body = (await response.json()) as { data?: Json; errors?: unknown[] };
  return { body, setCookie };
}

export interface Kiosk {
  gatewayUrl: string;
  cookie: string;
  printerIp: string;
}

/**
 * Signs a Chicago kiosk in through the gateway, assigns it the line's printer (typed as
 * `printerIp`) and confirms it with the code of the test label; the test label is printed
 * whatever the printer's random failures say. Returns the kiosk.
 */
export async function setUpKiosk(
  gatewayUrl: string,
  loginCode: string,
  options: { line: string; printer: VirtualPrinter; printerIp: string },
): Promise<Kiosk> {
  const signIn = await gatewayCall(
    gatewayUrl,
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
  const cookie = signIn.setCookie?.split(';')[0];
  if (!cookie) throw new Error(`floor sign-in failed: ${JSON.stringify(signIn.body)}`);
  const { printer, printerIp, line } = options;
  const mode = printer.chooseJobMode;
  printer.chooseJobMode = undefined;
  const assigned = await gatewayCall(
    gatewayUrl,
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
  if (assigned.body.data?.assignKioskPrinter.assigned !== true) {
    throw new Error(`printer ${printerIp} not assigned: ${JSON.stringify(assigned.body)}`);
  }
  printer.chooseJobMode = mode;
  const confirmed = await gatewayCall(
    gatewayUrl,
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
  if (confirmed.body.data?.confirmKioskPrinter.confirmed !== true) {
    throw new Error(`printer ${printerIp} not confirmed: ${JSON.stringify(confirmed.body)}`);
  }
  return { gatewayUrl, cookie, printerIp };
}

/** How the kiosks' Print Label presses ended. */
export interface PrintOutcomes {
  printed: number;
  mayHavePrinted: number;
  cannotConnect: number;
  /** No answer from the host (it was down): pressed again. */
  failed: number;
}

export const newOutcomes = (): PrintOutcomes => ({
  printed: 0,
  mayHavePrinted: 0,
  cannotConnect: 0,
  failed: 0,
});

/**
 * Presses Print Label on the kiosk until the group has nothing left to print. `before` runs
 * before each press (to wait for a restart), `onPrinted` after each label the printer confirmed.
 */
export async function printUntilDone(
  kiosk: Kiosk,
  groupId: number,
  outcomes: PrintOutcomes,
  hooks: { before?: () => Promise<unknown>; onPrinted?: () => void } = {},
): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    await hooks.before?.();
    const { body } = await gatewayCall(
      kiosk.gatewayUrl,
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
    if (result.signedOut) throw new Error('a kiosk was signed out while printing');
    if (result.label) {
      outcomes.printed += 1;
      hooks.onPrinted?.();
    } else if (result.printerError?.mayHavePrinted) outcomes.mayHavePrinted += 1;
    else outcomes.cannotConnect += 1;
  }
  throw new Error('a kiosk kept printing without the group running out');
}
