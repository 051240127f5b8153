import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  socketOriginAllowed,
  type SocketOrigins,
} from '../../gateway/src/graphql/socket-origin.ts';

// Which pages may open the gateway's WebSocket, judged by the upgrade's Origin and Host.

const upgrade = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const byHost: SocketOrigins = { publicOrigin: undefined, allowedOrigins: [] };

describe('the origin of a WebSocket upgrade', () => {
  it('is the Host the browser asked for, default ports and letter case aside', () => {
    const cases: Array<[string, string, boolean]> = [
      ['https://packing.example.com', 'packing.example.com', true],
      ['https://packing.example.com', 'packing.example.com:443', true],
      ['https://packing.example.com', 'PACKING.example.com', true],
      ['http://packing.example.com:8080', 'packing.example.com:8080', true],
      ['http://[::1]:4000', '[::1]:4000', true],
      ['http://packing.example.com', 'packing.example.com', true],
      ['https://packing.example.com', 'packing.example.com:8443', false],
      ['https://packing.example.com:8443', 'packing.example.com', false],
      ['https://evil.example', 'packing.example.com', false],
      ['https://packing.example.com.evil.example', 'packing.example.com', false],
    ];
    for (const [origin, host, allowed] of cases) {
      expect(socketOriginAllowed(upgrade({ origin, host }), byHost), `${origin} on ${host}`).toBe(
        allowed,
      );
    }
  });

  it('is refused when it is no http(s) origin, or there is no Host to compare with', () => {
    for (const origin of ['null', 'file://', 'chrome-extension://abc', 'not a url', '']) {
      expect(socketOriginAllowed(upgrade({ origin, host: 'a.example' }), byHost), origin).toBe(
        false,
      );
    }
    expect(socketOriginAllowed(upgrade({ origin: 'https://a.example' }), byHost)).toBe(false);
  });

  it('is not asked of a client that sends none (a tool, not a page)', () => {
    expect(socketOriginAllowed(upgrade({ host: 'a.example' }), byHost)).toBe(true);
  });

  it("is PUBLIC_URL's alone when it is set, and ALLOWED_ORIGINS' besides", () => {
    const set: SocketOrigins = {
      publicOrigin: 'https://packing.example.com',
      allowedOrigins: ['https://portal.example.com'],
    };
    const host = '10.0.0.11:4000';
    expect(socketOriginAllowed(upgrade({ origin: 'https://packing.example.com', host }), set)).toBe(
      true,
    );
    expect(socketOriginAllowed(upgrade({ origin: 'https://portal.example.com', host }), set)).toBe(
      true,
    );
    expect(socketOriginAllowed(upgrade({ origin: `http://${host}`, host }), set)).toBe(false);
    expect(socketOriginAllowed(upgrade({ origin: 'http://packing.example.com', host }), set)).toBe(
      false,
    );
  });
});
