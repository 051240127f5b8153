import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Reads a Server-Sent Events response until `count` events arrived or the time runs out. */
export async function readEvents(
  url: string,
  init: { headers?: Record<string, string>; count: number; timeoutMs?: number },
): Promise<EventSourceMessage[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), init.timeoutMs ?? 5000);
  const events: EventSourceMessage[] = [];
  try {
    const response = await fetch(url, { headers: init.headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const parser = createParser({ onEvent: (event) => events.push(event) });
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      if (events.length >= init.count) break;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

/** Opens a stream and resolves once the server has accepted it (the ': connected' comment). */
export async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pumping = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return events;
    },
    async close() {
      controller.abort();
      await pumping;
    },
  };
}
