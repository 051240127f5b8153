import {
  browserTracingIntegration,
  captureException,
  init,
  replayIntegration,
} from '@sentry/react';

/**
 * The Sentry SDK, loaded by sentry.ts only when a DSN is set. Named imports (not a namespace
 * from a dynamic import) let the bundler drop the parts of the SDK that are not used.
 */
export function startSentry(dsn: string, environment: string): (error: unknown) => void {
  init({
    dsn,
    environment,
    integrations: [browserTracingIntegration(), replayIntegration()],
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0.01,
  });
  return (error) => {
    captureException(error);
  };
}
