import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { signedIn } from '../graphql/introspection.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export const EXPLORER_NOT_BUILT =
  'The GraphQL explorer is not built yet: run `npm run build`, then reload this page.';

export interface ExplorerOptions {
  webDistDir: string;
  /** Whether /graphql shows the explorer to browsers at all. */
  enabled: boolean;
  /** Only to a signed-in admin session (production with GRAPHQL_EXPLORER=on). */
  signedInOnly: boolean;
  upstream: UpstreamClient;
}

/**
 * GET /graphql from a browser (Accept: text/html): the GraphQL explorer (GraphiQL, built with the
 * web app into explorer.html). Other requests go on to the GraphQL server.
 */
export function explorerPage(options: ExplorerOptions): RequestHandler {
  const page = path.join(options.webDistDir, 'explorer.html');
  return (req, res, next) => {
    const wantsPage = req.method === 'GET' && req.headers.accept?.includes('text/html');
    if (!wantsPage || !options.enabled) return next();
    void (async () => {
      if (options.signedInOnly && !(await signedIn(options.upstream, req.headers.cookie))) {
        res.redirect(302, `/login?next=${encodeURIComponent('/graphql')}`);
        return;
      }
      if (!existsSync(page)) {
        res.status(503).type('text/plain').send(EXPLORER_NOT_BUILT);
        return;
      }
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(page);
    })().catch(next);
  };
}
