import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSGPACK_MEDIA_TYPE, packAnswer } from '@ops/schema/msgpack';

const OFFERED = ['application/json', MSGPACK_MEDIA_TYPE];

/**
 * A route's answer as MessagePack when the caller's Accept header prefers it (the gateway, for
 * answers of thousands of objects: @ops/schema/msgpack), else as JSON, the default for anyone
 * else (a browser, curl, an Accept of *\/*). Return what it returns from the route's handler.
 */
export function negotiatedAnswer<Answer>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Answer,
): Answer | FastifyReply {
  reply.header('vary', 'accept');
  if (request.accepts().type(OFFERED) !== MSGPACK_MEDIA_TYPE) return answer;
  return reply.type(MSGPACK_MEDIA_TYPE).send(packAnswer(answer));
}
