/**
 * Paths the gateway answers with pages of its own rather than with the web app (see
 * gateway/src/server.ts): the GraphQL explorer, the health check and PDF downloads. This app's
 * router has no screen for them (its catch-all would show not-found), so after sign-in a `next`
 * among them is opened with a full page load. Express matches routes case-insensitively and with
 * or without a trailing slash; so does this.
 */
export const GATEWAY_PAGES: readonly string[] = ['/graphql', '/healthz', '/downloads'];

/** Whether `path` (a same-origin path, as safeNextPath returns it) is served by the gateway. */
export function isGatewayPage(path: string): boolean {
  const { pathname } = new URL(path, 'http://same-origin.invalid');
  const lower = pathname.toLowerCase();
  return GATEWAY_PAGES.some((page) => lower === page || lower.startsWith(`${page}/`));
}

/** Leaves the single-page app for `path` on this origin: the browser loads it as a new page, in
 * place of the sign-in page in the history (as the client-side navigation does). */
export function loadFullPage(path: string): void {
  window.location.replace(path);
}
