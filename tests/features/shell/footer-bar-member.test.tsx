import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { FooterBar } from '../../../src/features/shell/components/footer-bar';
import { toast } from '../../../src/ui/toast/toast-store';
import { renderInRouter } from '../../helpers/render-in-router';

const PATHS = ['/home', '/activity', '/rewardCenter', '/member/home', '/login'];

afterEach(() => toast.clear());

describe('footer bar: Invite and Reward', () => {
  it('Invite sends a visitor to the login popup instead of the referral view', async () => {
    const onOpenLogin = vi.fn();
    const { user } = await renderInRouter(
      () => <FooterBar hideOnScroll={false} onOpenLogin={onOpenLogin} />,
      { paths: PATHS },
    );
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onOpenLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Reward without the reward centre shows the contact-service message for 2 s', async () => {
    const { user } = await renderInRouter(
      () => <FooterBar hideOnScroll={false} rewardCenter={false} />,
      { paths: PATHS },
    );
    expect(screen.queryByRole('link', { name: 'Reward' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reward' }));
    expect(toast.getSnapshot().map((entry) => [entry.message, entry.duration])).toEqual([
      ['Please contact customer service', 2000],
    ]);
  });

  it('Reward is the reward-centre link when the flag is on, with no badge for a visitor', async () => {
    await renderInRouter(() => <FooterBar hideOnScroll={false} rewardCenter />, { paths: PATHS });
    expect(screen.getByRole('link', { name: 'Reward' }).getAttribute('href')).toBe('/rewardCenter');
  });
});
