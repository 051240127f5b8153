import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbedding } from '../../../web/src/app/embedding.ts';
import type { EmbeddingHost } from '../../../web/src/app/embedding.ts';

/** A stand-in window whose scroll size the test sets and whose observers it triggers. */
function fakeHost({ framed }: { framed: boolean }) {
  const postMessage = vi.fn();
  const listeners = new Set<() => void>();
  const frames: FrameRequestCallback[] = [];
  const observers: Array<() => void> = [];
  const metrics = { scrollHeight: 800, scrollWidth: 1200, scrollTop: 0 };
  const documentElement = metrics as unknown as HTMLElement;

  class FakeResizeObserver {
    constructor(callback: () => void) {
      observers.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }

  const host = {
    document: { documentElement, body: null } as unknown as Document,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: () => undefined,
    ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
  } as unknown as EmbeddingHost;
  Object.assign(host, { parent: framed ? { postMessage } : host });

  return {
    host,
    postMessage,
    metrics,
    scroll: () => listeners.forEach((listener) => listener()),
    resize: () => observers.forEach((callback) => callback()),
    nextFrame: () => frames.splice(0).forEach((callback) => callback(0)),
  };
}

describe('embedding', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('posts nothing when the app is not in a frame', () => {
    const fake = fakeHost({ framed: false });
    stop = startEmbedding({ host: fake.host, targetOrigin: '*' });
    fake.scroll();
    fake.resize();
    fake.nextFrame();
    expect(fake.postMessage).not.toHaveBeenCalled();
  });

  it('posts the scroll size and position to the parent at start', () => {
    const fake = fakeHost({ framed: true });
    stop = startEmbedding({ host: fake.host, targetOrigin: 'https://parent.example' });
    expect(fake.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'packing-ops:scroll', scrollHeight: 800, scrollWidth: 1200, scrollTop: 0 },
      'https://parent.example',
    );
  });

  it('posts again when the size or the scroll position changes, once per frame', () => {
    const fake = fakeHost({ framed: true });
    stop = startEmbedding({ host: fake.host, targetOrigin: '*' });

    fake.metrics.scrollHeight = 1600;
    fake.resize();
    fake.resize();
    fake.nextFrame();
    fake.metrics.scrollTop = 250;
    fake.scroll();
    fake.scroll();
    fake.nextFrame();

    expect(fake.postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: 'packing-ops:scroll', scrollHeight: 800, scrollWidth: 1200, scrollTop: 0 },
      { type: 'packing-ops:scroll', scrollHeight: 1600, scrollWidth: 1200, scrollTop: 0 },
      { type: 'packing-ops:scroll', scrollHeight: 1600, scrollWidth: 1200, scrollTop: 250 },
    ]);
  });

  it('posts nothing when an observer fires but nothing changed', () => {
    const fake = fakeHost({ framed: true });
    stop = startEmbedding({ host: fake.host, targetOrigin: '*' });
    fake.resize();
    fake.nextFrame();
    fake.scroll();
    fake.nextFrame();
    expect(fake.postMessage).toHaveBeenCalledTimes(1);
  });
});
