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
