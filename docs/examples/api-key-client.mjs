/* eslint-disable no-console -- an example tool prints what it got */
// A small internal tool: a query, a mutation and a subscription with an API key.
// Run it from the repository (it uses the graphql-ws and ws packages the gateway depends on):
//   OPS_API_KEY=opk_… GATEWAY_URL=http://localhost:4000 node docs/examples/api-key-client.mjs
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const url = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const key = process.env.OPS_API_KEY;
if (!key) throw new Error('Set OPS_API_KEY to a key from `npm run ops -- api-key create`.');

/** One query or mutation over HTTP; throws on a GraphQL error, with its code. */
async function graphql(query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) {
    const [first] = body.errors;
    throw new Error(`${first.extensions?.code} (HTTP ${response.status}): ${first.message}`);
  }
  return body.data;
}

// A query: the facilities the key may see.
const { accessiblePackingFacilities: facilities } = await graphql(
  '{ accessiblePackingFacilities { id name abbreviatedName } }',
);
console.log('facilities:', facilities);

// A mutation: a new line preset in the first of them (a read-only key gets FORBIDDEN).
try {
  const { createLinePreset } = await graphql(
    `
      mutation ($facility: ID!, $name: String!) {
        createLinePreset(input: { packingFacilityId: $facility, name: $name }) {
          linePreset {
            id
            name
          }
          userErrors {
            field
            message
          }
        }
      }
    `,
    { facility: facilities[0].id, name: `From a tool ${new Date().toISOString()}` },
  );
  console.log('created:', createLinePreset);
} catch (error) {
  console.log('mutation refused:', error.message);
}

// A subscription over graphql-ws: the key goes in the connection_init payload. The status wall's
// events of the first facility: the first says the subscription is live.
const client = createClient({
  url: `${url.replace(/^http/, 'ws')}/graphql`,
  connectionParams: { authorization: `Bearer ${key}` },
  webSocketImpl: WebSocket,
});
await new Promise((resolve, reject) => {
  const stop = client.subscribe(
    {
      query:
        'subscription ($f: String!) { packLineStatusChanged(packingFacilityAbbreviation: $f) { reason } }',
      variables: { f: facilities[0].abbreviatedName },
    },
    {
      next: (result) => {
        console.log('subscription:', JSON.stringify(result));
        stop(); // This example stops after the first event; a tool would keep listening.
        resolve();
      },
      error: (error) => reject(Array.isArray(error) ? new Error(error[0].message) : error),
      complete: resolve,
    },
  );
});
await client.dispose();
