// The bare proxy (bare-proxy.ts) as a process of its own: forwards to the host at argv[2] and
// sends its URL to the parent once it listens.
import { startBareProxy } from './bare-proxy.ts';

const proxy = await startBareProxy(process.argv[2]!);
process.send!(proxy.url);
process.once('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
