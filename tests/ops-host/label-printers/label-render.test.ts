import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  shippingLabelLayout,
  testLabelLayout,
  trainingLabelLayout,
  type LabelElement,
} from '../../../ops-host/src/label-printers/label-layout.ts';
import { labelZpl, type ShippingLabel } from '../../../ops-host/src/label-printers/zpl.ts';
import { REGION_PLACES } from '../../../ops-host/src/seed/region-places.ts';
import { FACILITIES } from '../../../ops-host/src/seed/facilities-and-users.ts';
import {
  areaOf,
  inkOutside,
  paperInside,
  readCode128,
  renderZpl,
  type RenderedLabel,
} from '../../support/label-render.ts';

// Rendering a label takes a second or more on a busy machine.
const RENDER_TIMEOUT = 60_000;

const longest = (values: string[]) => values.reduce((a, b) => (b.length > a.length ? b : a));
const places = Object.values(REGION_PLACES).flat();

const ordinary: ShippingLabel = {
  barcode: '1000123-AB12',
  brand: 'Fresh Table',
  customerName: 'Ada Lovelace',
  shipTo: {
    line1: '1234 N Milwaukee Ave',
    line2: null,
    city: 'Chicago',
    state: 'IL',
    postalCode: '60622',
  },
  returnAddress: FACILITIES[0]!.returnAddress,
  trackingNumber: '1ZOPS0000000012345',
  shippingRegion: 'Chicago Metro',
  shipDate: '2026-11-25',
  shipDay: 'Wednesday',
  packLineName: 'A',
  metadataId: 1234,
};

/** The longest values the seed has, and longer real-looking ones than any it has. */
const long: ShippingLabel = {
  barcode: '1000123456-ABCDEFGH',
  brand: 'Fresh Table Tempo',
  customerName: 'Maximiliana Alexandrina Wolfeschlegelsteinhausen-Bergdorff von Hohenzollern',
  shipTo: {
    line1: '98765 West Martin Luther King Junior Memorial Boulevard Northwest',
    line2: 'Apartment 4815, Building Seventeen, Rear Entrance by the Loading Dock',
    city: `${longest(places.map((place) => place.city))} Heights Township`,
    state: 'CA',
    postalCode: '92688-1234',
  },
  returnAddress: {
    line1: '15700 East Fortieth Avenue Industrial Park Building Four',
    line2: 'Suite 100, Receiving Door Twelve',
    city: 'Colorado Springs Metropolitan Area',
    state: 'CO',
    postalCode: '80011',
  },
  trackingNumber: '1ZOPS9999999999999',
  shippingRegion: `${longest(Object.keys(REGION_PLACES))} Northwest Extension`,
  shipDate: '2026-11-25',
  shipDay: 'Wednesday',
  packLineName: 'W',
  metadataId: 9_007_199_254,
};

/** The widest letters of the printers' font everywhere: no rule of thumb about widths holds. */
const wide: ShippingLabel = {
  ...long,
  customerName: 'WWWWWWWWWW MMMMMMMMMMMMMM WWWWWWWWWWWWWWW MMMMMMMMMMMMMMMMMMMM',
  shipTo: { ...long.shipTo, line1: 'WWW@MMM%WWW@MMMMM%WWWWWWWWW@MMMMMMMMMMMMMMMMMMMMM' },
  shippingRegion: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
};

/** Rendered, saved for a person to look at when LABEL_RENDER_DIR is set, and checked for room. */
async function render(name: string, elements: LabelElement[]): Promise<RenderedLabel> {
  const rendered = await renderZpl(labelZpl(elements));
  const dir = process.env.LABEL_RENDER_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), rendered.file);
  }
  return rendered;
}

/**
 * Where a text ran past its room: ink outside every element's room, and the paper showing on a
 * black band outside its white text's room (a title cut off at the band's end).
 */
function outOfRoom(image: PNG, elements: LabelElement[]): { x: number; y: number }[] {
  const bands = elements.filter((element) => element.kind === 'box').map(areaOf);
  const reversed = elements
    .filter((element) => element.kind === 'text' && element.reverse)
    .map(areaOf);
  const onBand = bands.filter((band) =>
    reversed.some((text) => text.top >= band.top && text.top < band.bottom),
  );
  return [
    ...inkOutside(image, elements.map(areaOf)),
    ...onBand.flatMap((band) => paperInside(image, band, reversed)),
  ];
}

const texts = (elements: LabelElement[]) =>
  elements.flatMap((element) => (element.kind === 'text' ? [element.text] : []));

describe('labels rendered as printed', () => {
  it.each([
    ['ordinary', ordinary],
    ['long', long],
    ['wide', wide],
  ])(
    'a shipping label with %s values keeps every text in its room and its barcodes read back',
    async (name, label) => {
      const elements = shippingLabelLayout(label);
      const { image, file } = await render(`shipping-${name}`, elements);
      expect(outOfRoom(image, elements)).toEqual([]);
      const zip = label.shipTo.postalCode.replace('-', '');
      expect(await readCode128(file)).toEqual(
        expect.arrayContaining([
          { text: label.barcode, symbologyIdentifier: ']C0' },
          { text: label.trackingNumber, symbologyIdentifier: ']C0' },
          { text: `(420)${zip}`, symbologyIdentifier: ']C1' },
        ]),
      );
      // The carrier's zones: ship-to city line with its whole ZIP, sender, service, routing.
      const lines = texts(elements);
      expect(
        lines.some(
          (text) =>
            text.endsWith(` CA ${label.shipTo.postalCode}`) ||
            text.endsWith(`IL ${label.shipTo.postalCode}`),
        ),
      ).toBe(true);
      expect(lines).toContain('UPS GROUND');
      expect(lines).toContain(`${label.shipTo.state} ${zip.slice(0, 3)}`);
      expect(lines).toContain(`TRACKING #: ${label.trackingNumber}`);
    },
    RENDER_TIMEOUT,
  );

  it('long values are shortened by the rule: wrapped to two lines, then cut with "..."', () => {
    const lines = texts(shippingLabelLayout(long));
    expect(lines).toContain('MAXIMILIANA ALEXANDRINA');
    expect(lines.filter((text) => text.endsWith('...')).length).toBeGreaterThan(2);
    const cityLine = lines.find((text) => text.endsWith(' CA 92688-1234'))!;
    expect(cityLine).toMatch(/^RANCHO CUC.*\.\.\. CA 92688-1234$/);
  });

  it(
    'the training label shows its whole title and is a shipping label of sample data',
    async () => {
      const elements = trainingLabelLayout({
        packLineName: 'W',
        returnAddress: long.returnAddress,
      });
      const { image, file } = await render('training', elements);
      expect(outOfRoom(image, elements)).toEqual([]);
      expect(texts(elements)).toContain('TRAINING LABEL - DO NOT SHIP');
      expect((await readCode128(file)).map((barcode) => barcode.text)).toEqual(
        expect.arrayContaining(['000000000-TRAINING', '1Z000TRAINING00']),
      );
    },
    RENDER_TIMEOUT,
  );

  it(
    'the printer test label keeps its line, printer and confirmation code in its width',
    async () => {
      const elements = testLabelLayout({
        confirmationCode: '8888',
        packLineName: 'W',
        printerIp: '127.0.255.255',
      });
      const { image } = await render('test', elements);
      expect(outOfRoom(image, elements)).toEqual([]);
      expect(texts(elements)).toEqual([
        'PRINTER TEST LABEL',
        'Line W | Printer 127.0.255.255',
        'Confirmation code:',
        '8888',
      ]);
    },
    RENDER_TIMEOUT,
  );
});
