import type { HistoryAuthor } from '@ops/schema/history';
import type { FastifyRequest } from 'fastify';

/** The operator's commands (the CLI, or /operator/* with the service token). */
export const OPERATOR_AUTHOR: HistoryAuthor = { kind: 'operator', id: null, name: 'Operator' };

/**
 * Who a request acts for, as history names them. A floor session knows only its facility, so a
 * floor route that knows more (its line and zone, its printer) passes the screen in its own words
 * and an id that tells screens apart: `authorOf(request, { id: 'kiosk:A:10.1.0.12', name:
 * 'Kiosk, line A, printer 10.1.0.12' })`. Names are kept as they were when the change was made:
 * a renamed user or key does not rewrite the past.
 */
export function authorOf(
  request: FastifyRequest,
  floorScreen?: { id: string; name: string },
): HistoryAuthor {
  const caller = request.caller;
  switch (caller?.kind) {
    case 'user':
      return { kind: 'user', id: String(caller.user.id), name: caller.user.name };
    case 'apiKey':
      return { kind: 'api_key', id: String(caller.key.id), name: `API key ${caller.key.name}` };
    case 'floor':
      return {
        kind: 'floor',
        id: floorScreen?.id ?? 'floor',
        name: floorScreen?.name ?? `Floor screen, ${request.facility?.name ?? 'facility'}`,
      };
    case 'service':
      return OPERATOR_AUTHOR;
    default:
      return { kind: 'system', id: null, name: 'System' };
  }
}
