import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';

/**
 * Wraps a screen that reads through react-query. Every screen shares the one client, so the cache
 * is shared too; screens that do not use it (the start-up path, the shell) never load the library.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
