import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';

/** One box's label in the generated label PDF. */
export interface BoxLabel {
  barcode: string;
  groupName: string;
  shipDate: string;
  packLine: string | null;
  customerName: string;
  trackingNumber: string | null;
}

/** A real Code 128 barcode as a PNG, with its text under the bars. */
async function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
  });
}

/**
 * Renders a PDF. Content streams are left uncompressed: the files stay small (text and one
 * image per page) and their text can be searched, which is how tests and people check them.
 */
function render(title: string, draw: (doc: PDFKit.PDFDocument) => Promise<void>) {
  return new Promise<Buffer>((resolve, reject) => {
    // 4 × 6 in, the labels' size.
    const doc = new PDFDocument({
      size: [288, 432],
      margin: 18,
      compress: false,
      autoFirstPage: false,
      info: { Title: title, Creator: 'Packing Operations' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc).then(
      () => doc.end(),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** One page per box: its barcode (Code 128), group, ship date, line, customer and tracking. */
export function labelsPdf(title: string, boxes: readonly BoxLabel[]): Promise<Buffer> {
  return render(title, async (doc) => {
    for (const box of boxes) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(14).text(box.groupName, { width: 252 });
      doc.font('Helvetica').fontSize(10);
      doc.text(`Ship date: ${box.shipDate}`);
      doc.text(`Pack line: ${box.packLine ?? 'Unassigned'}`);
      doc.text(`Customer: ${box.customerName}`);
      doc.text(`Tracking: ${box.trackingNumber ?? 'not generated yet'}`);
      doc.moveDown();
      doc.image(await code128(box.barcode), { fit: [252, 120], align: 'center' });
      doc.moveDown();
      doc.font('Courier').fontSize(12).text(box.barcode, { align: 'center' });
    }
    if (boxes.length === 0) doc.addPage().font('Helvetica').text('No boxes.');
  });
}

/** One page per zone configuration barcode (CFG-{facility}-{line}-{zone}). */
export function zoneBarcodesPdf(
  title: string,
  zones: readonly { barcode: string; caption: string }[],
): Promise<Buffer> {
  return render(title, async (doc) => {
    for (const zone of zones) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(16).text(zone.caption, { align: 'center' });
      doc.moveDown();
      doc.image(await code128(zone.barcode), { fit: [252, 160], align: 'center' });
      doc.moveDown();
      doc.font('Courier').fontSize(14).text(zone.barcode, { align: 'center' });
    }
    if (zones.length === 0) doc.addPage().font('Helvetica').text('No zones.');
  });
}
