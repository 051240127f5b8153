import { authorOf } from '../history/author.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { checkedFacility } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { bigId, facilityAbbreviation, MAX_INT, object } from '../http/schemas.ts';
import { lineLetterSchema as lineLetter } from '../status-wall/routes.ts';
import { MEAL_CARD_ZONE, type ZoneRef } from '../pack-lines/lines.ts';
import { lastPalletData, scanBox } from './scans.ts';
import { recordSubmission, type SubmissionBody } from './submissions.ts';
import { loadLineZone, zoneConfiguration, zoneErrorRate } from './zones.ts';

/** A zone as the screen's address names it: a number, or MealCard in any case. */
const zoneInQuery = { type: 'string', pattern: '^([0-9]{1,9}|[Mm][Ee][Aa][Ll][Cc][Aa][Rr][Dd])$' };

const zoneRefOf = (value: string): ZoneRef =>
  /^[0-9]+$/.test(value) ? Math.min(Number(value), MAX_INT) : MEAL_CARD_ZONE;

interface ZoneQuery {
  packing_facility_abbreviation: string;
  line_letter: string;
  pack_line_zone_id: string;
}

const zoneQueryProperties = {
  packing_facility_abbreviation: facilityAbbreviation,
  line_letter: lineLetter,
  pack_line_zone_id: zoneInQuery,
};
const zoneQueryRequired = ['packing_facility_abbreviation', 'line_letter', 'pack_line_zone_id'];

export function zoneDisplayRoutes(app: FastifyInstance, deps: { db: Db }) {
  const inQuery = access.floor(facilityIn.query('packing_facility_abbreviation', 'abbreviation'));

  app.get<{ Querystring: ZoneQuery }>(
    '/v2/zone_configuration_barcodes',
    {
      config: inQuery,
      schema: { querystring: object(zoneQueryProperties, zoneQueryRequired) },
    },
    async (request) => {
      const facility = checkedFacility(request);
      const { query } = request;
      const { line, zone } = await loadLineZone(
        deps.db,
        facility.id,
        query.line_letter,
        zoneRefOf(query.pack_line_zone_id),
      );
      const errorRate = await zoneErrorRate(deps.db, line.id, zone.zoneId);
      return {
        ...zoneConfiguration(facility, line, zone, errorRate),
        pallet_data:
          zone.type === 'Pallet' ? await lastPalletData(deps.db, line.id, zone.zoneId) : null,
      };
    },
  );

  app.get<{ Querystring: ZoneQuery & { barcode_scan: string } }>(
    '/v2/scans',
    {
      // A GET that writes: every scan is recorded (and counts in the zone's error rate).
      config: access.floor(facilityIn.query('packing_facility_abbreviation', 'abbreviation'), {
        notForReadOnlyKeys: true,
      }),
      schema: {
        querystring: object(
          {
            ...zoneQueryProperties,
            barcode_scan: {
              type: 'string',
              minLength: 9,
              maxLength: 64,
              pattern: '^[A-Za-z0-9_-]+$',
            },
          },
          [...zoneQueryRequired, 'barcode_scan'],
        ),
      },
    },
    async (request) => {
      const { query } = request;
      return scanBox(deps.db, {
        facility: checkedFacility(request),
        lineLetter: query.line_letter,
        zone: zoneRefOf(query.pack_line_zone_id),
        barcode: query.barcode_scan,
      });
    },
  );

  app.post<{ Body: SubmissionBody }>(
    '/pick_to_light/submissions',
    {
      config: access.floor(facilityIn.body('packing_facility_abbreviation', 'abbreviation')),
      schema: {
        body: object(
          {
            packing_facility_abbreviation: facilityAbbreviation,
            line_letter: lineLetter,
            submission: object(
              {
                shipment_id: bigId,
                submission_type: { type: 'string', enum: ['near_miss', 'qc'] },
                qa_zone_id: { type: 'integer', minimum: 1, maximum: MAX_INT },
                issues: {
                  type: 'object',
                  maxProperties: 50,
                  properties: { box_upsize: { type: 'boolean' } },
                  patternProperties: {
                    '^[0-9]{1,9}$': {
                      type: 'array',
                      maxItems: 4,
                      uniqueItems: true,
                      items: { type: 'string', enum: ['missing', 'wrong', 'quality', 'extra'] },
                    },
                  },
                  additionalProperties: false,
                },
              },
              ['shipment_id', 'submission_type', 'qa_zone_id', 'issues'],
            ),
          },
          ['packing_facility_abbreviation', 'line_letter', 'submission'],
        ),
      },
    },
    async (request) => {
      const id = await recordSubmission(
        deps.db,
        checkedFacility(request).id,
        request.body,
        (lineName, zoneId) =>
          authorOf(request, {
            id: `zone:${lineName}:${zoneId}`,
            name: `Zone screen, line ${lineName}, zone ${zoneId}`,
          }),
      );
      return { submitted: true, id };
    },
  );
}
