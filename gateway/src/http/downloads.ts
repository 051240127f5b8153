import type { Request, RequestHandler, Response } from 'express';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

interface DownloadOptions {
  opsHostUrl: string;
  timeoutMs: number;
}

/**
 * Hands the browser a file of the operations host, asked for with the browser's own session (or
 * an internal tool's API key), so the host's checks apply as for any call of the screen.
 */
async function passThrough(options: DownloadOptions, path: string, req: Request, res: Response) {
  const headers: Record<string, string> = {};
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .flat()
    .filter(Boolean)
    .join(', ');
  if (chain) headers['x-forwarded-for'] = chain;
  try {
    const upstream = await fetch(`${options.opsHostUrl}${path}`, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    res.status(upstream.status).set('cache-control', 'private, no-store');
    for (const name of ['content-type', 'content-disposition']) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    res.send(body);
  } catch {
    res.status(502).json({ message: 'The operations host did not answer.' });
  }
}

/**
 * GET /downloads/pdfs/:id?packing_facility_id=N: a generated PDF (labels, zone barcodes), for a
 * user of the PDF's facility.
 */
export function pdfDownloadHandler(options: DownloadOptions): RequestHandler {
  return async (req, res) => {
    const id = String(req.params.id ?? '');
    const facility = String(req.query.packing_facility_id ?? '');
    if (!UUID.test(id) || !/^\d{1,9}$/.test(facility)) {
      res.status(400).json({ message: 'A PDF id and packing_facility_id are needed.' });
      return;
    }
    await passThrough(
      options,
      `/pack_line_planner/pdfs/${id}?packing_facility_id=${facility}`,
      req,
      res,
    );
  };
}

/** The filters GET /history.csv takes; anything else is not passed on. */
const HISTORY_FILTERS = ['packing_facility_id', 'from', 'to', 'kinds', 'screen', 'authors'];

/**
 * GET /downloads/history.csv?packing_facility_id=N&…: a facility's history as CSV, with the
 * filters of the History page (HistoryPage.csvUrl); the host checks them.
 */
export function historyCsvDownloadHandler(options: DownloadOptions): RequestHandler {
  return async (req, res) => {
    const params = new URLSearchParams();
    for (const name of HISTORY_FILTERS) {
      const value = req.query[name];
      if (typeof value === 'string') params.set(name, value);
    }
    await passThrough(options, `/history.csv?${params}`, req, res);
  };
}
