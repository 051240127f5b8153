/** Message posted to the parent frame; the format is documented in web/README.md. */
export interface ScrollSizeMessage {
  type: 'packing-ops:scroll';
  scrollHeight: number;
  scrollWidth: number;
  scrollTop: number;
}

/** What the embedding needs from `window`; tests pass a stand-in. */
export type EmbeddingHost = Pick<
  Window,
  | 'parent'
  | 'document'
  | 'addEventListener'
  | 'removeEventListener'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
> & { ResizeObserver?: typeof ResizeObserver };

export interface EmbeddingOptions {
  host?: EmbeddingHost;
  targetOrigin?: string;
}

/**
 * When the app runs inside a parent frame, tells the parent the document's scroll size and
 * scroll position: once at start, then whenever either changes (at most once per animation
 * frame, and never twice the same). Returns a function that stops it. Does nothing unframed.
 */
export function startEmbedding({
  host = window,
  targetOrigin = import.meta.env.VITE_EMBED_PARENT_ORIGIN || '*',
}: EmbeddingOptions = {}): () => void {
  if (host.parent === host) return () => undefined;

  const { document } = host;
  let lastPosted = '';
  let frame: number | null = null;

  const post = () => {
    frame = null;
    const root = document.documentElement;
    const message: ScrollSizeMessage = {
      type: 'packing-ops:scroll',
      scrollHeight: root.scrollHeight,
      scrollWidth: root.scrollWidth,
      scrollTop: root.scrollTop,
    };
    const key = `${message.scrollHeight}:${message.scrollWidth}:${message.scrollTop}`;
    if (key === lastPosted) return;
    lastPosted = key;
    host.parent.postMessage(message, targetOrigin);
  };
  const schedule = () => {
    frame ??= host.requestAnimationFrame(post);
  };

  post();
  const observer = host.ResizeObserver ? new host.ResizeObserver(schedule) : null;
  observer?.observe(document.documentElement);
  if (document.body) observer?.observe(document.body);
  host.addEventListener('scroll', schedule, { passive: true });

  return () => {
    observer?.disconnect();
    host.removeEventListener('scroll', schedule);
    if (frame !== null) host.cancelAnimationFrame(frame);
  };
}
