import type { ReactElement, ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../src/api/query-client';

export interface RenderWithI18nOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: 'en' | 'bn';
  /** Options for userEvent.setup(), e.g. { advanceTimers: vi.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders inside an I18nProvider with an empty catalog for the locale, so the macros show their English source,
 * and inside the app's one QueryClientProvider with the app's shared client, as src/app/app.tsx does (a test
 * that wants a cache of its own wraps its screen in its own provider, which takes precedence).
 * Returns Testing Library's result plus a userEvent instance.
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', userOptions, ...options }: RenderWithI18nOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  i18n.load(locale, {});
  i18n.activate(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  const user = userEvent.setup(userOptions);
  return { user, ...render(ui, { wrapper: Wrapper, ...options }) };
}
