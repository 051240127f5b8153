import { camelCase } from 'change-case';
import Papa from 'papaparse';
import { CSV_HEADERS, type LetterCsvKind, type LetterCsvRow } from './csv-headers.ts';

/** Reading a letters CSV as a spreadsheet saves it. */

export {
  CSV_HEADERS,
  type LetterCsvKind,
  type LetterCsvRow,
  type MealCsvRow,
  type ProteinCsvRow,
} from './csv-headers.ts';

export interface LetterCsv<K extends LetterCsvKind> {
  rows: LetterCsvRow<K>[];
  /** Problems with the file itself (unreadable, wrong headers); rows are then empty. */
  errors: string[];
}

/** Header names are camel-cased before they are checked: 'Pickable Name', 'pickable_name'. */
export function normalizeHeader(header: string): string {
  return camelCase(header.trim());
}

/**
 * A trimmed cell. A quoted field with spaces outside its quotes (` "Tacos, Beef" `) is not
 * quoted for CSV, but a person means the text inside the quotes.
 */
function cleanCell(cell: string): string {
  const trimmed = cell.trim();
  const quoted = /^"([\s\S]*)"$/.exec(trimmed);
  return quoted ? (quoted[1] ?? '').replaceAll('""', '"').trim() : trimmed;
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * Parses a letters CSV: a UTF-8 byte-order mark, CRLF line endings, quoted fields with commas,
 * blank lines and whitespace around cells all read as a person expects. Wholly blank lines are
 * dropped, so row N of the messages is the data row's index plus 2 (the header is row 1).
 */
export function readLetterCsv<K extends LetterCsvKind>(text: string, kind: K): LetterCsv<K> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const row = quoteError.row === undefined ? '' : ` on row ${quoteError.row + 1}`;
    return { rows: [], errors: [`Could not read the CSV: ${quoteError.message}${row}`] };
  }
  const [headerCells = [], ...dataCells] = parsed.data.filter((cells) => !isBlank(cells));
  const headers = headerCells.map(normalizeHeader);
  const errors = headerErrors(headers, CSV_HEADERS[kind]);
  if (errors.length > 0) return { rows: [], errors };
  const rows = dataCells.map((cells) => {
    const row: Record<string, string> = {};
    for (const header of CSV_HEADERS[kind]) {
      row[header] = cleanCell(cells[headers.indexOf(header)] ?? '');
    }
    return row as LetterCsvRow<K>;
  });
  return { rows, errors: [] };
}

function headerErrors(headers: readonly string[], required: readonly string[]): string[] {
  const errors: string[] = [];
  const invalid = headers.filter((header) => !required.includes(header));
  if (invalid.length > 0) {
    errors.push(`Invalid headers: ${invalid.map((h) => h || '(blank)').join(', ')}`);
  }
  const missing = required.filter((header) => !headers.includes(header));
  if (missing.length > 0) errors.push(`Missing headers: ${missing.join(', ')}`);
  return errors;
}

/** 'Empty cell detected on row N', N = row index + 2. */
export function rowNumber(index: number): number {
  return index + 2;
}

/** The messages of a row with an empty cell, or undefined when every cell is filled. */
export function emptyCellError(row: Record<string, string>, index: number): string | undefined {
  return Object.values(row).some((cell) => cell.trim() === '')
    ? `Empty cell detected on row ${rowNumber(index)}`
    : undefined;
}
