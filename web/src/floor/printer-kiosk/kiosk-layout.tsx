import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { contrastTokens } from '../../shared/contrast-tokens.ts';
import './printer-kiosk.css';

/**
 * Light theme, large type and touch targets: the kiosk is a touch screen at a pack line. No
 * motion: dialogs open and close at once on cheap hardware, and a closing dialog never sits
 * over the buttons. No antd App (its message, modal and notification code) on any kiosk screen:
 * the line screen, the one that shows messages, holds antd's message API of its own.
 */
/** The kiosk's type, on antd's components and on the screens' own markup alike. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const FONT_SIZE = 18;

const theme = {
  token: {
    ...contrastTokens,
    fontFamily: FONT_FAMILY,
    motion: false,
    colorPrimary: '#1f6f43',
    borderRadius: 8,
    fontSize: FONT_SIZE,
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
      <div
        style={{
          minHeight: '100vh',
          background: '#f5f7f6',
          color: '#1b1f1d',
          fontFamily: FONT_FAMILY,
          fontSize: FONT_SIZE,
          lineHeight: 1.5,
        }}
      >
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
