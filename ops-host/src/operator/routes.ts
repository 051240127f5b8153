import type { FastifyInstance } from 'fastify';
import { requireService } from '../http/access.ts';
import type { OperatorCommands, SeedSize } from './commands.ts';

const sizeBody = {
  type: 'object',
  properties: { size: { type: 'string', enum: ['demo', 'bench'] } },
  additionalProperties: false,
} as const;

/** Operator commands over HTTP, for the CLI while a host owns the embedded database. */
export function operatorRoutes(app: FastifyInstance, deps: { commands: OperatorCommands }) {
  app.post('/operator/login_code/rotate', async (request, reply) => {
    if (!requireService(request, reply)) return reply;
    return deps.commands.rotateLoginCode();
  });
  app.post<{ Body: { size?: SeedSize } }>(
    '/operator/seed',
    { schema: { body: sizeBody } },
    async (request, reply) => {
      if (!requireService(request, reply)) return reply;
      return deps.commands.seed(request.body?.size ?? 'demo');
    },
  );
  app.post<{ Body: { size?: SeedSize } }>(
    '/operator/reset',
    { schema: { body: sizeBody } },
    async (request, reply) => {
      if (!requireService(request, reply)) return reply;
      return deps.commands.reset(request.body?.size ?? 'demo');
    },
  );
}
