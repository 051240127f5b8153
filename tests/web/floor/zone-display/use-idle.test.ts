import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from '../../../../web/src/floor/zone-display/use-idle.ts';

describe('zone screen idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const key = () => act(() => void window.dispatchEvent(new KeyboardEvent('keydown')));

  it('goes idle without activity, and the first key after shows the welcome for 10 s', () => {
    const { result } = renderHook(() => useIdle(60_000, 10_000));
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current).toBe('active');
    key();
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current).toBe('active');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('idle');
    key();
    expect(result.current).toBe('welcome');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('active');
  });

  it('a key during the welcome ends it at once', () => {
    const { result } = renderHook(() => useIdle(1_000, 10_000));
    act(() => void vi.advanceTimersByTime(1_000));
    key();
    expect(result.current).toBe('welcome');
    key();
    expect(result.current).toBe('active');
  });

  it('after a welcome that ends by its 10 s, the screen goes idle again after the time-out', () => {
    const { result } = renderHook(() => useIdle(60_000, 10_000));
    act(() => void vi.advanceTimersByTime(60_000));
    key();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe('active');
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current).toBe('active');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('idle');
  });
});
