// What a 4×6 in label shows and where, in printer dots (203 dpi: 812 × 1218), as a list of
// elements: zpl.ts prints them as ZPL, pdfs/label-page.ts draws the same list in a PDF, so the
// paper label and the generated PDF show the same content. Every text is already shortened here
// to the room it has (font-metrics.ts); fieldData() leaves nothing in it a printer would read as
// a command.

import { CARRIER } from '@ops/schema/label-status/rules';
import { fieldData } from './field-data.ts';
import { fittingHeight, widthLeft, wrapText } from './font-metrics.ts';

export const LABEL_WIDTH = 812;
export const LABEL_HEIGHT = 1218;
/** Text and barcodes stay within these columns; rules reach a little further. */
export const LEFT = 30;
export const RIGHT = 782;
const RULE_LEFT = 20;
const RULE_WIDTH = LABEL_WIDTH - 2 * RULE_LEFT;

export type LabelElement =
  /** One line of font 0, `height` dots high, already fitting `maxWidth`; white on black if reverse. */
  | {
      kind: 'text';
      x: number;
      y: number;
      height: number;
      maxWidth: number;
      text: string;
      reverse?: boolean;
    }
  /** A filled black box: a rule or a band. */
  | { kind: 'box'; x: number; y: number; width: number; height: number }
  /** Code 128 bars without a text line (the label prints its own); gs1: data is GS1-128. */
  | {
      kind: 'code128';
      x: number;
      y: number;
      height: number;
      moduleWidth: number;
      data: string;
      gs1?: boolean;
    };

/** The bars' width in modules, at most: every character in code set B, start, check and stop. */
export function code128Modules(data: string, gs1 = false): number {
  // GS1 data here is digits only: code set C, two digits a character, after FNC1.
  const characters = gs1 ? 1 + Math.ceil(data.length / 2) : data.length;
  return 11 * (characters + 2) + 13;
}

/** The widest module (1–3 dots) at which the bars fit `maxWidth`, quiet zones left apart. */
function moduleWidthFor(data: string, maxWidth: number, gs1 = false): number {
  const modules = code128Modules(data, gs1);
  return Math.max(1, Math.min(3, Math.floor(maxWidth / modules)));
}

/** Lines of text from `y` down, `pitch` dots apart; returns them and the next free line's y. */
function lines(
  texts: readonly string[],
  at: { x: number; y: number; height: number; pitch: number; maxWidth: number },
): { elements: LabelElement[]; y: number } {
  const elements = texts.map((text, index): LabelElement => ({
    kind: 'text',
    x: at.x,
    y: at.y + index * at.pitch,
    height: at.height,
    maxWidth: at.maxWidth,
    text,
  }));
  return { elements, y: at.y + texts.length * at.pitch };
}

/** One line, cut with "..." when it is too long. */
function line(
  text: string,
  at: { x: number; y: number; height: number; maxWidth: number; reverse?: boolean },
): LabelElement {
  const [fitted = ''] = wrapText(fieldData(text), at.height, at.maxWidth, 1);
  return { kind: 'text', ...at, text: fitted };
}

export interface PostalAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * An address's lines, upper case, each fitting `maxWidth`: the street wrapped to at most
 * `streetLines` lines, then "CHICAGO IL 60609", where the city is what gets cut, never the ZIP.
 */
function addressLines(
  address: PostalAddress,
  at: { height: number; maxWidth: number; streetLines: number },
): string[] {
  const wrap = (text: string, maxLines: number, maxWidth = at.maxWidth) =>
    wrapText(fieldData(text).toUpperCase(), at.height, maxWidth, maxLines);
  const tail = ` ${fieldData(address.state)} ${fieldData(address.postalCode)}`.toUpperCase();
  const [city = ''] = wrap(address.city, 1, widthLeft(at.maxWidth, tail, at.height));
  return [
    ...wrap(address.line1, at.streetLines),
    ...(address.line2 ? wrap(address.line2, 1) : []),
    `${city}${tail}`,
  ];
}

/** The postal routing barcode's data: "420" and the ZIP code (5 or 9 digits), or null. */
export function postalRoutingData(postalCode: string): string | null {
  const zip = /^(\d{5})-?(\d{4})?$/.exec(postalCode.trim());
  return zip ? `420${zip[1]}${zip[2] ?? ''}` : null;
}

/** The routing code the sorters read by eye: state and the ZIP's first three digits. */
export function routingCode(address: PostalAddress): string {
  return `${address.state.trim().toUpperCase()} ${address.postalCode.trim().slice(0, 3)}`;
}

export interface ShippingLabelContent {
  /** The box's barcode ({id}-{suffix}): what the zone screens scan. */
  barcode: string;
  brand: string;
  customerName: string;
  /** null: the box has no address (label generation postpones such boxes). */
  shipTo: PostalAddress | null;
  /** The packing facility's return address; null where none is set. */
  returnAddress: PostalAddress | null;
  /** null until label generation gives the box its tracking number. */
  trackingNumber: string | null;
  shippingRegion: string;
  shipDate: string;
  shipDay: string;
  /** The line the label is (or would be) printed on; null when the box's group has none. */
  packLineName: string | null;
  /** The label record's id (metadataId); null for a box not printed yet. */
  metadataId: number | null;
  /** A sample label: its service band says so instead of the carrier's service. */
  training?: boolean;
}

const TRAINING_BANNER = 'TRAINING LABEL - DO NOT SHIP';

/** Top left the sender, top right the ship date. */
function senderZone(label: ShippingLabelContent): LabelElement[] {
  const at = { x: LEFT, y: 28, height: 28, pitch: 34, maxWidth: 470 };
  const sender = label.returnAddress;
  const texts = [
    ...wrapText(fieldData(label.brand).toUpperCase(), at.height, at.maxWidth, 1),
    ...(sender ? addressLines(sender, { ...at, streetLines: 1 }) : ['NO RETURN ADDRESS']),
  ];
  return [
    ...lines(texts, at).elements,
    line('SHIP DATE', { x: 540, y: 28, height: 22, maxWidth: RIGHT - 540 }),
    line(label.shipDate, { x: 540, y: 56, height: 36, maxWidth: RIGHT - 540 }),
    line(label.shipDay.toUpperCase(), { x: 540, y: 100, height: 28, maxWidth: RIGHT - 540 }),
    { kind: 'box', x: RULE_LEFT, y: 172, width: RULE_WIDTH, height: 4 },
  ];
}

const SHIP_TO = { x: 60, height: 44, pitch: 50, maxWidth: RIGHT - 60 };

/** The ship-to block: name and street lines wrap to two lines each, the city line keeps the ZIP. */
function shipToZone(label: ShippingLabelContent): LabelElement[] {
  const caption = line('SHIP TO:', { x: LEFT, y: 186, height: 24, maxWidth: 200 });
  const address = label.shipTo;
  const texts = [
    ...wrapText(fieldData(label.customerName).toUpperCase(), SHIP_TO.height, SHIP_TO.maxWidth, 2),
    ...(address ? addressLines(address, { ...SHIP_TO, streetLines: 2 }) : ['NO ADDRESS']),
  ];
  const block = lines(texts, { ...SHIP_TO, y: 220 });
  return [
    caption,
    ...block.elements,
    { kind: 'box', x: RULE_LEFT, y: 528, width: RULE_WIDTH, height: 4 },
  ];
}

/** The routing code by eye, and the postal barcode ("420" + ZIP, GS1-128) the sorters read. */
function routingZone(label: ShippingLabelContent): LabelElement[] {
  const address = label.shipTo;
  const data = address ? postalRoutingData(address.postalCode) : null;
  const elements: LabelElement[] = [];
  if (address) {
    const code = fieldData(routingCode(address));
    elements.push({
      kind: 'text',
      x: LEFT,
      y: 566,
      height: fittingHeight(code, 100, 340, 40),
      maxWidth: 340,
      text: code,
    });
  }
  if (data) {
    const x = 410;
    elements.push(
      {
        kind: 'code128',
        x,
        y: 550,
        height: 120,
        moduleWidth: moduleWidthFor(data, RIGHT - x - 30, true),
        data,
        gs1: true,
      },
      line(`(420) ${data.slice(3)}`, { x, y: 682, height: 28, maxWidth: RIGHT - x }),
    );
  }
  elements.push({ kind: 'box', x: RULE_LEFT, y: 726, width: RULE_WIDTH, height: 4 });
  return elements;
}

/** The carrier's service in a black band, then the tracking number and its barcode. */
function trackingZone(label: ShippingLabelContent): LabelElement[] {
  const service = label.training ? TRAINING_BANNER : `${CARRIER.name} ${CARRIER.service}`;
  const bandText = fieldData(service);
  const bandWidth = RULE_WIDTH - 40;
  const elements: LabelElement[] = [
    { kind: 'box', x: RULE_LEFT, y: 740, width: RULE_WIDTH, height: 86 },
    {
      kind: 'text',
      x: 40,
      y: 752,
      height: fittingHeight(bandText, 64, bandWidth, 30),
      maxWidth: bandWidth,
      text: wrapText(bandText, 30, bandWidth, 1)[0] ?? '',
      reverse: true,
    },
  ];
  const tracking = label.trackingNumber;
  elements.push(
    line(`TRACKING #: ${tracking ?? 'NOT GENERATED YET'}`, {
      x: LEFT,
      y: 842,
      height: 34,
      maxWidth: RIGHT - LEFT,
    }),
  );
  if (tracking) {
    const x = 40;
    elements.push({
      kind: 'code128',
      x,
      y: 884,
      height: 140,
      moduleWidth: moduleWidthFor(tracking, RIGHT - x - 30),
      data: fieldData(tracking),
    });
  }
  elements.push({ kind: 'box', x: RULE_LEFT, y: 1034, width: RULE_WIDTH, height: 4 });
  return elements;
}

function stripLabelId(label: ShippingLabelContent): string {
  if (label.training) return 'SAMPLE LABEL';
  return label.metadataId === null ? 'NOT PRINTED' : `LABEL ${label.metadataId}`;
}

/**
 * The pack line's strip: the line, region and label id, then the box barcode the zone screens
 * scan, across the whole width so that it keeps wide bars.
 */
function boxStrip(label: ShippingLabelContent): LabelElement[] {
  const barcode = fieldData(label.barcode);
  const x = 40;
  return [
    line(label.packLineName === null ? 'NO LINE' : `LINE ${label.packLineName}`, {
      x: LEFT,
      y: 1046,
      height: 40,
      maxWidth: 180,
    }),
    line(label.shippingRegion.toUpperCase(), { x: 220, y: 1054, height: 30, maxWidth: 280 }),
    line(stripLabelId(label), { x: 520, y: 1054, height: 30, maxWidth: RIGHT - 520 }),
    {
      kind: 'code128',
      x,
      y: 1096,
      height: 78,
      moduleWidth: moduleWidthFor(barcode, RIGHT - x - 30),
      data: barcode,
    },
    line(barcode, { x, y: 1180, height: 26, maxWidth: RIGHT - x }),
  ];
}

/**
 * The shipping label of one box, in a parcel carrier's zones: sender and ship date, ship-to,
 * routing code and postal barcode, service band, tracking number and barcode, and the pack
 * line's strip (box barcode, line, region, label id).
 */
export function shippingLabelLayout(label: ShippingLabelContent): LabelElement[] {
  return [
    ...senderZone(label),
    ...shipToZone(label),
    ...routingZone(label),
    ...trackingZone(label),
    ...boxStrip(label),
  ];
}

/** A sample label for training: a shipping label of made-up data, its band saying not to ship it. */
export function trainingLabelLayout(input: {
  packLineName: string;
  returnAddress: PostalAddress | null;
}): LabelElement[] {
  return shippingLabelLayout({
    barcode: '000000000-TRAINING',
    brand: 'Fresh Table',
    customerName: 'Sample Customer',
    shipTo: {
      line1: '123 Sample Street',
      line2: null,
      city: 'Training',
      state: 'ZZ',
      postalCode: '00000',
    },
    returnAddress: input.returnAddress,
    trackingNumber: '1Z000TRAINING00',
    shippingRegion: 'Training',
    shipDate: 'SAMPLE',
    shipDay: 'Training',
    packLineName: input.packLineName,
    metadataId: null,
    training: true,
  });
}

/** The test label printed on sign-in: the operator types its 4-digit code on the kiosk. */
export function testLabelLayout(input: {
  confirmationCode: string;
  packLineName: string;
  printerIp: string;
}): LabelElement[] {
  const width = RIGHT - LEFT;
  const title = 'PRINTER TEST LABEL';
  return [
    {
      kind: 'text',
      x: LEFT,
      y: 60,
      height: fittingHeight(title, 60, width, 30),
      maxWidth: width,
      text: title,
    },
    line(`Line ${input.packLineName} | Printer ${input.printerIp}`, {
      x: LEFT,
      y: 140,
      height: 40,
      maxWidth: width,
    }),
    line('Confirmation code:', { x: LEFT, y: 220, height: 40, maxWidth: width }),
    line(input.confirmationCode, { x: LEFT, y: 280, height: 200, maxWidth: width }),
  ];
}
