import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createGateway } from './server.ts';

const config = loadConfig();
const logger = createLogger(config);
const gateway = await createGateway(config, { logger });
logger.info(
  { url: gateway.url, opsHostUrl: config.opsHostUrl },
  `gateway listening on ${gateway.url}`,
);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'gateway stopping');
  try {
    await gateway.close();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'gateway did not stop cleanly');
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void stop(signal));
process.once('SIGTERM', (signal) => void stop(signal));
