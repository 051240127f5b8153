import type { IncomingMessage, ServerResponse } from 'node:http';

interface StoredEvent {
  id: number;
  channel: string;
  event: string;
  payload: unknown;
}

interface Connection {
  channel: string;
  res: ServerResponse;
  lastEventId: string | undefined;
}

/**
 * The operations host's realtime stream in miniature: an event log per channel, ids
 * increasing, and `Last-Event-ID` resuming after the given id (docs/rest-api.md).
 */
export function createSseChannels() {
  const log: StoredEvent[] = [];
  const open = new Set<Connection>();
  /** Every connection ever made, with the Last-Event-ID it sent. */
  const connections: Array<{
    channel: string;
    lastEventId: string | undefined;
    authorization: string | undefined;
  }> = [];
  let nextId = 1;

  const write = (res: ServerResponse, event: StoredEvent) =>
    res.write(`id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.payload)}\n\n`);

  return {
    connections,
    openCount: (channel?: string) =>
      [...open].filter((c) => !channel || c.channel === channel).length,

    handle(req: IncomingMessage, res: ServerResponse): void {
      const url = new URL(req.url ?? '/', 'http://x');
      const channel = url.searchParams.get('channel') ?? '';
      const header = req.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : undefined;
      connections.push({ channel, lastEventId, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': connected\n\n');
      // As the real host does: the stream's starting position and "live" signal.
      res.write(`id: ${lastEventId ?? nextId - 1}\nevent: stream_ready\ndata: {}\n\n`);
      if (lastEventId !== undefined) {
        for (const event of log)
          if (event.channel === channel && event.id > Number(lastEventId)) write(res, event);
      }
      const connection = { channel, res, lastEventId };
      open.add(connection);
      res.on('close', () => open.delete(connection));
    },

    publish(channel: string, event: string, payload: unknown): number {
      const stored = { id: nextId++, channel, event, payload };
      log.push(stored);
      for (const connection of open)
        if (connection.channel === channel) write(connection.res, stored);
      return stored.id;
    },

    /** Cuts every open stream, as a restart of the operations host would. */
    dropAll(): void {
      for (const connection of open) connection.res.destroy();
      open.clear();
    },
  };
}
