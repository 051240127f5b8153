import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { authorOf } from '../history/author.ts';
import { checkedFacility } from '../http/access.ts';
import { access, facilityIn } from '../http/route-access.ts';
import { id, object } from '../http/schemas.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { generateGroupLabelsPdf, generateZoneBarcodesPdf, readPdf } from '../pdfs/service.ts';
import { emailChaseList } from './chase-list.ts';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The planner's documents: label PDFs, the zone barcode PDF, the chase list (notifier). */
export function plannerDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Db; notifier: Notifier; publicUrl: string },
) {
  const { db, notifier, publicUrl } = deps;

  app.post<{ Body: { packing_facility_id: number; pack_line_plan_group_ids: number[] } }>(
    '/pack_line_planner/pack_line_plan_groups_pdfs',
    {
      config: access.admin(facilityIn.body()),
      schema: {
        body: object(
          {
            packing_facility_id: id,
            pack_line_plan_group_ids: { type: 'array', minItems: 1, maxItems: 500, items: id },
          },
          ['packing_facility_id', 'pack_line_plan_group_ids'],
        ),
      },
    },
    async (request) => {
      const pdf = await generateGroupLabelsPdf(
        db,
        notifier,
        publicUrl,
        checkedFacility(request),
        [...new Set(request.body.pack_line_plan_group_ids)],
        authorOf(request),
      );
      return { success: true, pdf };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { packing_facility_id: number } }>(
    '/pack_line_planner/pdfs/:id',
    {
      config: access.admin(facilityIn.query()),
      schema: {
        params: object({ id: { type: 'string', pattern: UUID } }, ['id']),
        querystring: object({ packing_facility_id: id }, ['packing_facility_id']),
      },
    },
    async (request, reply) => {
      const pdf = await readPdf(db, checkedFacility(request).id, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.filename}"`)
        .send(pdf.content);
    },
  );

  app.get<{ Querystring: { packing_facility_id: number } }>(
    '/pack_line_planner/remaining_pickables/export_by_menu',
    {
      config: access.admin(facilityIn.query()),
      schema: { querystring: object({ packing_facility_id: id }, ['packing_facility_id']) },
    },
    async (request) => {
      const sent = await emailChaseList(db, notifier, checkedFacility(request));
      return { success: true, rows: sent.rows };
    },
  );

  app.put<{ Body: { id: number; packing_facility_id: number } }>(
    '/pick_to_light/v2/generate_zone_barcodes_pdf',
    {
      config: access.admin(facilityIn.body()),
      schema: {
        body: object({ id, packing_facility_id: id }, ['id', 'packing_facility_id']),
      },
    },
    async (request) => {
      const pdf = await generateZoneBarcodesPdf(
        db,
        notifier,
        checkedFacility(request),
        request.body.id,
        authorOf(request),
      );
      return { success: true, pdf };
    },
  );
}
