import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from '../../../web/src/shared/sign-in-path.ts';

describe('sign-in path', () => {
  it('carries the current path in next', () => {
    expect(signInPath('/admin/login_code?x=1')).toBe('/login?next=%2Fadmin%2Flogin_code%3Fx%3D1');
    expect(signInPath('/')).toBe('/login');
  });

  it('accepts only paths on this origin as next', () => {
    expect(safeNextPath('/admin/login_code?x=1')).toBe('/admin/login_code?x=1');
    expect(safeNextPath(null)).toBe('/admin');
    expect(safeNextPath('https://evil.example/admin')).toBe('/admin');
    expect(safeNextPath('//evil.example/admin')).toBe('/admin');
    expect(safeNextPath('/\\evil.example')).toBe('/admin');
    expect(safeNextPath('javascript:alert(1)')).toBe('/admin');
    expect(safeNextPath('/login?next=/admin')).toBe('/admin');
  });
});
