import { mkdir } from 'node:fs/promises';
import { loadConfig } from './config/config.ts';
import { removeRuntimeInfo, writeRuntimeInfo } from './runtime-file.ts';
import { startOpsHost } from './start.ts';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const host = await startOpsHost(config);
await writeRuntimeInfo(config.dataDir, { url: host.url, pid: process.pid });
host.app.log.info({ url: host.url, database: host.handle.kind }, 'operations host listening');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  host.app.log.info({ signal }, 'operations host stopping');
  await removeRuntimeInfo(config.dataDir);
  await host.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
