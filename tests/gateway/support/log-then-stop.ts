// A process that logs through the gateway's logger into the file named, then stops at once:
// `exit` by process.exit, `throw` by an uncaught error (tests/gateway/logger.test.ts).
import { createLogger } from '../../../gateway/src/logger.ts';

const [file, how] = process.argv.slice(2);
const logger = createLogger({ logLevel: 'info', production: true }, file);
for (let line = 1; line <= 3; line += 1) logger.info({ line }, 'before the stop');
if (how === 'throw') throw new Error('stopped by an uncaught error');
process.exit(0);
