import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireService } from '../http/access.ts';
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
}
