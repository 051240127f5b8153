import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { contrastTokens } from '../shared/contrast-tokens.ts';
import { usePrefersReducedMotion } from '../shared/reduced-motion.ts';

const token = { ...contrastTokens, colorPrimary: '#1f6f43', borderRadius: 6 };
const components = { Menu: { itemSelectedBg: '#e3f0e8', itemSelectedColor: '#1f6f43' } };

/**
 * antd's providers for the admin side. Screens show messages through `App.useApp()` (never the
 * static `message` API), which takes its theme from here. A person whose system asks for reduced
 * motion gets dialogs, menus and tabs that open and close at once, and no ripple on a click.
 */
export function AntdShell() {
  const reduced = usePrefersReducedMotion();
  const theme = useMemo<ThemeConfig>(
    () => ({ token: { ...token, motion: !reduced }, components }),
    [reduced],
  );
  return (
    <ConfigProvider theme={theme} wave={{ disabled: reduced }}>
      <AntApp>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
