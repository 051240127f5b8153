/** A load shared by the callers that ask for the same id, for as long as `keep` holds it. */
function sharedLoads<T>(keep: (forget: () => void) => void) {
  const loads = new Map<string, Promise<T>>();
  return (id: string, load: () => Promise<T>): Promise<T> => {
    const known = loads.get(id);
    if (known) return known;
    const started = load();
    loads.set(id, started);
    const forget = () => keep(() => loads.delete(id));
    started.then(forget, forget);
    return started;
  };
}

/**
 * Shares one load among the subscribers that react to the same event with the same key (e.g.
 * the same session): when an event reaches many screens signed in as one user, the upstream is
 * read once, not once per screen. Each subscriber reads the event in its own time, so a settled
 * result is kept for a short while rather than dropped at once.
 */
export function sharedPerEvent<T>(keepMs = 2_000) {
  const shared = sharedLoads<T>((forget) => setTimeout(forget, keepMs).unref());
  return (eventId: string, key: string, load: () => Promise<T>): Promise<T> =>
    shared(`${eventId}\u0000${key}`, load);
}

/**
 * Shares one load among the callers that ask the same thing while it is under way; once it has
 * settled, the next caller loads again (nothing is kept that could go stale).
 */
export function sharedWhileLoading<T>() {
  return sharedLoads<T>((forget) => forget());
}
