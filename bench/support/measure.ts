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

export type Path = 'rest' | 'gateway';
export type Calls = Record<Path, () => Promise<unknown>>;
export type Samples = Record<Path, number[]>;

/** One client: each round calls both paths, alternating which goes first (neither always meets a warmer cache). */
export async function interleaved(rounds: number, calls: Calls): Promise<Samples> {
  const samples: Samples = { rest: [], gateway: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order: Path[] = round % 2 === 0 ? ['rest', 'gateway'] : ['gateway', 'rest'];
    for (const path of order) await timed(calls[path], samples[path]);
  }
  return samples;
}

/**
 * `concurrency` clients at once, in phases of each path in turn (drift such as a growing table
 * is shared); `total` calls per path. Answers the latencies and each path's wall time.
 */
export async function concurrentPhases(
  total: number,
  concurrency: number,
  calls: Calls,
  phases = 3,
): Promise<{ samples: Samples; elapsed: Record<Path, number> }> {
  const samples: Samples = { rest: [], gateway: [] };
  const elapsed = { rest: 0, gateway: 0 };
  const perPhase = Math.ceil(total / phases);
  for (let phase = 0; phase < phases * 2; phase += 1) {
    // Alternate which path opens each pair of phases, too.
    const first: Path = Math.floor(phase / 2) % 2 === 0 ? 'rest' : 'gateway';
    const path: Path = phase % 2 === 0 ? first : first === 'rest' ? 'gateway' : 'rest';
    let left = perPhase;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (left > 0) {
          left -= 1;
          await timed(calls[path], samples[path]);
        }
      }),
    );
    elapsed[path] += performance.now() - start;
  }
  return { samples, elapsed };
}
