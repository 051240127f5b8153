import { StyleProvider } from '@ant-design/cssinjs';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * antd's styles are registered but not written into jsdom: jsdom's getComputedStyle matches every
 * rule of every <style> on each call (about half a second per call with antd's CSS), which made
 * screen tests take minutes. Nothing under test depends on antd's stylesheet; visibility that
 * matters is checked in Chromium by the Playwright flows.
 */
function WithoutInjectedStyles({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

/** Testing Library's render, with antd's style injection kept out of jsdom. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderInDom(ui, { ...options, wrapper: WithoutInjectedStyles });
}
