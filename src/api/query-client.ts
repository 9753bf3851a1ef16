import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server reads. src/app/app.tsx provides it to the whole app (screens, shell and
 * popups); code outside React (the charts' actors) imports it from here.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
