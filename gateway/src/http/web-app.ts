import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

const NOT_BUILT = 'The web app is not built yet: run `npm run build`, then reload this page.';
/** Paths the SPA fallback never answers: they belong to the API. */
const API_PATHS = ['/graphql', '/healthz'];

function isApiPath(urlPath: string): boolean {
  return API_PATHS.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

/**
 * What tells the web app that the gateway traces: it then records a span of each operation and
 * exports it (web/src/app/apollo/browser-tracing.ts). The page is read again for each request,
 * as it is sent then, so a new build is served at once.
 */
export const TRACING_META = '<meta name="ops-tracing" content="on" />';

async function pageWithTracing(indexHtml: string): Promise<string> {
  return (await readFile(indexHtml, 'utf8')).replace('</head>', `${TRACING_META}</head>`);
}

/**
 * The built web app (WEB_DIST_DIR): files as they are, and index.html for any other page a
 * browser asks for (client-side routes such as /admin/…); with `tracing`, that page says so.
 */
export function webApp(distDir: string, options: { tracing?: boolean } = {}): Router {
  const router = express.Router();
  const indexHtml = path.join(distDir, 'index.html');

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        // Vite puts content hashes in asset names; they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else if (path.basename(filePath) === 'index.html') {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    }),
  );

  const fallback: RequestHandler = (req, res, next) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && req.headers.accept?.includes('text/html');
    if (!wantsPage || isApiPath(req.path)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    // Always revalidated, so a new deployment's asset names are picked up.
    res.setHeader('cache-control', 'no-cache');
    if (!options.tracing) {
      res.sendFile(indexHtml);
      return;
    }
    pageWithTracing(indexHtml).then((page) => res.type('html').send(page), next);
  };
  router.use(fallback);
  return router;
}
