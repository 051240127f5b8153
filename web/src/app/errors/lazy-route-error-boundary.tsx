import { Suspense } from 'react';
import { lazyComponent } from '../../shared/lazy-component.ts';

const RouteErrorBoundary = lazyComponent(() =>
  import('./route-error-boundary.tsx').then((module) => module.RouteErrorBoundary),
);

/**
 * The admin routes' error boundary, loaded only when a route fails: its antd Result (with the
 * illustrations it bundles) stays out of every screen's first load. Should the boundary's own
 * chunk fail to load, the root fallback (no antd) shows instead.
 */
export function LazyRouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary />
    </Suspense>
  );
}
