import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { shippingLabelLayout, type ShippingLabelContent } from '../label-printers/label-layout.ts';
import { drawLabel } from './label-page.ts';

/** 4 × 6 in, the labels' size, in points. */
const PAGE_SIZE: [number, number] = [288, 432];

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
    const doc = new PDFDocument({
      size: PAGE_SIZE,
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

/**
 * One page per box: its shipping label as the printer prints it (label-layout.ts), with what is
 * not known yet said so (no tracking number before label generation, no label id before print).
 */
export function labelsPdf(title: string, labels: readonly ShippingLabelContent[]): Promise<Buffer> {
  return render(title, async (doc) => {
    for (const label of labels) {
      // No margin: the label fills its page, as on the roll.
      doc.addPage({ size: PAGE_SIZE, margin: 0 });
      await drawLabel(doc, shippingLabelLayout(label));
    }
    if (labels.length === 0) doc.addPage().font('Helvetica').text('No boxes.');
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
