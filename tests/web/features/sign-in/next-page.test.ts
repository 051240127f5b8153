import { describe, expect, it } from 'vitest';
import { isGatewayPage } from '../../../../web/src/features/sign-in/next-page.ts';
import { safeNextPath } from '../../../../web/src/shared/sign-in-path.ts';

describe('after sign-in, pages the gateway serves', () => {
  it('are the explorer, the health check and downloads, as Express matches them', () => {
    for (const path of [
      '/graphql',
      '/graphql?query=%7B__typename%7D',
      '/graphql#docs',
      '/graphql/',
      '/GraphQL',
      '/healthz',
      '/downloads/pdfs/42',
    ]) {
      expect(isGatewayPage(path), path).toBe(true);
    }
  });

  it("are not the app's own routes, nor paths that only begin alike", () => {
    for (const path of [
      '/admin',
      '/admin/login_code?facility=chicago',
      '/admin/graphql',
      '/graphqlx',
      '/graphql-explorer',
      '/status',
      '/CHI/A/1',
      '/',
    ]) {
      expect(isGatewayPage(path), path).toBe(false);
    }
  });

  it('see only what the open-redirect check lets through', () => {
    // A next that leaves the site becomes the admin home first: never a page load elsewhere.
    expect(isGatewayPage(safeNextPath('//evil.example/graphql'))).toBe(false);
    expect(isGatewayPage(safeNextPath('https://evil.example/graphql'))).toBe(false);
    expect(isGatewayPage(safeNextPath('/graphql'))).toBe(true);
  });
});
