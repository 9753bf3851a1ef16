import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server reads. It lives here rather than in main.tsx so react-query is fetched
 * with the first screen that reads through it (see src/app/with-queries.tsx), not on every cold
 * start: the start-up sequence and the shell read through their charts.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
