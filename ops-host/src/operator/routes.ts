import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/access.ts';
import { access } from '../http/route-access.ts';
import { object, text } from '../http/schemas.ts';
import { LabelGenerationRefused } from '../label-status/start-run.ts';
import type { OperatorCommands, SeedSize } from './commands.ts';

const sizeBody = {
  type: ['object', 'null'],
  properties: { size: { type: 'string', enum: ['demo', 'bench'] } },
  additionalProperties: false,
} as const;

const serviceOnly = { config: access.operator() };

/** Operator commands over HTTP, for the CLI while a host owns the embedded database. */
export function operatorRoutes(app: FastifyInstance, deps: { commands: OperatorCommands }) {
  app.post<{ Body: { facility?: string } | null }>(
    '/operator/login_code/rotate',
    {
      ...serviceOnly,
      schema: {
        body: {
          type: ['object', 'null'],
          properties: { facility: text(64, { minLength: 1 }) },
          additionalProperties: false,
        },
      },
    },
    async (request) => deps.commands.rotateLoginCode(request.body?.facility),
  );
  app.post<{ Body: { size?: SeedSize } }>(
    '/operator/seed',
    { ...serviceOnly, schema: { body: sizeBody } },
    async (request) => deps.commands.seed(request.body?.size ?? 'demo'),
  );
  app.post<{ Body: { size?: SeedSize } }>(
    '/operator/reset',
    { ...serviceOnly, schema: { body: sizeBody } },
    async (request) => deps.commands.reset(request.body?.size ?? 'demo'),
  );
  app.post<{ Body: { facility: string; line: string; limit?: number } }>(
    '/operator/box_barcodes',
    {
      ...serviceOnly,
      schema: {
        body: object(
          {
            facility: text(64, { minLength: 1 }),
            line: { type: 'string', pattern: '^[A-Za-z]$' },
            limit: { type: 'integer', minimum: 1, maximum: 100 },
          },
          ['facility', 'line'],
        ),
      },
    },
    async (request) => deps.commands.boxBarcodes(request.body),
  );
  app.post<{ Body: { facility: string; network: string } }>(
    '/operator/printer_network',
    {
      ...serviceOnly,
      schema: {
        // The command checks the network itself, with a message saying what to write.
        body: object(
          { facility: text(64, { minLength: 1 }), network: text(64, { minLength: 1 }) },
          ['facility', 'network'],
        ),
      },
    },
    async (request) => deps.commands.printerNetwork(request.body),
  );
  app.post<{ Body: { facility: string; ship_date: string } }>(
    '/operator/label_generation',
    {
      ...serviceOnly,
      schema: {
        // The run checks the date itself, with a message naming the format.
        body: object(
          { facility: text(64, { minLength: 1 }), ship_date: text(32, { minLength: 1 }) },
          ['facility', 'ship_date'],
        ),
      },
    },
    async (request, reply) => {
      try {
        const { facility, ship_date: shipDate } = request.body;
        const started = await deps.commands.generateLabels({ facility, shipDate });
        return reply.code(202).send(started);
      } catch (error) {
        if (error instanceof LabelGenerationRefused)
          throw new HttpError(error.statusCode, error.message);
        throw error;
      }
    },
  );
}
