import bwipjs from 'bwip-js/node';
import { LABEL_WIDTH, type LabelElement } from '../label-printers/label-layout.ts';

/** PDF points per printer dot: a 4 in label is 812 dots and 288 points wide. */
const SCALE = 288 / LABEL_WIDTH;
/** Font 0 is condensed; Helvetica drawn at this width looks like it. */
const CONDENSED = 82;

/** The bars of a Code 128 (GS1-128 for gs1) at one pixel a module, no text line. */
async function bars(element: Extract<LabelElement, { kind: 'code128' }>) {
  const png = await bwipjs.toBuffer({
    bcid: element.gs1 ? 'gs1-128' : 'code128',
    text: element.gs1 ? `(${element.data.slice(0, 3)})${element.data.slice(3)}` : element.data,
    scaleX: 1,
    scaleY: 1,
    height: 10,
    includetext: false,
  });
  // A PNG's width is the big-endian number at byte 16 of its header.
  return { png, modules: png.readUInt32BE(16) };
}

async function draw(doc: PDFKit.PDFDocument, element: LabelElement): Promise<void> {
  const x = element.x * SCALE;
  const y = element.y * SCALE;
  switch (element.kind) {
    case 'box':
      doc.rect(x, y, element.width * SCALE, element.height * SCALE).fill('black');
      return;
    case 'code128': {
      const { png, modules } = await bars(element);
      doc.image(png, x, y, {
        width: modules * element.moduleWidth * SCALE,
        height: element.height * SCALE,
      });
      return;
    }
    case 'text': {
      // The same line as on the printer's label, narrowed further if Helvetica needs more room.
      const size = element.height * SCALE;
      doc.font('Helvetica-Bold').fontSize(size);
      const width = (doc.widthOfString(element.text) * CONDENSED) / 100;
      const room = element.maxWidth * SCALE;
      const squeeze = (width > room ? (CONDENSED * room) / width : CONDENSED) / 100;
      doc
        .save()
        .translate(x, y)
        .scale(squeeze, 1)
        .fillColor(element.reverse ? 'white' : 'black')
        .text(element.text, 0, 0, { lineBreak: false })
        .restore();
    }
  }
}

/** One label on the current page, the same elements the printer gets as ZPL. */
export async function drawLabel(
  doc: PDFKit.PDFDocument,
  elements: readonly LabelElement[],
): Promise<void> {
  for (const element of elements) await draw(doc, element);
}
