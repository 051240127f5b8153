import type { Json } from '../../support/http.ts';
import type { TestOpsHost } from '../../support/ops-host.ts';

/** A REST caller of the host with one set of credentials (cookie or Authorization). */
export function caller(baseUrl: string, headers: Record<string, string>) {
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.startsWith('application/json')
      ? (JSON.parse(text) as Json)
      : {};
    return { status: response.status, body: json, text, headers: response.headers };
  }
  return {
    call,
    get: (path: string) => call('GET', path),
    put: (path: string, body: unknown) => call('PUT', path, body),
    post: (path: string, body: unknown) => call('POST', path, body),
    /** One page of the facility's history (query: the other filters). */
    async history(facilityId: number, query: Record<string, string | number> = {}) {
      const params = new URLSearchParams({ packing_facility_id: String(facilityId) });
      for (const [name, value] of Object.entries(query)) params.set(name, String(value));
      const answer = await call('GET', `/history?${params}`);
      if (answer.status !== 200)
        throw new Error(`GET /history: ${answer.status} ${answer.body.message}`);
      return answer.body as { entries: Json[]; next_cursor: string | null };
    },
    undo: (facilityId: number, id: number) =>
      call('POST', `/history/${id}/undo`, { packing_facility_id: facilityId }),
  };
}
export type Caller = ReturnType<typeof caller>;

/** How many history entries the host's database holds, all facilities together. */
export async function historyCount(host: TestOpsHost): Promise<number> {
  const { n } = await host.handle.db
    .selectFrom('history')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
