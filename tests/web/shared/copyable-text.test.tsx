import { act, fireEvent, screen } from '@testing-library/react';
import { Typography } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyableText } from '../../../web/src/shared/copyable-text.tsx';
import { render } from '../support/render.tsx';
import { comparableMarkup } from './antd-markup.ts';

/** antd's tip is a Tooltip (aria-describedby); the light button's is its title. */
const markup = (container: HTMLElement) =>
  comparableMarkup(container.querySelector('.ant-typography')!, (element) => {
    element.removeAttribute('aria-describedby');
    if (element.tagName === 'BUTTON') element.removeAttribute('title');
  });

describe('CopyableText', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is antd's copyable Text markup", () => {
    const light = render(<CopyableText>31</CopyableText>);
    const antd = render(<Typography.Text copyable>31</Typography.Text>);
    expect(markup(light.container)).toBe(markup(antd.container));
  });

  it('copies its text, says Copied with a tick for 3 s, then Copy again', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyableText>31</CopyableText>);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveAttribute('title', 'Copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('31');
    const copied = screen.getByRole('button', { name: 'Copied' });
    expect(copied).toHaveAttribute('title', 'Copied');
    expect(copied).toHaveClass('ant-typography-copy-success');
    expect(copied.querySelector('.anticon-check')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('copies by the copy command where the Clipboard API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const copied: string[] = [];
    document.execCommand = vi.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    render(<CopyableText>42</CopyableText>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['42']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
