import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { FeedbackFlow } from '../../../src/features/feedback/components/feedback-flow';
import { toast } from '../../../src/ui/toast/toast-store';
import { renderWithI18n } from '../../helpers/render';

const api = vi.hoisted(() => ({ sendFeedback: vi.fn<(content: string) => Promise<void>>() }));
vi.mock('../../../src/api/endpoints/feedback', () => ({
  sendFeedback: api.sendFeedback,
  feedbackSettingQueryOptions: () => ({
    queryKey: ['feedback', 'setting'],
    queryFn: () => Promise.resolve({ minLength: 10, maxLength: 20 }),
  }),
}));

async function renderForm(memberType = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = renderWithI18n(
    <QueryClientProvider client={client}>
      <FeedbackFlow memberType={memberType} />
    </QueryClientProvider>,
  );
  await screen.findByRole('textbox', { name: 'Your feedback' });
  return rendered;
}

afterEach(() => {
  api.sendFeedback.mockReset();
  toast.clear();
});

describe('feedback form', () => {
  it('counts characters and refuses text outside the bounds without sending', async () => {
    const { user } = await renderForm();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(box, '  short  ');
    expect(screen.getByText('5 / 20 characters (at least 10)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 10 characters.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at most 20 characters.');
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it('refuses trial players with the spec message', async () => {
    const { user } = await renderForm(4);
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'A good site indeed');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please login an actual account to use this function',
    );
    expect(api.sendFeedback).not.toHaveBeenCalled();
  });

  it('sends the trimmed text, clears it and thanks on success', async () => {
    api.sendFeedback.mockResolvedValue(undefined);
    const { user } = await renderForm();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(box, ' A good site indeed ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api.sendFeedback).toHaveBeenCalledWith('A good site indeed');
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Thank you for your feedback');
  });

  it('keeps the text when sending fails', async () => {
    api.sendFeedback.mockRejectedValue(new ApiError({ code: 'network.offline' }));
    const { user } = await renderForm();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(box, 'A good site indeed');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your feedback could not be sent. Please try again.',
    );
    expect(box).toHaveValue('A good site indeed');
  });
});
