import type { FastifyInstance, FastifyRequest } from 'fastify';
import snakecaseKeys from 'snakecase-keys';
import type { Db } from '../db/database.ts';
import type { FloorSession } from '../floor-sessions/service.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility, HttpError, requireFloor } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { bigId, facilitySlug, id, object, text } from '../http/schemas.ts';
import type { PrinterOptions } from '../label-printers/client.ts';
import { assignPrinter, confirmedPrinter, confirmPrinter, unassignPrinter } from './assignment.ts';
import { lineAfterPrint, lineNames, packLineData } from './line-data.ts';
import { checkSupervisorCode, INCORRECT_CONFIRMATION_CODE } from './line-actions.ts';
import { printerIpField } from './printer-address.ts';
import { printNextLabel, printTrainingLabel, reprintLabel, searchLabels } from './printing.ts';

const lineLetter = { type: 'string', pattern: '^[A-Za-z]$' } as const;

/** REST bodies are snake_case; the services speak camelCase. */
const snake = (value: object) =>
  snakecaseKeys(JSON.parse(JSON.stringify(value)) as Record<string, unknown>, { deep: true });

/** The kiosk's own session; null for a service, which has no printer of its own. */
const kioskSession = (request: FastifyRequest) =>
  request.caller?.kind === 'floor' ? requireFloor(request) : null;

/** The kiosk as history names it: 'Kiosk, line A, printer 10.1.0.12'. */
export const kioskAuthor = (request: FastifyRequest) => (packLineName: string, address?: string) =>
  authorOf(request, {
    id: `kiosk:${packLineName}:${address ?? ''}`,
    name: `Kiosk, line ${packLineName}${address ? `, printer ${address}` : ''}`,
  });

/**
 * The refusals of a print or a reprint on the kiosk's line: nothing left to print (409), a box's
 * data (422), a printer that printed nothing (424). A 504 may have printed; a 404 (a group or a
 * label of another facility) and a refusal of the kiosk's printer (before its line is known) are
 * answered as they are.
 */
const LINE_REFUSALS = new Set([409, 422, 424]);

/**
 * A print or a reprint on the kiosk's line: refused there, its answer carries the line as it now
 * is, as a print's answer does, so the kiosk does not read it again.
 */
async function refusedWithLine<T>(
  db: Db,
  session: FloorSession,
  packLineName: string,
  print: Promise<T>,
): Promise<T> {
  try {
    return await print;
  } catch (error) {
    if (!(error instanceof HttpError) || !LINE_REFUSALS.has(error.statusCode)) throw error;
    const { line } = await lineAfterPrint(db, session, packLineName, null);
    const details = { ...error.details, ...snake({ line }) };
    throw new HttpError(error.statusCode, error.message, details, error.headers);
  }
}

const slugInBody = facilityIn.body('packing_facility_slug', 'slug');
const slugInQuery = facilityIn.query('packing_facility_slug', 'slug');

/** The body of the calls naming a line and a printer, plus their own fields. */
function lineBody(extra: Record<string, object> = {}, required: string[] = []) {
  return object(
    {
      packing_facility_slug: facilitySlug,
      pack_line_name: lineLetter,
      printer_ip: printerIpField,
      ...extra,
    },
    ['packing_facility_slug', 'pack_line_name', 'printer_ip', ...required],
  );
}

interface LineBody {
  packing_facility_slug: string;
  pack_line_name: string;
  printer_ip: string;
}

/**
 * The printer kiosk's calls under /pack_line_printer: lines and printers of the
 * line selector, the printer's test label and its code, the line screen's data, printing and
 * reprinting. Only a kiosk's floor session may call them: printing is tied to the printer the
 * kiosk signed in with.
 */
export function printerKioskRoutes(
  app: FastifyInstance,
  deps: { db: Db; printer: PrinterOptions; now?: () => Date },
) {
  app.get<{ Querystring: { packing_facility_slug: string } }>(
    '/pack_line_printer/pack_lines/pack_line_names',
    {
      config: access.floorOnly(slugInQuery),
      schema: {
        querystring: object({ packing_facility_slug: facilitySlug }, ['packing_facility_slug']),
      },
    },
    async (request) => snake(await lineNames(deps.db, checkedFacility(request).id)),
  );

  app.get<{ Querystring: { packing_facility_slug: string; pack_line_name: string } }>(
    '/pack_line_printer/pack_lines/pack_line_data',
    {
      config: access.floorOnly(slugInQuery),
      schema: {
        querystring: object({ packing_facility_slug: facilitySlug, pack_line_name: lineLetter }, [
          'packing_facility_slug',
          'pack_line_name',
        ]),
      },
    },
    async (request) =>
      snake(
        await packLineData(
          deps.db,
          kioskSession(request),
          checkedFacility(request).id,
          request.query.pack_line_name,
        ),
      ),
  );

  app.post<{ Body: LineBody & { take_over?: boolean } }>(
    '/pack_line_printer/pack_lines/printer_assignment',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: lineBody({ take_over: { type: 'boolean' } }),
      },
    },
    async (request) => {
      const assignment = await assignPrinter(deps, {
        facility: checkedFacility(request),
        session: requireFloor(request),
        packLineName: request.body.pack_line_name,
        typedPrinterIp: request.body.printer_ip,
        takeOver: request.body.take_over ?? false,
        author: kioskAuthor(request),
      });
      return snake({ ...assignment, confirmationRequired: true });
    },
  );

  app.post<{ Body: LineBody & { confirmation_code: string } }>(
    '/pack_line_printer/pack_lines/printer_confirmation',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: lineBody({ confirmation_code: text(10) }, ['confirmation_code']),
      },
    },
    async (request) =>
      snake(
        await confirmPrinter(deps, {
          facility: checkedFacility(request),
          session: requireFloor(request),
          packLineName: request.body.pack_line_name,
          typedPrinterIp: request.body.printer_ip,
          confirmationCode: request.body.confirmation_code,
          author: kioskAuthor(request),
        }),
      ),
  );

  app.post<{ Body: LineBody }>(
    '/pack_line_printer/pack_lines/printer_unassignment',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: lineBody(),
      },
    },
    async (request) => {
      await unassignPrinter(deps.db, {
        facility: checkedFacility(request),
        session: kioskSession(request),
        packLineName: request.body.pack_line_name,
        typedPrinterIp: request.body.printer_ip,
        author: kioskAuthor(request),
      });
      return { unassigned: true };
    },
  );

  app.post<{ Body: { pack_line_plan_group_id: number; printer_ip: string } }>(
    '/pack_line_printer/print_label',
    {
      config: access.floorOnly('session'),
      schema: {
        body: object({ pack_line_plan_group_id: id, printer_ip: printerIpField }, [
          'pack_line_plan_group_id',
          'printer_ip',
        ]),
      },
    },
    async (request) => {
      const session = requireFloor(request);
      const printer = await confirmedPrinter(deps.db, session, request.body.printer_ip);
      const { packLineName } = printer.assignment;
      const printed = await refusedWithLine(
        deps.db,
        session,
        packLineName,
        printNextLabel(deps, {
          session,
          groupId: request.body.pack_line_plan_group_id,
          printer,
          author: kioskAuthor(request),
        }),
      );
      const changed = await lineAfterPrint(
        deps.db,
        session,
        packLineName,
        request.body.pack_line_plan_group_id,
      );
      return snake({ ...printed, ...changed });
    },
  );

  app.post<{ Body: { pack_line_plan_group_id?: number; printer_ip: string; metadata_id: number } }>(
    '/pack_line_printer/reprint_label',
    {
      config: access.floorOnly('session'),
      schema: {
        body: object(
          { pack_line_plan_group_id: id, printer_ip: printerIpField, metadata_id: bigId },
          ['printer_ip', 'metadata_id'],
        ),
      },
    },
    async (request) => {
      const session = requireFloor(request);
      const printer = await confirmedPrinter(deps.db, session, request.body.printer_ip);
      const { packLineName } = printer.assignment;
      const reprinted = await refusedWithLine(
        deps.db,
        session,
        packLineName,
        reprintLabel(deps, {
          session,
          metadataId: request.body.metadata_id,
          printer,
          author: kioskAuthor(request),
        }),
      );
      // A reprint changes no counts: the line's queue (the label moves to its head).
      const { line } = await lineAfterPrint(deps.db, session, packLineName, null);
      return snake({ ...reprinted, line });
    },
  );

  app.get<{ Querystring: { packing_facility_slug: string; search_text: string } }>(
    '/pack_line_printer/search_labels/search',
    {
      config: access.floorOnly(slugInQuery),
      schema: {
        querystring: object(
          { packing_facility_slug: facilitySlug, search_text: text(100, { minLength: 3 }) },
          ['packing_facility_slug', 'search_text'],
        ),
      },
    },
    async (request) => {
      const labels = await searchLabels(
        deps.db,
        checkedFacility(request).id,
        request.query.search_text.trim(),
      );
      return snake({ labels });
    },
  );

  app.post<{ Body: { packing_facility_slug: string; printer_ip: string; login_code: string } }>(
    '/pack_line_printer/print_training_label',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object(
          { packing_facility_slug: facilitySlug, printer_ip: printerIpField, login_code: text(10) },
          ['packing_facility_slug', 'printer_ip', 'login_code'],
        ),
      },
    },
    async (request) => {
      await printTrainingLabel(deps, {
        session: requireFloor(request),
        typedPrinterIp: request.body.printer_ip,
        author: kioskAuthor(request),
        // The supervisor's code confirms a training label.
        checkCode: () =>
          checkSupervisorCode(deps.db, {
            facilityId: checkedFacility(request).id,
            code: request.body.login_code,
            clientAddress: request.ip,
            wrongMessage: INCORRECT_CONFIRMATION_CODE,
          }),
      });
      return { printed: true };
    },
  );
}
