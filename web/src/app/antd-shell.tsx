import { App as AntApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { contrastTokens } from '../shared/contrast-tokens.ts';

const theme = {
  token: { ...contrastTokens, colorPrimary: '#1f6f43', borderRadius: 6 },
  components: { Menu: { itemSelectedBg: '#e3f0e8', itemSelectedColor: '#1f6f43' } },
};

/**
 * antd's providers for the admin side. Screens show messages through `App.useApp()` (never the
 * static `message` API), which takes its theme from here.
 */
export function AntdShell() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
