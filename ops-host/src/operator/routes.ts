import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, requireService } from '../http/access.ts';
import { LabelGenerationRefused } from '../label-status/start-run.ts';
import type { OperatorCommands, SeedSize } from './commands.ts';

const sizeBody = {
  type: 'object',
  properties: { size: { type: 'string', enum: ['demo', 'bench'] } },
  additionalProperties: false,
} as const;

const serviceOnly = { preHandler: async (request: FastifyRequest) => requireService(request) };

/** Operator commands over HTTP, for the CLI while a host owns the embedded database. */
export function operatorRoutes(app: FastifyInstance, deps: { commands: OperatorCommands }) {
  app.post('/operator/login_code/rotate', serviceOnly, async () => deps.commands.rotateLoginCode());
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
  app.post<{ Body: { facility: string; ship_date: string } }>(
    '/operator/label_generation',
    {
      ...serviceOnly,
      schema: {
        body: {
          type: 'object',
          required: ['facility', 'ship_date'],
          properties: {
            facility: { type: 'string', minLength: 1 },
            ship_date: { type: 'string', minLength: 1 },
          },
          additionalProperties: false,
        },
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
