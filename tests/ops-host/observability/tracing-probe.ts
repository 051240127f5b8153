// Run as a process of its own (tracing-off.test.ts): starts an operations host as the environment
// says, answers one request carrying a traceparent, and prints whether the tracing SDK was loaded,
// then whether it is once tracing starts.
import { createRequire } from 'node:module';
import { startTracing } from '@ops/schema/observability/tracing';
import { startTestOpsHost } from '../../support/ops-host.ts';

const require = createRequire(import.meta.url);
const sdkLoaded = () =>
  Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-trace-node'));

// No demo data: outside vitest's workers there is no seeded template to start from.
const host = await startTestOpsHost({ seed: 'none' });
// /metrics reads the database (the screens in use): a request with queries of its own.
const response = await fetch(`${host.url}/metrics`, {
  headers: { traceparent: '00-a1b2c3d4e5f60718293a4b5c6d7e8f90-0102030405060708-01' },
});
await response.text();
const answered = response.status;
const withoutEndpoint = sdkLoaded();
await host.stop();
const tracing = await startTracing({ serviceName: 'probe', endpoint: 'http://127.0.0.1:9' });
const withEndpoint = sdkLoaded();
await tracing?.shutdown();
process.stdout.write(JSON.stringify({ answered, withoutEndpoint, withEndpoint }));
