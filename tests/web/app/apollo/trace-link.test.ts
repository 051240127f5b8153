import { describe, expect, it } from 'vitest';
import { MenuSelectQueryDocument } from '../../../../web/src/generated/graphql.ts';
import { fakeGateway } from '../../support/fake-gateway.ts';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('trace context of the calls to the gateway', () => {
  it('each query carries a traceparent of its own trace', async () => {
    const gateway = fakeGateway({ MenuSelectQuery: () => ({ data: { menus: [] } }) });
    await gateway.client.query({ query: MenuSelectQueryDocument, fetchPolicy: 'network-only' });
    await gateway.client.query({ query: MenuSelectQueryDocument, fetchPolicy: 'network-only' });

    const [first, second] = gateway.sent('MenuSelectQuery').map((call) => call.headers.traceparent);
    expect(first).toMatch(TRACEPARENT);
    expect(second).toMatch(TRACEPARENT);
    expect(TRACEPARENT.exec(first!)![1]).not.toBe(TRACEPARENT.exec(second!)![1]);
    expect(TRACEPARENT.exec(first!)![1]).not.toBe('0'.repeat(32));
  });
});
