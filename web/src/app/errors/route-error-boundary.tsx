import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reportError } from '../sentry.ts';
import { isChunkLoadError } from './chunk-error.ts';

/** Around each route: a screen that fails leaves the navigation and the other panels usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const expected = isRouteErrorResponse(error);
  useEffect(() => {
    if (!expected) reportError(error);
  }, [error, expected]);

  const chunk = isChunkLoadError(error);
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle={
        chunk
          ? 'A new version of the app may have been released. Reload the page to continue.'
          : 'This screen could not be shown. Try again, or reload the page.'
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>,
        <Link key="home" to="/">
          Go home
        </Link>,
      ]}
    />
  );
}
