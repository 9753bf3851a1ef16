/**
 * A module loaded on demand, once: every caller shares the one request, and a failed load (no
 * connection) is tried again by the next caller instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
