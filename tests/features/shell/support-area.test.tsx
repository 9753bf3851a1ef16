import CryptoJS from 'crypto-js';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import SupportArea, { ServiceHandle } from '../../../src/features/shell/components/support-area';
import { supportContacts } from '../../../src/features/shell/support-contacts';
import { renderWithI18n } from '../../helpers/render';

function encode(url: string, key = 'k3y8char'): string {
  const cipher = CryptoJS.DES.encrypt(url, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString() + key;
}

const cs = (csType: string, url: string) => ({
  csType,
  csPosition: `${csType}-1`,
  path: encode(url),
});
const info = (
  customerService: ReturnType<typeof cs>[],
  resources: { resourceType: string; url: string }[] = [],
) => ({
  customerService,
  resources,
  register: { ageLimit: 21 },
  siteName: 'BanglaBet',
});

describe('support contacts', () => {
  it('decrypts customer-service paths and falls back to plain resources', () => {
    expect(
      supportContacts(
        info(
          [cs('LIVECHAT', 'https://chat.example.com/live')],
          [
            { resourceType: 'TELEGRAM', url: 'https://t.me/bb' },
            { resourceType: 'FACEBOOK', url: 'https://facebook.com/bb' },
          ],
        ),
      ),
    ).toEqual({
      liveChat: 'https://chat.example.com/live',
      telegram: 'https://t.me/bb',
      facebook: 'https://facebook.com/bb',
    });
  });

  it('prefers the customer-service Telegram entry and skips what does not decrypt or is not a web link', () => {
    const contacts = supportContacts(
      info(
        [
          { csType: 'LIVECHAT', csPosition: 'LIVECHAT-1', path: 'garbage!!k3y8char' },
          cs('TELEGRAM', 'tg://resolve?domain=bb'),
        ],
        [
          { resourceType: 'TELEGRAM', url: 'https://t.me/fallback' },
          { resourceType: 'FACEBOOK', url: 'javascript:alert(1)' },
        ],
      ),
    );
    expect(contacts).toEqual({
      liveChat: null,
      telegram: 'tg://resolve?domain=bb',
      facebook: null,
    });
  });
});

describe('support area', () => {
  it('shows the age notice with the configured limit, the copyright years and the available channels only', () => {
    renderWithI18n(<SupportArea info={info([cs('TELEGRAM', 'https://t.me/bb')])} />);
    expect(
      screen.getByText('Only players aged 21 or over may play. Please play responsibly.'),
    ).toBeTruthy();
    expect(screen.getByText('Copyright © 2019–2025 BanglaBet. All rights reserved.')).toBeTruthy();
    const contact = screen.getByRole('list', { name: 'Contact us' });
    expect(contact.querySelectorAll('a')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Live chat' })).toBeNull();
  });

  it('has no contact list when nothing is configured', () => {
    renderWithI18n(<SupportArea info={info([])} />);
    expect(screen.queryByRole('list', { name: 'Contact us' })).toBeNull();
  });

  it('goes back to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithI18n(<SupportArea info={info([])} />);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('service handle', () => {
  it('is the one channel itself when only one has a link', () => {
    renderWithI18n(<ServiceHandle info={info([cs('TELEGRAM', 'https://t.me/bb')])} />);
    const widget = screen.getByRole('complementary', { name: 'Customer service' });
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(widget).toContainElement(telegram);
    expect(telegram.getAttribute('href')).toBe('https://t.me/bb');
    expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds several channels into one handle that opens them and closes on a choice, Escape or a tap elsewhere', async () => {
    const { user } = renderWithI18n(
      <>
        <ServiceHandle
          info={info([
            cs('LIVECHAT', 'https://chat.example.com/live'),
            cs('TELEGRAM', 'https://t.me/bb'),
          ])}
        />
        <button type="button">elsewhere</button>
      </>,
    );
    const handle = screen.getByRole('button', { name: 'Contact customer service' });
    expect(handle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(handle);
    expect(handle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Live chat' }).getAttribute('href')).toBe(
      'https://chat.example.com/live',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Telegram' }));
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(handle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(handle);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(handle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is absent when no channel has a link', () => {
    renderWithI18n(<ServiceHandle info={info([])} />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
