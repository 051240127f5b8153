import { describe, expect, it } from 'vitest';
import {
  NAME_EXISTS,
  NAME_REQUIRED,
  presetNameError,
} from '../../../schema/src/line-presets/preset-name.ts';

describe('a preset name is required and unique', () => {
  const others = ['Full Line', 'Tempo Express'];
  it.each([
    ['', NAME_REQUIRED],
    ['   ', NAME_REQUIRED],
    ['Full Line', NAME_EXISTS],
    [' full line ', NAME_EXISTS],
    ['Full Line 2', null],
    ['x'.repeat(101), 'Name must be at most 100 characters'],
  ])('%j → %j', (name, expected) => expect(presetNameError(name, others)).toBe(expected));
});
