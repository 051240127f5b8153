import { pino } from 'pino';
import { loadConfig } from '../../../gateway/src/config.ts';
import { createGateway, type Gateway, type GatewayOverrides } from '../../../gateway/src/server.ts';

/** The real gateway on a free port, in front of `opsHostUrl`. */
export function startGateway(
  opsHostUrl: string,
  env: Record<string, string> = {},
  overrides: GatewayOverrides = {},
): Promise<Gateway> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    OPS_HOST_URL: opsHostUrl,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return createGateway(config, {
    logger: pino({ level: 'silent' }),
    realtime: { initialBackoffMs: 20, maxBackoffMs: 100 },
    ...overrides,
  });
}

export interface GraphQLAnswer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  setCookies: string[];
}

/** POSTs one operation as a browser would (JSON), with an optional Cookie header. */
export async function graphql(
  gateway: Gateway,
  query: string,
  options: { variables?: Record<string, unknown>; cookie?: string } = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as GraphQLAnswer['body'];
  return { status: response.status, body, setCookies: response.headers.getSetCookie() };
}
