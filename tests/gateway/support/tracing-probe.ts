// Run as a process of its own (tracing-off.test.ts): starts a gateway as the environment says,
// answers one operation carrying a traceparent, and prints whether the tracing SDK was loaded,
// then whether it is once tracing starts.
import { createRequire } from 'node:module';
import { startTracing } from '@ops/schema/observability/tracing';
import { startGateway } from './gateway.ts';
import { sendJson, startTinyServer } from './tiny-server.ts';

const require = createRequire(import.meta.url);
const sdkLoaded = () =>
  Object.keys(require.cache).some((file) => file.includes('@opentelemetry/sdk-trace-node'));

const upstream = await startTinyServer((_req, res) => sendJson(res, 401, {}));
const gateway = await startGateway(upstream.url);
const response = await fetch(`${gateway.url}/graphql`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    traceparent: '00-a1b2c3d4e5f60718293a4b5c6d7e8f90-0102030405060708-01',
  },
  body: JSON.stringify({ query: '{ __typename }' }),
});
const answered = response.status;
const withoutEndpoint = sdkLoaded();
await gateway.close();
await upstream.close();
const tracing = await startTracing({ serviceName: 'probe', endpoint: 'http://127.0.0.1:9' });
const withEndpoint = sdkLoaded();
await tracing?.shutdown();
process.stdout.write(JSON.stringify({ answered, withoutEndpoint, withEndpoint }));
