import helmet from 'helmet';
import type { RequestHandler } from 'express';

export interface SecurityHeaderOptions {
  /** CSP frame-ancestors: who may embed the app ('self' by default). */
  frameAncestors: string[];
  /** Extra connect-src sources (the page's own origin, http and WebSocket, is always allowed). */
  connectSources: string[];
}

/**
 * The headers a browser app should get (helmet): a Content-Security-Policy that lets the app load
 * only from its own origin (antd writes its styles inline), framed only by frameAncestors (the
 * X-Frame-Options header helmet would add cannot name them, so CSP alone says it),
 * X-Content-Type-Options: nosniff, and helmet's other defaults.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.connectSources],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: options.frameAncestors,
      },
    },
    xFrameOptions: false,
  });
}
