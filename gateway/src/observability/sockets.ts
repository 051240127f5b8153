import type { Server } from 'node:http';
import { countSocket } from './metrics.ts';

/** Counts the WebSocket connections on /graphql while they are open (gateway_websockets_open). */
export function countSockets(httpServer: Server): void {
  httpServer.on('upgrade', (request, socket) => {
    if (!request.url?.startsWith('/graphql')) return;
    countSocket(1);
    socket.once('close', () => countSocket(-1));
  });
}
