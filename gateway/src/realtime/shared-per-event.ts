/**
 * Shares one load among the subscribers that react to the same event with the same key (e.g.
 * the same session): when an event reaches many screens signed in as one user, the upstream is
 * read once, not once per screen. Each subscriber reads the event in its own time, so a settled
 * result is kept for a short while rather than dropped at once.
 */
export function sharedPerEvent<T>(keepMs = 2_000) {
  const loads = new Map<string, Promise<T>>();
  return (eventId: string, key: string, load: () => Promise<T>): Promise<T> => {
    const id = `${eventId}\u0000${key}`;
    const known = loads.get(id);
    if (known) return known;
    const started = load();
    loads.set(id, started);
    const forget = () => setTimeout(() => loads.delete(id), keepMs).unref();
    started.then(forget, forget);
    return started;
  };
}
