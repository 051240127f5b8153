import { describe, expect, it } from 'vitest';
import { initSentry, reportError } from '../../../web/src/app/sentry.ts';

describe('sentry', () => {
  it('stays off without a DSN, and reporting is then a no-op', async () => {
    expect(await initSentry('')).toBe(false);
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
