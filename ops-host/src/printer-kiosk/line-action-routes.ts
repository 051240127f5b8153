import type { FastifyInstance } from 'fastify';
import snakecaseKeys from 'snakecase-keys';
import type { Db } from '../db/database.ts';
import { checkedFacility, HttpError } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { facilitySlug, id, nullableId, object, text } from '../http/schemas.ts';
import {
  checkSupervisorCode,
  INCORRECT_CONFIRMATION_CODE,
  INCORRECT_TAILS_CODE,
  pauseReasons,
  recordPause,
  setActiveGroups,
  unassignTails,
} from './line-actions.ts';
import { FILTER_KEY_PATTERN, updateLineFilters } from '../pack-lines/filters.ts';
import type { PrinterOptions } from '../label-printers/client.ts';
import { facilityPrinterAddress, printerIpField } from './printer-address.ts';
import { kioskAuthor } from './routes.ts';
import { printerStatus } from './printer-status.ts';
import { remainingByLine, remainingByRegion } from './remaining-pickables.ts';

const lineLetter = { type: 'string', pattern: '^[A-Za-z]$' } as const;
const loginCode = { type: 'string', pattern: '^[0-9]{5}$' } as const;
const filterList = {
  type: 'array',
  maxItems: 500,
  items: { type: 'string', pattern: FILTER_KEY_PATTERN },
} as const;
const slugInBody = facilityIn.body('packing_facility_slug', 'slug');
const slugInQuery = facilityIn.query('packing_facility_slug', 'slug');

const snake = (value: object) =>
  snakecaseKeys(JSON.parse(JSON.stringify(value)) as Record<string, unknown>, { deep: true });

/** "1,2" → [1, 2]; "2026-11-26,2026-11-27" → the dates (comma-separated query values). */
const idList = (value: string) => value.split(',').map(Number);
const dateList = (value: string | undefined) => (value ? value.split(',') : []);

/**
 * The kiosk's line actions under /pack_line_printer: pause reasons and pauses,
 * unassigning tails, the line's current and next group, the supervisor code check, and the
 * remaining pickables. Floor sessions of the facility only.
 */
export function printerKioskLineActionRoutes(
  app: FastifyInstance,
  deps: { db: Db; printer: PrinterOptions },
) {
  app.get<{
    Querystring: { packing_facility_slug: string; printer_ip: string; pack_line_name: string };
  }>(
    '/pack_line_printer/pack_lines/printer_status',
    {
      config: access.floorOnly(slugInQuery),
      schema: {
        querystring: object(
          {
            packing_facility_slug: facilitySlug,
            printer_ip: printerIpField,
            pack_line_name: lineLetter,
          },
          ['packing_facility_slug', 'printer_ip', 'pack_line_name'],
        ),
      },
    },
    async (request) =>
      snake(
        await printerStatus(deps, {
          facilityId: checkedFacility(request).id,
          typedPrinterIp: request.query.printer_ip,
        }),
      ),
  );

  app.get('/pack_line_printer/event_reasons', { config: access.floorOnly('session') }, async () =>
    snake({ eventReasons: await pauseReasons(deps.db) }),
  );

  app.post<{
    Body: {
      packing_facility_slug: string;
      pack_line_id: number;
      reason_id: number;
      sub_reason_id?: number | null;
      auto_trigger?: boolean;
    };
  }>(
    '/pack_line_printer/events',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object(
          {
            packing_facility_slug: facilitySlug,
            pack_line_id: id,
            reason_id: id,
            sub_reason_id: nullableId,
            auto_trigger: { type: 'boolean' },
          },
          ['packing_facility_slug', 'pack_line_id', 'reason_id'],
        ),
      },
    },
    async (request) =>
      snake(
        await recordPause(deps.db, {
          facility: checkedFacility(request),
          packLineId: request.body.pack_line_id,
          reasonId: request.body.reason_id,
          subReasonId: request.body.sub_reason_id ?? null,
          autoTrigger: request.body.auto_trigger ?? false,
          author: kioskAuthor(request),
        }),
      ),
  );

  app.put<{
    Body: {
      packing_facility_slug: string;
      pack_line_name: string;
      pack_line_plan_group_ids: number[];
      printer_ip: string;
      login_code: string;
    };
  }>(
    '/pack_line_printer/pack_lines/unassign_tails',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object(
          {
            packing_facility_slug: facilitySlug,
            pack_line_name: lineLetter,
            pack_line_plan_group_ids: { type: 'array', items: id, minItems: 1, maxItems: 500 },
            printer_ip: printerIpField,
            login_code: text(10),
          },
          [
            'packing_facility_slug',
            'pack_line_name',
            'pack_line_plan_group_ids',
            'printer_ip',
            'login_code',
          ],
        ),
      },
    },
    async (request) => {
      const facility = checkedFacility(request);
      // The kiosk's printer must be on the facility's network, checked before the code counts.
      const address = await facilityPrinterAddress(deps.db, facility.id, request.body.printer_ip);
      // Unassigning tails is confirmed by the supervisor's code.
      await checkSupervisorCode(deps.db, {
        facilityId: checkedFacility(request).id,
        code: request.body.login_code,
        clientAddress: request.ip,
        wrongMessage: INCORRECT_TAILS_CODE,
      });
      return snake(
        await unassignTails(deps.db, {
          facility,
          packLineName: request.body.pack_line_name.toUpperCase(),
          groupIds: request.body.pack_line_plan_group_ids,
          author: kioskAuthor(request)(request.body.pack_line_name.toUpperCase(), address),
        }),
      );
    },
  );

  app.post<{ Body: { packing_facility_slug: string; login_code: string } }>(
    '/pack_line_printer/authentication/verify_supervisor_code',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object({ packing_facility_slug: facilitySlug, login_code: loginCode }, [
          'packing_facility_slug',
          'login_code',
        ]),
      },
    },
    async (request) => {
      await checkSupervisorCode(deps.db, {
        facilityId: checkedFacility(request).id,
        code: request.body.login_code,
        clientAddress: request.ip,
        wrongMessage: INCORRECT_CONFIRMATION_CODE,
      });
      return { valid: true };
    },
  );

  app.put<{
    Body: {
      packing_facility_slug: string;
      pack_line_name: string;
      current_group_id: number | null;
      next_group_id: number | null;
    };
  }>(
    '/pack_line_printer/active_groups',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object(
          {
            packing_facility_slug: facilitySlug,
            pack_line_name: lineLetter,
            current_group_id: nullableId,
            next_group_id: nullableId,
          },
          ['packing_facility_slug', 'pack_line_name', 'current_group_id', 'next_group_id'],
        ),
      },
    },
    async (request) =>
      snake(
        await setActiveGroups(deps.db, {
          facility: checkedFacility(request),
          packLineName: request.body.pack_line_name.toUpperCase(),
          currentGroupId: request.body.current_group_id,
          nextGroupId: request.body.next_group_id,
          author: kioskAuthor(request),
        }),
      ),
  );

  app.post<{
    Body: {
      packing_facility_slug: string;
      pack_line_name: string;
      current_filters: string[];
      new_filters: string[];
    };
  }>(
    '/pack_line_printer/filters/update_filters',
    {
      config: access.floorOnly(slugInBody),
      schema: {
        body: object(
          {
            packing_facility_slug: facilitySlug,
            pack_line_name: lineLetter,
            current_filters: filterList,
            new_filters: filterList,
          },
          ['packing_facility_slug', 'pack_line_name', 'current_filters', 'new_filters'],
        ),
      },
    },
    async (request) => {
      const lineName = request.body.pack_line_name.toUpperCase();
      return snake(
        await updateLineFilters(deps.db, {
          facility: checkedFacility(request),
          lineName,
          current: request.body.current_filters,
          next: request.body.new_filters,
          by: 'printer',
          author: kioskAuthor(request)(lineName),
        }),
      );
    },
  );

  const remainingQuery = object(
    {
      packing_facility_slug: facilitySlug,
      pack_line_ids: { type: 'string', pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$' },
      ship_dates: {
        type: 'string',
        pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2}(,[0-9]{4}-[0-9]{2}-[0-9]{2}){0,30})?$',
      },
    },
    ['packing_facility_slug', 'pack_line_ids'],
  );
  type RemainingQuery = {
    Querystring: { packing_facility_slug: string; pack_line_ids: string; ship_dates?: string };
  };
  const remainingInput = (
    request: { query: RemainingQuery['Querystring'] },
    facilityId: number,
  ) => {
    const shipDates = dateList(request.query.ship_dates);
    if (shipDates.some((date) => Number.isNaN(Date.parse(date)))) {
      throw new HttpError(400, 'ship_dates must be dates, yyyy-MM-dd.');
    }
    return { facilityId, packLineIds: idList(request.query.pack_line_ids), shipDates };
  };

  app.get<RemainingQuery>(
    '/pack_line_printer/remaining_pickables/by_region',
    { config: access.floorOnly(slugInQuery), schema: { querystring: remainingQuery } },
    async (request) =>
      snake(await remainingByRegion(deps.db, remainingInput(request, checkedFacility(request).id))),
  );

  app.get<RemainingQuery>(
    '/pack_line_printer/remaining_pickables/for_pack_line',
    { config: access.floorOnly(slugInQuery), schema: { querystring: remainingQuery } },
    async (request) =>
      snake(await remainingByLine(deps.db, remainingInput(request, checkedFacility(request).id))),
  );
}
