import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getOperationAST, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../../web/src/generated/graphql.ts';
import {
  FLOOR_CALL_TIMEOUTS,
  HEARTBEAT_TIMEOUT_MS,
  SCAN_TIMEOUT_MS,
} from '../../../web/src/shared/floor-call-timeouts.ts';
import { HEARTBEAT_INTERVAL_MS } from '../../../web/src/shared/use-heartbeat.ts';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src');

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Every module a floor screen loads (its own and the shared ones it imports, transitively). */
function floorModules(): string[] {
  const seen = new Set<string>();
  const queue = sourcesUnder(path.join(webSrc, 'floor'));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, target] of source.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)) {
      const resolved = path.resolve(path.dirname(file), target!);
      if (!resolved.includes(`${path.sep}generated${path.sep}`)) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The queries and mutations the floor screens send, by operation name. */
function floorCalls(): string[] {
  const documents = generated as unknown as Record<string, DocumentNode>;
  const names = new Set<string>();
  for (const file of floorModules()) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/\b\w+Document\b/g)) {
      const document = documents[name];
      const operation = document && getOperationAST(document);
      if (operation && operation.operation !== 'subscription' && operation.name) {
        names.add(operation.name.value);
      }
    }
  }
  return [...names].sort();
}

describe('the floor calls’ time-outs', () => {
  it('every query and mutation a floor screen sends has a time-out, and no other call has one', () => {
    const calls = floorCalls();
    // The three screens' calls are found (a sanity check of the walk above).
    expect(calls).toEqual(
      expect.arrayContaining([
        'ZoneDisplayScanMutation',
        'FloorHeartbeatMutation',
        'KioskPrintLabelMutation',
        'StatusWallQuery',
      ]),
    );
    expect(Object.keys(FLOOR_CALL_TIMEOUTS).sort()).toEqual(calls);
  });

  it('a scan and the zone’s configuration have the requirements’ 7 s; a heartbeat less than its period', () => {
    expect(FLOOR_CALL_TIMEOUTS.ZoneDisplayScanMutation).toBe(7_000);
    expect(FLOOR_CALL_TIMEOUTS.ZoneDisplayConfigurationQuery).toBe(SCAN_TIMEOUT_MS);
    expect(FLOOR_CALL_TIMEOUTS.FloorHeartbeatMutation).toBe(HEARTBEAT_TIMEOUT_MS);
    expect(HEARTBEAT_TIMEOUT_MS).toBeLessThan(HEARTBEAT_INTERVAL_MS);
  });
});
