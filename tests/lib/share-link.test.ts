import { describe, expect, it, vi } from 'vitest';
import { shareLink, shareUrl } from '../../src/lib/share-link';

const data = { title: 'BanglaBet', url: 'https://site.example/m/home' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('share link (menu Share item)', () => {
  it('shares a member invitation link, else the home page', () => {
    expect(shareUrl('https://site.example', '/m/', 'AB 12')).toBe(
      'https://site.example/m/register?affiliateCode=AB%2012',
    );
    expect(shareUrl('https://site.example', '/m', null)).toBe('https://site.example/m/home');
    expect(shareUrl('https://site.example', '/m/', '')).toBe('https://site.example/m/home');
  });

  it('uses the system share sheet where there is one, and copies nothing then', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('a closed share sheet is a cancel, with nothing copied', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(
      await shareLink(data, { share: () => Promise.reject(abort()), clipboard: { writeText } }),
    ).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without a share sheet, or when the sheet is not allowed', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
    const notAllowed = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    expect(
      await shareLink(data, { share: () => Promise.reject(notAllowed), clipboard: { writeText } }),
    ).toBe('copied');
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenLastCalledWith(data.url);
  });

  it('fails when neither sharing nor copying works', async () => {
    expect(await shareLink(data, {})).toBe('failed');
    expect(
      await shareLink(data, {
        clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      }),
    ).toBe('failed');
  });
});
