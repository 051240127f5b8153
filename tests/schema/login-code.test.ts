import { describe, expect, it } from 'vitest';
import { isLoginCode } from '../../schema/src/login-code.ts';

describe('login code format', () => {
  it.each(['00000', '12345', '99999'])('%s is a login code', (value) => {
    expect(isLoginCode(value)).toBe(true);
  });
  it.each(['', '1234', '123456', '12a45', ' 12345', '12345\n'])('%j is not', (value) => {
    expect(isLoginCode(value)).toBe(false);
  });
});
