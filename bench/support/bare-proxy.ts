// The least a gateway of our shape can cost: a bare HTTP proxy that does only what any JSON-over-
// HTTP gateway must do per call, and nothing of GraphQL. It reads and parses the request's JSON
// body (which names the host's route), makes the one upstream call over a pool of kept-alive
// connections (undici, as the gateway does) with the caller's cookie, parses the host's JSON
// answer and writes it back wrapped as `{ data }`. bench:gateway measures it as a path of its own,
// so the gateway's overhead reads against this floor as well as against direct.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';

/** What a call through the bare proxy asks the host for. */
export interface ForwardedCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

async function readJson(incoming: IncomingMessage): Promise<ForwardedCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ForwardedCall;
}

export async function startBareProxy(hostUrl: string) {
  const agent = new Agent({ connections: 64, pipelining: 1 });
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const call = await readJson(incoming);
        const upstream = await request(`${hostUrl}${call.path}`, {
          dispatcher: agent,
          method: call.method,
          headers: {
            cookie: incoming.headers.cookie ?? '',
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: call.body === undefined ? null : JSON.stringify(call.body),
        });
        const answer = JSON.stringify({ data: await upstream.body.json() });
        outgoing.writeHead(upstream.statusCode, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        outgoing.end(answer);
      } catch (error) {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await agent.close();
    },
  };
}
