import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the web app's build (WEB_DIST_DIR) in a new temporary folder: each file by its
 * path under the folder, with its text. The caller removes the folder.
 */
export function fakeWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}
