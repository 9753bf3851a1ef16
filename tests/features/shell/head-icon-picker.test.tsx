import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberIcon } from '../../../src/api/endpoints/member-icon';
import { queryClient } from '../../../src/api/query-client';
import { HeadIconPicker } from '../../../src/features/shell/components/head-icon-picker';
import { toast } from '../../../src/ui/toast/toast-store';
import { renderWithI18n } from '../../helpers/render';

const choices = Array.from({ length: 12 }, (_, index) => `/icons/head/${index + 1}.png`);
const api = vi.hoisted(() => ({
  fetchMemberIcon: vi.fn<() => Promise<MemberIcon>>(),
  setMemberIcon: vi.fn<(icon: string) => Promise<MemberIcon>>(),
}));
vi.mock('../../../src/api/endpoints/member-icon', () => ({
  memberIconQueryOptions: (token: string) => ({
    queryKey: ['member', 'icon', token],
    queryFn: () => api.fetchMemberIcon(),
  }),
  setMemberIcon: (icon: string) => api.setMemberIcon(icon),
}));

/** A promise the test settles by hand, to look at the screen while the save is on its way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const radio = (n: number) => screen.getByRole('radio', { name: `Head icon ${n}` });

async function renderPicker() {
  api.fetchMemberIcon.mockResolvedValue({ icon: choices[2] ?? '', choices });
  const result = renderWithI18n(<HeadIconPicker token="t" />);
  await waitFor(() => expect(radio(3)).toBeChecked());
  return result;
}

afterEach(() => {
  queryClient.clear();
  api.fetchMemberIcon.mockReset();
  api.setMemberIcon.mockReset();
  toast.clear();
});

describe('head icon picker', () => {
  it('shows the tapped choice in the same render as the tap, before the server answers', async () => {
    const answer = deferred<MemberIcon>();
    api.setMemberIcon.mockReturnValue(answer.promise);
    await renderPicker();
    // A plain synchronous click: nothing may run between the event and the check.
    fireEvent.click(radio(7));
    expect(radio(7)).toBeChecked();
    expect(radio(3)).not.toBeChecked();
    // Another choice waits for this answer.
    expect(radio(9)).toBeDisabled();
    await waitFor(() => expect(api.setMemberIcon).toHaveBeenCalledWith(choices[6]));
    await act(async () => answer.resolve({ icon: choices[6] ?? '', choices }));
    expect(radio(7)).toBeChecked();
    expect(radio(9)).toBeEnabled();
    expect(toast.getSnapshot().map((item) => item.message)).toEqual(['Head icon saved']);
  });

  it('puts the saved choice back with a message when the save fails', async () => {
    const answer = deferred<MemberIcon>();
    api.setMemberIcon.mockReturnValue(answer.promise);
    await renderPicker();
    fireEvent.click(radio(5));
    expect(radio(5)).toBeChecked();
    await act(async () => answer.reject(new Error('offline')));
    expect(radio(3)).toBeChecked();
    expect(radio(5)).not.toBeChecked();
    expect(toast.getSnapshot().map((item) => item.message)).toEqual([
      'The head icon could not be saved. Please try again.',
    ]);
  });
});
