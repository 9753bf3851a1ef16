import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MenuScreen } from '../../../src/features/shell/components/menu-screen';
import { renderInRouter } from '../../helpers/render-in-router';

const social = { youtube: '', whatsapp: 'https://wa.me/8801', telegram: '', facebook: 'https://facebook.com/bb', line: 'javascript:alert(1)' };
const info = {
  customerService: [],
  resources: [
    { resourceType: 'TELEGRAM', url: 'https://t.me/bb' },
    { resourceType: 'FACEBOOK', url: 'https://facebook.com/bb' },
  ],
  social,
};
const PATHS = ['/menu', '/member/manualRebate', '/activity', '/gameRecord'];

describe('menu page', () => {
  it('lists its entries, with the channels that are configured', async () => {
    await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths: PATHS });
    expect(screen.getByRole('link', { name: 'Manual rebate' }).getAttribute('href')).toBe('/member/manualRebate');
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/activity');
    expect(screen.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/gameRecord');
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/bb');
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
  });

  it('shows the social follow block for configured, safe links only', async () => {
    await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths: PATHS });
    const follow = screen.getByRole('region', { name: 'Follow us' });
    const names = [...follow.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual(['WhatsApp', 'Facebook']);
  });

  it('has no follow block when no link is configured', async () => {
    const none = { ...info, social: { youtube: '', whatsapp: '', telegram: '', facebook: '', line: '' } };
    await renderInRouter(() => <MenuScreen info={none} />, { entries: ['/menu'], paths: PATHS });
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });
});
