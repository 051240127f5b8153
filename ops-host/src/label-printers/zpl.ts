// ZPL II for the label printers (203 dpi, 4x6 in labels): the layouts of label-layout.ts as
// printer commands. Field data never carries ZPL control characters (field-data.ts).
import { fieldData } from './field-data.ts';
import {
  LABEL_HEIGHT,
  LABEL_WIDTH,
  shippingLabelLayout,
  testLabelLayout,
  trainingLabelLayout,
  type LabelElement,
  type PostalAddress,
  type ShippingLabelContent,
} from './label-layout.ts';

export { fieldData };

function command(element: LabelElement): string {
  const at = `^FO${element.x},${element.y}`;
  switch (element.kind) {
    case 'text':
      return `${at}^A0N,${element.height},${element.height}${element.reverse ? '^FR' : ''}^FD${fieldData(element.text)}^FS`;
    case 'box': {
      const thickness = Math.min(element.width, element.height);
      return `${at}^GB${element.width},${element.height},${thickness}^FS`;
    }
    case 'code128':
      // GS1-128: code set C (>;) and FNC1 (>8) before the digits; otherwise ZPL's automatic
      // mode picks the code sets (runs of digits in C), the shortest bars for the data.
      return element.gs1
        ? `${at}^BY${element.moduleWidth}^BCN,${element.height},N,N,N,N^FD>;>8${element.data}^FS`
        : `${at}^BY${element.moduleWidth}^BCN,${element.height},N,N,N,A^FD${fieldData(element.data)}^FS`;
  }
}

/** A whole label: its size, UTF-8 field data, then every element. */
export function labelZpl(elements: readonly LabelElement[]): string {
  return [
    '^XA',
    '^CI28',
    `^PW${LABEL_WIDTH}`,
    `^LL${LABEL_HEIGHT}`,
    ...elements.map(command),
    '^XZ',
  ].join('\n');
}

/** The shipping label of one box, as printed: with its tracking number, line and record id. */
export interface ShippingLabel extends ShippingLabelContent {
  shipTo: PostalAddress;
  returnAddress: PostalAddress;
  trackingNumber: string;
  packLineName: string;
  /** The label record's id (metadataId), so a label on paper can be traced back. */
  metadataId: number;
}

/** The shipping label of one box. */
export function shippingLabelZpl(label: ShippingLabel): string {
  return labelZpl(shippingLabelLayout(label));
}

/** The test label printed on sign-in: the operator types its 4-digit code on the kiosk. */
export function testLabelZpl(input: Parameters<typeof testLabelLayout>[0]): string {
  return labelZpl(testLabelLayout(input));
}

/** A sample label for training: looks like a shipping label, marked as not for shipping. */
export function trainingLabelZpl(input: Parameters<typeof trainingLabelLayout>[0]): string {
  return labelZpl(trainingLabelLayout(input));
}
