import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export interface SocketOrigins {
  /** The app's own origin when PUBLIC_URL sets it; else the one the browser asked for. */
  publicOrigin: string | undefined;
  /** Other origins whose pages may open the socket (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/**
 * Whether a WebSocket upgrade may go on, judged by its Origin. A browser sends the cookies of
 * the gateway's site with a socket whatever page opens it, and unlike a POST no CORS or CSRF
 * check stands in the way (a page of any site may open a WebSocket anywhere): without this
 * check a page of another site could act as the signed-in user.
 *
 * - No Origin: not a browser (browsers always send one on a WebSocket upgrade); a tool, whose
 *   credential is its own API key, never a cookie a page could lend it.
 * - The app's own origin: PUBLIC_URL's when set; otherwise the address the browser asked for,
 *   which it sent as the Host header and which no page can choose (scheme aside: http and https
 *   of one host are one site to its cookies). X-Forwarded-Host is never read: any client may
 *   send one, and a proxy that does not pass Host on is described by PUBLIC_URL instead.
 * - An origin of ALLOWED_ORIGINS.
 * Anything else, "null" (a sandboxed frame, a file) included, is refused.
 */
export function socketOriginAllowed(request: IncomingMessage, origins: SocketOrigins): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (origins.allowedOrigins.includes(url.origin)) return true;
  if (origins.publicOrigin !== undefined) return url.origin === origins.publicOrigin;
  const host = request.headers.host;
  if (!host) return false;
  // The Host read with the Origin's scheme, so that a default port written out still matches.
  const asked = `${url.protocol}//${host}`;
  return URL.canParse(asked) && new URL(asked).host === url.host;
}

const FORBIDDEN = 'This page may not open a connection to the app.';

/** Refuses an upgrade with 403 before any WebSocket exists (the socket never opens). */
export function refuseUpgrade(socket: Duplex): void {
  socket.end(
    'HTTP/1.1 403 Forbidden\r\n' +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(FORBIDDEN)}\r\n` +
      '\r\n' +
      FORBIDDEN,
  );
}
