// ZPL II for the label printers (203 dpi, 4x6 in labels). Field data never carries ZPL control
// characters: ^ and ~ in a customer's name would otherwise start a command on the printer.

/** Field data made safe: control prefixes and non-printable characters replaced. */
export function fieldData(value: string): string {
  return value
    .replace(/[\^~]/g, ' ')
    .replace(/[^\x20-\x7E]/g, '?')
    .trim();
}

export interface ShippingLabel {
  /** The box's barcode ({id}-{suffix}): what the zone screens scan, printed as Code 128. */
  barcode: string;
  customerName: string;
  trackingNumber: string;
  brand: string;
  shippingRegion: string;
  shipDay: string;
  packLineName: string;
  /** The label record's id (metadataId), so a label on paper can be traced back. */
  metadataId: number;
}

const text = (x: number, y: number, height: number, value: string) =>
  `^FO${x},${y}^A0N,${height},${height}^FD${fieldData(value)}^FS`;

/** Code 128 (^BC) with the human-readable line under it. */
const code128 = (x: number, y: number, height: number, value: string) =>
  `^FO${x},${y}^BY3^BCN,${height},Y,N,N^FD${fieldData(value)}^FS`;

/** The shipping label of one box. */
export function shippingLabelZpl(label: ShippingLabel): string {
  return [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    text(40, 40, 40, label.brand),
    text(40, 100, 60, label.customerName),
    text(40, 190, 40, `Tracking: ${label.trackingNumber}`),
    text(40, 250, 50, `${label.shippingRegion} | ${label.shipDay}`),
    text(40, 320, 30, `Line ${label.packLineName} | Label ${label.metadataId}`),
    code128(40, 400, 200, label.barcode),
    code128(40, 700, 150, label.trackingNumber),
    '^XZ',
  ].join('\n');
}

/** The test label printed on sign-in: the operator types its 4-digit code on the kiosk. */
export function testLabelZpl(input: {
  confirmationCode: string;
  packLineName: string;
  printerIp: string;
}): string {
  return [
    '^XA',
    '^PW812',
    text(40, 60, 50, 'PRINTER TEST LABEL'),
    text(40, 140, 40, `Line ${input.packLineName} | Printer ${input.printerIp}`),
    text(40, 220, 40, 'Confirmation code:'),
    `^FO40,280^A0N,200,200^FD${fieldData(input.confirmationCode)}^FS`,
    '^XZ',
  ].join('\n');
}

/** A sample label for training: looks like a shipping label, marked as not for shipping. */
export function trainingLabelZpl(input: { packLineName: string; printerIp: string }): string {
  return [
    '^XA',
    '^PW812',
    text(40, 40, 60, 'TRAINING LABEL - DO NOT SHIP'),
    text(40, 130, 50, 'Sample Customer'),
    text(40, 200, 40, 'Tracking: 1Z000TRAINING00'),
    text(40, 260, 40, `Line ${input.packLineName} | Printer ${input.printerIp}`),
    code128(40, 340, 200, '000000000-TRAINING'),
    '^XZ',
  ].join('\n');
}
