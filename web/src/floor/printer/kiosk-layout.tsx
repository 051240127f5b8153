import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * Light theme, large type and touch targets: the kiosk is a touch screen at a pack line. No
 * motion: dialogs open and close at once on cheap hardware, and a closing dialog never sits
 * over the buttons. No antd App (its message, modal and notification code) here: the screens
 * whose parts call `App.useApp()` (the line screen) wrap their content in one, so the sign-in,
 * line selector and confirmation load without it.
 */
const theme = {
  token: {
    motion: false,
    colorPrimary: '#1f6f43',
    borderRadius: 8,
    fontSize: 18,
    controlHeight: 48,
    controlHeightLG: 64,
    colorBgLayout: '#f5f7f6',
  },
};

export function KioskLayout({
  title,
  onBack,
  children,
}: {
  title?: ReactNode;
  /** The back arrow of the top bar; without it the bar shows the title only. */
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={theme}>
      <div style={{ minHeight: '100vh', background: '#f5f7f6', color: '#1b1f1d' }}>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: '12px 24px',
            background: '#ffffff',
            borderBottom: '1px solid #d9e2dc',
          }}
        >
          {onBack ? (
            <Button
              aria-label="Back to the line selector"
              icon={<ArrowLeftOutlined />}
              size="large"
              onClick={onBack}
            />
          ) : null}
          <span style={{ fontSize: 22, fontWeight: 600 }}>{title ?? 'Pack Line Printer'}</span>
        </header>
        <main style={{ padding: 24, maxWidth: 1100, margin: '0 auto' }}>{children}</main>
      </div>
    </ConfigProvider>
  );
}
