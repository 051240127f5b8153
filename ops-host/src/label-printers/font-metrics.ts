// How wide text of ZPL font 0 (the printers' scalable font, ^A0) prints, so that every field of
// a label is shortened by a rule we choose (wrapped, then cut with "...") instead of running off
// the label's edge, where the printer would silently drop what does not fit.

/**
 * Advance widths in thousandths of the font's character width (^A0N,h,w: w), by character.
 * Measured on rendered labels at 100 dots; the widest class stands for any other character.
 */
const WIDTH_CLASSES: [width: number, characters: string][] = [
  [250, " '|"],
  [275, '{}'],
  [278, '/:;Ifijlt'],
  [333, '!"(),.[]`r'],
  [390, 'z'],
  [445, 'Jcksvxy'],
  [500, '0123456789#$*+<=>?EFLTZ\\_abdeghnopqu'],
  [556, 'ABCKPSVXY'],
  [611, 'DGHNOQRU'],
  [668, '&w'],
  [778, 'Mm'],
  [800, '-'],
  [833, '%@W'],
];
const WIDEST = 833;
const WIDTHS = new Map(
  WIDTH_CLASSES.flatMap(([width, characters]) => [...characters].map((c) => [c, width] as const)),
);

/** Printers' fonts differ a little from the measurements: a line may use this share of its room. */
const ROOM_USED = 0.94;

export const ELLIPSIS = '...';

/** Width in dots of one line of font 0 whose characters are `height` dots high and wide. */
export function textWidth(text: string, height: number): number {
  let thousandths = 0;
  for (const c of text) thousandths += WIDTHS.get(c) ?? WIDEST;
  return (thousandths * height) / 1000;
}

const fits = (text: string, height: number, maxWidth: number) =>
  textWidth(text, height) <= maxWidth * ROOM_USED;

/** The room left on a line of `maxWidth` dots once `text` is on it. */
export function widthLeft(maxWidth: number, text: string, height: number): number {
  return maxWidth - textWidth(text, height) / ROOM_USED;
}

/** The longest start of the text that fits, with "..." after it. */
function cut(text: string, height: number, maxWidth: number): string {
  let end = text.length;
  while (end > 0 && !fits(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`, height, maxWidth)) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** Splits a word wider than a line into pieces that each fit one. */
function pieces(word: string, height: number, maxWidth: number): string[] {
  if (fits(word, height, maxWidth)) return [word];
  let end = word.length - 1;
  while (end > 1 && !fits(word.slice(0, end), height, maxWidth)) end -= 1;
  return [word.slice(0, end), ...pieces(word.slice(end), height, maxWidth)];
}

/**
 * The text in at most `maxLines` lines, each at most `maxWidth` dots wide: wrapped between words
 * (a word wider than a line is split), and when it still does not fit, its last line is cut and
 * ends in "...". Empty text gives no line.
 */
export function wrapText(text: string, height: number, maxWidth: number, maxLines = 1): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => pieces(word, height, maxWidth));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`, height, maxWidth)) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cut(lines.slice(maxLines - 1).join(' '), height, maxWidth);
  return kept;
}

/** The largest height from `height` down to `minHeight` at which the text fits on one line. */
export function fittingHeight(
  text: string,
  height: number,
  maxWidth: number,
  minHeight: number,
): number {
  let size = height;
  while (size > minHeight && !fits(text, size, maxWidth)) size -= 1;
  return size;
}
