// Timing helpers shared by the benchmarks: percentiles, one call timed, the two paths of a
// comparison interleaved (one client) or in alternating phases (many concurrent clients).
import { performance } from 'node:perf_hooks';

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * A kept-alive connection the server closed just as it was reused (its idle time-out) resets;
 * such a call is sent once more, and counted in `resets`.
 */
export const resets = { count: 0 };
export async function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    resets.count += 1;
    return fetch(url, init);
  }
}

/** One GraphQL operation over HTTP with the given cookie; its errors thrown. */
export async function postGraphql<T>(
  gatewayUrl: string,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await fetchOnce(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors || !body.data) {
    throw new Error(`GraphQL: ${body.errors?.[0]?.message ?? response.status}`);
  }
  return body.data;
}

export async function timed(call: () => Promise<unknown>, into: number[]): Promise<void> {
  const start = performance.now();
  await call();
  into.push(performance.now() - start);
}

/** The paths being compared, e.g. REST direct and through the gateway: a call of each. */
export type Calls<K extends string> = Record<K, () => Promise<unknown>>;
export type Samples<K extends string> = Record<K, number[]>;

const rotated = <K extends string>(paths: K[], by: number) =>
  paths.map((_, i) => paths[(i + by) % paths.length]!);

const emptySamples = <K extends string>(paths: K[]) =>
  Object.fromEntries(paths.map((path) => [path, []])) as unknown as Samples<K>;

/**
 * One client: each round calls every path, the order turning each round (none always meets a
 * warmer cache).
 */
export async function interleaved<K extends string>(
  rounds: number,
  calls: Calls<K>,
): Promise<Samples<K>> {
  const paths = Object.keys(calls) as K[];
  const samples = emptySamples(paths);
  for (let round = 0; round < rounds; round += 1) {
    for (const path of rotated(paths, round)) await timed(calls[path], samples[path]);
  }
  return samples;
}

/**
 * `concurrency` clients at once, in phases of each path in turn (drift such as a growing table
 * is shared), the order turning each cycle; `total` calls per path. Answers the latencies and
 * each path's wall time.
 */
export async function concurrentPhases<K extends string>(
  total: number,
  concurrency: number,
  calls: Calls<K>,
  cycles = 3,
): Promise<{ samples: Samples<K>; elapsed: Record<K, number> }> {
  const paths = Object.keys(calls) as K[];
  const samples = emptySamples(paths);
  const elapsed = Object.fromEntries(paths.map((path) => [path, 0])) as Record<K, number>;
  const perPhase = Math.ceil(total / cycles);
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    for (const path of rotated(paths, cycle)) {
      let left = perPhase;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(concurrency, perPhase) }, async () => {
          while (left > 0) {
            left -= 1;
            await timed(calls[path], samples[path]);
          }
        }),
      );
      elapsed[path] += performance.now() - start;
    }
  }
  return { samples, elapsed };
}
