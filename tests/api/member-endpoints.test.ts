import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { fetchMemberIcon, setMemberIcon } from '../../src/api/endpoints/member-icon';
import { fetchMemberInfo } from '../../src/api/endpoints/member-info';
import { fetchPlayerRankProgress, vipProgress } from '../../src/api/endpoints/player-rank-progress';
import { fetchPromoCodeEnabled } from '../../src/api/endpoints/promo-code-enabled';
import {
  fetchWalletBalance,
  walletBalanceQueryOptions,
} from '../../src/api/endpoints/wallet-balance';
import { fakeAdapter, header, ok, type Reply } from './helpers/fake-adapter';

function setup(reply: (url: string) => Reply) {
  const server = fakeAdapter((config) => reply(config.url ?? ''));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}

// The answers below are the reference server's, as tests/server/content-member.test.ts and
// tests/server/referral-codes.test.ts check them.
const CHOICES = Array.from({ length: 12 }, (_, index) => `/content/art/avatar/${index + 1}.png`);

describe('member endpoints', () => {
  it('reads the wallet balance as a decimal string with its currency (COMM3)', async () => {
    const { client, requests } = setup(() => ok({ sumBalance: '25380.75', currency: 'BDT' }));
    expect(await fetchWalletBalance(client)).toEqual({ sumBalance: '25380.75', currency: 'BDT' });
    expect([requests[0]?.url, header(requests[0], 'ModuleId')]).toEqual([
      '/wps/v2/wallets/balance',
      'COMM3',
    ]);
  });

  it('refuses a balance that is not a decimal string', async () => {
    const { client } = setup(() => ok({ sumBalance: 25380.75, currency: 'BDT' }));
    await expect(fetchWalletBalance(client)).rejects.toBeDefined();
  });

  it('keys the balance by session, so another login never shows the previous balance', () => {
    expect(walletBalanceQueryOptions('a').queryKey).not.toEqual(
      walletBalanceQueryOptions('b').queryKey,
    );
  });

  it('reads the invitation code of member info, optional for trial players', async () => {
    const member = setup(() =>
      ok({
        account: 'demo_player',
        nickname: 'Demo Player',
        type: 0,
        language: 'BN',
        invitationCode: 'MABC2345',
      }),
    );
    expect((await fetchMemberInfo(member.client)).invitationCode).toBe('MABC2345');
    const trial = setup(() => ok({ account: 'trial_1', nickname: '', type: 4, language: 'EN' }));
    expect((await fetchMemberInfo(trial.client)).invitationCode).toBeUndefined();
  });

  it('reads rank progress: completed/total with a label, 1 without one', async () => {
    const { client } = setup(() =>
      ok({
        currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
        playerRankProgress: { labelId: 'VIP2' },
      }),
    );
    const progress = await fetchPlayerRankProgress(client);
    expect(vipProgress(progress)).toBeCloseTo(0.6);
    expect(
      vipProgress({
        currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
        playerRankProgress: { labelId: null },
      }),
    ).toBe(1);
    expect(
      vipProgress({
        currentProgress: { completedConditions: 7, totalExpectedConditions: 5 },
        playerRankProgress: { labelId: 'VIP1' },
      }),
    ).toBe(1);
  });

  it('reads whether promo codes are enabled', async () => {
    const { client, requests } = setup(() => ok({ enabled: false }));
    expect(await fetchPromoCodeEnabled(client)).toBe(false);
    expect(requests[0]?.url).toBe('/wps/relay/MCSFE_promoCodeEnabled');
  });

  it('reads and sets the head icon (PROFPIC3, form-encoded)', async () => {
    const { client, requests } = setup(() => ok({ icon: CHOICES[6], choices: CHOICES }));
    expect((await fetchMemberIcon(client)).choices).toHaveLength(12);
    expect((await setMemberIcon(CHOICES[6] ?? '', client)).icon).toBe('/content/art/avatar/7.png');
    expect(requests.map((r) => [r.method, r.url, header(r, 'ModuleId')])).toEqual([
      ['get', '/wps/member/info/icon', 'PROFPIC3'],
      ['post', '/wps/member/info/icon', 'PROFPIC3'],
    ]);
    expect(String(requests[1]?.data)).toBe('icon=%2Fcontent%2Fart%2Favatar%2F7.png');
  });
});
