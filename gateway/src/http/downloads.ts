import type { RequestHandler } from 'express';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * GET /downloads/pdfs/:id?packing_facility_id=N: a generated PDF (labels, zone barcodes), passed
 * through from the operations host with the browser's session, so the host's checks apply as for
 * any planner call (signed in, and a user of the PDF's facility).
 */
export function pdfDownloadHandler(options: {
  opsHostUrl: string;
  timeoutMs: number;
}): RequestHandler {
  return async (req, res) => {
    const id = String(req.params.id ?? '');
    const facility = String(req.query.packing_facility_id ?? '');
    if (!UUID.test(id) || !/^\d{1,9}$/.test(facility)) {
      res.status(400).json({ message: 'A PDF id and packing_facility_id are needed.' });
      return;
    }
    const headers: Record<string, string> = {};
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .flat()
      .filter(Boolean)
      .join(', ');
    if (chain) headers['x-forwarded-for'] = chain;
    try {
      const upstream = await fetch(
        `${options.opsHostUrl}/pack_line_planner/pdfs/${id}?packing_facility_id=${facility}`,
        { headers, signal: AbortSignal.timeout(options.timeoutMs) },
      );
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
  };
}
