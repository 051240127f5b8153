// Starts the virtual label printers of the demo lines (npm start does this): each listens on
// its loopback address, port 9100 (PRINTER_PORT), and keeps what it prints under
// DATA_DIR/printers/<address>/. Addresses may be given as arguments instead.
import path from 'node:path';
import { demoPrinterAddresses } from './demo-printers.ts';
import { startVirtualPrinters } from './virtual-printer.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const port = Number(process.env.PRINTER_PORT ?? 9100);
const size = process.env.SEED_SIZE === 'bench' ? 'bench' : 'demo';
const addresses = process.argv.length > 2 ? process.argv.slice(2) : demoPrinterAddresses(size);

const printers = await startVirtualPrinters(addresses, { dataDir, port });
process.stdout.write(
  `Virtual printers on port ${port}: ${addresses.join(', ')} (jobs in ${path.join(dataDir, 'printers')})\n`,
);
const stop = () => void printers.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
