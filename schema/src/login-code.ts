/** Supervisor login code: numeric, exactly 5 digits (floor §5). */
export const LOGIN_CODE_LENGTH = 5;

export function isLoginCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}
