import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { BootFallback } from './errors/boot-fallback.tsx';
import { LazyRouteErrorBoundary } from './errors/lazy-route-error-boundary.tsx';
import { RootErrorFallback } from './errors/root-error-fallback.tsx';
import { floorScreens, rootScreen } from './floor-registry.ts';
import { adminScreens, firstAdminPath } from './route-registry.ts';

type ScreenModule = { default: ComponentType };

/**
 * A lazy admin route: the screen loads when first visited; its antd error boundary only when
 * the route fails, so it weighs on no screen's first load.
 */
function screenRoute(load: () => Promise<ScreenModule>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default, ErrorBoundary: LazyRouteErrorBoundary });
}

/** A floor screen's lazy route: no antd shell and no admin error boundary around it. */
function floorRoute(load: () => Promise<ScreenModule>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    // No antd here: this must render even when a lazy chunk cannot be fetched.
    errorElement: <RootErrorFallback />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      { index: true, lazy: floorRoute(rootScreen) },
      ...floorScreens.map((screen): RouteObject => ({
        path: screen.path,
        lazy: floorRoute(screen.load),
      })),
      {
        // antd and its providers load with the admin side only; floor screens stay light.
        lazy: async () => {
          const { AntdShell } = await import('./antd-shell.tsx');
          return { Component: AntdShell };
        },
        children: [
          {
            path: 'login',
            lazy: screenRoute(() => import('../features/sign-in/sign-in-page.tsx')),
          },
          {
            path: 'admin',
            lazy: screenRoute(() => import('./layout/admin-layout.tsx')),
            children: [
              { index: true, element: <Navigate to={firstAdminPath} replace /> },
              ...adminScreens.map((screen): RouteObject => ({
                path: screen.path,
                lazy: screenRoute(screen.load),
              })),
              // An admin address that is not (yet) a screen: signed in first, so a link to it
              // brings the user back there after sign-in, then 404 inside the admin layout.
              { path: '*', lazy: screenRoute(() => import('./not-found-page.tsx')) },
            ],
          },
          { path: '*', lazy: screenRoute(() => import('./not-found-page.tsx')) },
        ],
      },
    ],
  },
];
