/** Where admin screens start; /admin itself redirects to the first registered screen. */
export const ADMIN_HOME = '/admin';

export const SIGN_IN_PATH = '/login';

/** The sign-in page URL that comes back to `next` (a path on this origin) afterwards. */
export function signInPath(next?: string): string {
  if (!next || next === '/' || next.startsWith(SIGN_IN_PATH)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}

/**
 * The `next` parameter if it is a path on this origin, otherwise `fallback`. Anything that could
 * leave the origin ('//evil.example', '/\\evil.example', 'https://…') is refused, so the sign-in
 * page cannot be used as an open redirect.
 */
export function safeNextPath(
  raw: string | null | undefined,
  fallback: string = ADMIN_HOME,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.startsWith(SIGN_IN_PATH)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
