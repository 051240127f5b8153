// Printer labels rendered as a printer would print them (zpl-renderer-js: the ZPL renderer
// Zebrash compiled to WebAssembly) and their barcodes read back (zxing-wasm: ZXing-C++), so
// tests look at a label the way a person and a carrier's sorter do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { ready } from 'zpl-renderer-js';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  code128Modules,
  LABEL_HEIGHT,
  LABEL_WIDTH,
  type LabelElement,
} from '../../ops-host/src/label-printers/label-layout.ts';

const require = createRequire(import.meta.url);

let readerReady: Promise<unknown> | undefined;
/** The reader's WebAssembly from the installed package (never fetched from the network). */
function prepareReader() {
  readerReady ??= (async () => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return readerReady;
}

export interface RenderedLabel {
  /** The PNG file. */
  file: Buffer;
  image: PNG;
}

/** A 4×6 in label at 203 dpi (8 dots a millimetre), as the printer prints it. */
export async function renderZpl(zpl: string): Promise<RenderedLabel> {
  const { api } = await ready;
  const file = Buffer.from(await api.zplToBase64Async(zpl, 101.6, 152.4, 8), 'base64');
  return { file, image: PNG.sync.read(file) };
}

export interface ReadBarcode {
  text: string;
  /** ]C0 for Code 128, ]C1 for GS1-128. */
  symbologyIdentifier: string;
}

/** Every Code 128 on the image, read as a scanner reads it. */
export async function readCode128(file: Buffer): Promise<ReadBarcode[]> {
  await prepareReader();
  const results = await readBarcodes(new Blob([new Uint8Array(file)]), {
    formats: ['Code128'],
    maxNumberOfSymbols: 8,
  });
  return results
    .filter((result) => result.isValid)
    .map(({ text, symbologyIdentifier }) => ({ text, symbologyIdentifier }));
}

export interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The room an element was given: a text its maxWidth, bars their widest possible run. */
export function areaOf(element: LabelElement): Area {
  const width =
    element.kind === 'text'
      ? element.maxWidth
      : element.kind === 'box'
        ? element.width
        : code128Modules(element.data, element.gs1) * element.moduleWidth;
  return {
    left: element.x,
    top: element.y,
    right: element.x + width,
    bottom: element.y + element.height,
  };
}

/** The printable area: what lies outside it (a margin all round) must stay blank. */
export const PRINTABLE: Area = {
  left: 16,
  top: 12,
  right: LABEL_WIDTH - 16,
  bottom: LABEL_HEIGHT - 8,
};

const isInk = (image: PNG, x: number, y: number) => image.data[(y * image.width + x) * 4]! < 128;

/** Whether the dot lies in one of the areas, each widened by `slack` dots. */
const inSome = (areas: readonly Area[], x: number, y: number, slack: number) =>
  areas.some(
    (area) =>
      x >= area.left - slack &&
      x < area.right + slack &&
      y >= area.top - slack &&
      y < area.bottom + slack,
  );

/**
 * The dark dots of the image that lie outside every given area (each widened by `slack` dots
 * for the font's overhang) or outside the printable area: where a text ran past its room.
 */
export function inkOutside(
  image: PNG,
  areas: readonly Area[],
  slack = 3,
): { x: number; y: number }[] {
  const stray: { x: number; y: number }[] = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!isInk(image, x, y)) continue;
      const printable =
        x >= PRINTABLE.left && x < PRINTABLE.right && y >= PRINTABLE.top && y < PRINTABLE.bottom;
      const placed = inSome(areas, x, y, slack);
      if (!printable || !placed) stray.push({ x, y });
    }
  }
  return stray;
}

/**
 * The blank dots inside a black box that lie outside every given area (each widened by `slack`):
 * where white-on-black text (a band's title) ran past its room. Such text cannot show up as ink
 * outside its room while it stays on its band, where what runs over is cut off unseen.
 */
export function paperInside(
  image: PNG,
  box: Area,
  areas: readonly Area[],
  slack = 3,
): { x: number; y: number }[] {
  const stray: { x: number; y: number }[] = [];
  for (let y = box.top; y < box.bottom; y += 1) {
    for (let x = box.left; x < box.right; x += 1) {
      if (isInk(image, x, y)) continue;
      const placed = inSome(areas, x, y, slack);
      if (!placed) stray.push({ x, y });
    }
  }
  return stray;
}
