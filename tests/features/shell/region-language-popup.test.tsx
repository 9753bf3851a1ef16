import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CountryEntry } from '../../../src/api/endpoints/country-list';
import RegionLanguagePopup from '../../../src/features/shell/components/region-language-popup';
import {
  STORAGE_KEYS,
  getLanguage,
  getMerchant,
  setLanguage,
  setMerchant,
} from '../../../src/lib/storage';
import { renderWithI18n } from '../../helpers/render';

const REGIONS: CountryEntry[] = [
  {
    merchantCode: 'bdbt',
    country: 'BD',
    currency: 'BDT',
    countryName: 'Bangladesh',
    langList: ['BN', 'EN'],
    dialingCode: '880',
  },
  {
    merchantCode: 'inrs',
    country: 'IN',
    currency: 'INR',
    countryName: 'India',
    langList: ['HI', 'EN'],
    dialingCode: '91',
  },
];
const fetchCountryList = vi.fn<() => Promise<CountryEntry[]>>();
vi.mock('../../../src/api/endpoints/country-list', () => ({
  fetchCountryList: () => fetchCountryList(),
}));

const assign = vi.fn();
beforeEach(() => {
  fetchCountryList.mockResolvedValue(REGIONS);
  vi.stubGlobal('location', { ...window.location, search: '?aff=XYZ', assign });
  setMerchant('bdbt');
  setLanguage('BN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  assign.mockReset();
});

describe('region-language popup', () => {
  it('lists the regions and the languages of the current region, marking the ones in force', async () => {
    renderWithI18n(<RegionLanguagePopup open onClose={() => undefined} defaultMerchant="bdbt" />);
    const bangladesh = await screen.findByRole('button', { name: 'Bangladesh · BDT' });
    expect(bangladesh.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'India · INR' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByRole('button', { name: /हिन्दी/ })).toBeNull();
  });

  it('applies a language at once, without a reload', async () => {
    const { user } = renderWithI18n(
      <RegionLanguagePopup open onClose={() => undefined} defaultMerchant="bdbt" />,
    );
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(getLanguage()).toBe('EN');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('switching region clears the status cache and session storage, stores the region, and reloads home with the query', async () => {
    localStorage.setItem(STORAGE_KEYS.systemStatus, '{"status":{},"savedAt":1}');
    sessionStorage.setItem(STORAGE_KEYS.sessionInfo, '{"token":"t"}');
    sessionStorage.setItem('other', 'x');
    const { user } = renderWithI18n(
      <RegionLanguagePopup open onClose={() => undefined} defaultMerchant="bdbt" />,
    );
    await user.click(await screen.findByRole('button', { name: 'India · INR' }));
    expect(localStorage.getItem(STORAGE_KEYS.systemStatus)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getMerchant()).toBe('inrs');
    expect(getLanguage()).toBe('HI');
    expect(assign).toHaveBeenCalledWith(`${import.meta.env.BASE_URL}home?aff=XYZ`);
  });

  it('offers a retry when the region list cannot be loaded', async () => {
    fetchCountryList.mockRejectedValueOnce({ code: 'network.offline' });
    const { user } = renderWithI18n(
      <RegionLanguagePopup open onClose={() => undefined} defaultMerchant="bdbt" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Bangladesh · BDT' })).toBeTruthy();
  });
});
