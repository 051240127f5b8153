import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/src/server.ts';
import { startGateway } from './support/gateway.ts';
import { sendJson, startTinyServer, type TinyServer } from './support/tiny-server.ts';
import { fakeWebDist } from './support/web-dist.ts';

// The headers the web app's pages and files are served with.

let upstream: TinyServer;
let webDist: string;
const gateways: Gateway[] = [];

beforeAll(async () => {
  webDist = fakeWebDist({
    'index.html': '<!doctype html><title>Packing Operations</title>',
    'assets/index-B01L6q2n.js': 'console.log(1)',
  });
  upstream = await startTinyServer((_req, res) => sendJson(res, 200, { status: 'ok' }));
});
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await upstream?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function gatewayWith(env: Record<string, string> = {}) {
  const gateway = await startGateway(upstream.url, { WEB_DIST_DIR: webDist, ...env });
  gateways.push(gateway);
  return gateway;
}

function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers of the web app', () => {
  it('a page: CSP of its own origin, framed by itself only by default, nosniff, never cached stale', async () => {
    const gateway = await gatewayWith();
    const page = await fetch(`${gateway.url}/admin/pick_letters`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const index = await fetch(`${gateway.url}/index.html`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
  });

  it('hashed assets are cached for a year, immutable', async () => {
    const gateway = await gatewayWith();
    const asset = await fetch(`${gateway.url}/assets/index-B01L6q2n.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('frame-ancestors and extra connect sources are configurable', async () => {
    const gateway = await gatewayWith({
      FRAME_ANCESTORS: "'self' https://portal.example.com",
      CSP_CONNECT_SRC: 'https://o1.ingest.sentry.io',
    });
    const page = await fetch(`${gateway.url}/login`, { headers: { accept: 'text/html' } });
    const csp = directives(page.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toBe("'self' https://portal.example.com");
    expect(csp.get('connect-src')).toBe("'self' https://o1.ingest.sentry.io");
  });

  it('API answers are nosniff too', async () => {
    const gateway = await gatewayWith();
    const health = await fetch(`${gateway.url}/healthz`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
