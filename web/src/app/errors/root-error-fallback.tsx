import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../sentry.ts';
import { isChunkLoadError } from './chunk-error.ts';

/** Last resort, outside every lazy chunk: plain markup so it renders even when chunks fail. */
export function RootErrorFallback() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <div role="alert" style={{ padding: 48, font: '16px system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 24 }}>Something went wrong</h1>
      <p>
        {isChunkLoadError(error)
          ? 'A new version of the app may have been released.'
          : 'The page could not be shown.'}{' '}
        Reload the page to continue.
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
