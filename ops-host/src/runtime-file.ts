import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The running host writes where it listens into its data folder, so that operator commands
 * (which cannot open an embedded database another process holds) can reach it instead.
 */
const fileOf = (dataDir: string) => path.join(dataDir, 'ops-host.json');

export interface RuntimeInfo {
  url: string;
  pid: number;
}

export async function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(fileOf(dataDir), JSON.stringify(info));
}

export async function readRuntimeInfo(dataDir: string): Promise<RuntimeInfo | undefined> {
  try {
    return JSON.parse(await readFile(fileOf(dataDir), 'utf8')) as RuntimeInfo;
  } catch {
    return undefined;
  }
}

export async function removeRuntimeInfo(dataDir: string): Promise<void> {
  await rm(fileOf(dataDir), { force: true });
}

/** True when the host at url answers its health check (within two seconds). */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}
