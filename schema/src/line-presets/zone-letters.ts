import { isIceZone, type ZoneType } from './zone-types.ts';

/** Accessory codes a cell may hold. */
export const ACCESSORY_CODES = ['WB', 'PC', 'AC', 'FC', 'PI'] as const;
export const ICE_SIZES = ['32', '64', '80', '96'] as const;

const ICE_CELL = /^(32|64|80|96|L\d{1,3})$/;
const OTHER_CELL = /^(|WB|PC|AC|FC|PI|[A-Z]\d{1,3})$/;
const L_CODE = /^L\d{1,3}$/;

export const ICE_CELL_MESSAGE = 'Ice cells take 32, 64, 80, 96 or L followed by 1-3 digits';
export const OTHER_CELL_MESSAGE =
  'Cells take WB, PC, AC, FC, PI or a letter followed by 1-3 digits, or stay empty';

/** What a person typed, as stored: no surrounding spaces, upper case. */
export function normaliseLetter(typed: string): string {
  return typed.trim().toUpperCase();
}

/** The format rule of a cell of this zone type, or null when the letter is acceptable. */
export function letterFormatError(type: ZoneType, letter: string): string | null {
  if (isIceZone(type)) return ICE_CELL.test(letter) ? null : ICE_CELL_MESSAGE;
  return OTHER_CELL.test(letter) ? null : OTHER_CELL_MESSAGE;
}

export function isAccessoryCode(letter: string): boolean {
  return (ACCESSORY_CODES as readonly string[]).includes(letter);
}

export function isLCode(letter: string): boolean {
  return L_CODE.test(letter);
}
