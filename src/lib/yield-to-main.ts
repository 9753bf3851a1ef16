interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can handle input and paint in
 * between. Work that runs back to back in one task (a response parsed, then a chart and React
 * updated from it) would otherwise add up to one long task on a slow phone.
 */
export function yieldToMain(): Promise<void> {
  // scheduler.yield (Chromium) puts the continuation ahead of other queued tasks; elsewhere a timer.
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
