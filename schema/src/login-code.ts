/** Supervisor login code: numeric, exactly 5 digits. */
export const LOGIN_CODE_LENGTH = 5;

export function isLoginCode(value: string): boolean {
  return /^\d{5}$/.test(value);
}
