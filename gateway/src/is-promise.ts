/** Whether a value that may be answered at once or later is a promise (any thenable). */
export const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
