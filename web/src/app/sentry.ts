type Capture = (error: unknown) => void;

let capture: Capture | null = null;
/** Errors raised before the SDK finished loading, sent once it has. */
const early: unknown[] = [];
const MAX_EARLY = 10;
let enabled = false;

/**
 * Starts error reporting when VITE_SENTRY_DSN is set. The SDK (sentry-sdk.ts) is imported only
 * then, so it adds nothing to what a deployment without a DSN downloads.
 */
export async function initSentry(dsn = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  enabled = true;
  const { startSentry } = await import('./sentry-sdk.ts');
  capture = startSentry(dsn, import.meta.env.MODE);
  early.splice(0).forEach(capture);
  return true;
}

/** Reports an error caught by an error boundary; a no-op when Sentry is off. */
export function reportError(error: unknown): void {
  if (capture) capture(error);
  else if (enabled && early.length < MAX_EARLY) early.push(error);
}
