// The operations host's own answer times, read from its request log (one JSON line per answered
// request: ops-host/src/http/request-log.ts), so a benchmark can tell the host's share of a
// call's latency from the time the call spent on its way through the gateway and the machine.
import { readFileSync } from 'node:fs';

interface RequestLine {
  msg?: string;
  time?: number;
  req?: { url?: string };
  responseTime?: number;
}

/**
 * Per path (without its query), the response times (ms) of the requests the host completed
 * between `from` and `to` (epoch ms), for the given paths.
 */
export function hostAnswerTimes(
  logFile: string,
  window: { from: number; to: number },
  paths: readonly string[],
): Record<string, number[]> {
  const times: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, []]));
  for (const text of readFileSync(logFile, 'utf8').split('\n')) {
    if (!text.includes('"request completed"')) continue;
    let line: RequestLine;
    try {
      line = JSON.parse(text) as RequestLine;
    } catch {
      continue;
    }
    const at = line.time ?? 0;
    if (at < window.from || at > window.to || line.responseTime === undefined) continue;
    const route = (line.req?.url ?? '').split('?')[0]!;
    times[route]?.push(line.responseTime);
  }
  return times;
}
