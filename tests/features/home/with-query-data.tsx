import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderInRouter } from '../../helpers/render-in-router';

/** Renders in a router with a fresh query cache holding `seeds`: the component reads them and never fetches. */
export function renderWithData(
  Component: () => ReactElement,
  seeds: readonly (readonly [QueryKey, unknown])[],
  options: Parameters<typeof renderInRouter>[1] = {},
) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, queryFn: () => new Promise(() => undefined) },
    },
  });
  for (const [key, data] of seeds) client.setQueryData(key, data);
  const Wrapped = () => (
    <QueryClientProvider client={client}>
      <Component />
    </QueryClientProvider>
  );
  return renderInRouter(Wrapped, options);
}
