import { readFileSync } from 'node:fs';
import type { ChannelLimits } from '../../../shared/contract/calls/cashier-fields.ts';
import type { DepositChannel } from '../../../shared/contract/calls/deposit-channels.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import { Refusal } from '../refusal.ts';
import { cents } from './money.ts';

// The cashier's channels (requirements C3.1, C4.2) come from the site configuration's `cashier`
// section. The demo channels (bKash, Nagad, Rocket, a local bank transfer) are a file of their own
// and apply only where demo data belongs (server/README.md "Demo data and seeds", "Cashier").

type CashierConfig = SiteConfig['cashier'];
export type ConfiguredDepositChannel = CashierConfig['depositChannels'][number];
export type ConfiguredWithdrawChannel = CashierConfig['withdrawChannels'][number];

const DEMO_FILE = new URL('../../config/demo-cashier.json', import.meta.url);

/**
 * The configuration with the demo cashier when the operator configured no channel (both lists empty)
 * and demo data belongs here; otherwise as it is. A production start without DEMO_DATA=1 thus lists no
 * channel unless its SITE_CONFIG names some.
 *
 * The demo cashier also approves deposits on its own after a while (its `autoApproveSeconds`), so that
 * a demo player sees the whole cycle (server/README.md "Cashier"), but only without the development
 * controls: with them, tests and developers decide each order through /dev/cashier, and an order that
 * approved itself in the middle of a test would change what the test sees.
 */
export function withDemoCashier(
  config: SiteConfig,
  where: { demoData: boolean; devTools: boolean },
): SiteConfig {
  const { cashier } = config;
  if (!where.demoData || cashier.depositChannels.length > 0 || cashier.withdrawChannels.length > 0)
    return config;
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as Pick<
    CashierConfig,
    'depositChannels' | 'withdrawChannels' | 'autoApproveSeconds'
  >;
  return {
    ...config,
    cashier: {
      ...cashier,
      depositChannels: demo.depositChannels,
      withdrawChannels: demo.withdrawChannels,
      autoApproveSeconds: where.devTools ? cashier.autoApproveSeconds : demo.autoApproveSeconds,
    },
  };
}

/** Where a channel's icon is served (routes/cashier-icons.ts). */
export function channelIconPath(code: string): string {
  return `/cashier/icons/${code}.svg`;
}

function limitsOf(channel: ConfiguredWithdrawChannel): ChannelLimits {
  return {
    code: channel.code,
    name: channel.name,
    kind: channel.kind,
    icon: channelIconPath(channel.code),
    min: channel.min,
    max: channel.max,
  };
}

export function depositChannelList(config: SiteConfig): DepositChannel[] {
  return config.cashier.depositChannels.map((channel) => ({
    ...limitsOf(channel),
    quickAmounts: channel.quickAmounts,
    account: channel.account,
  }));
}

export function withdrawChannelList(config: SiteConfig): ChannelLimits[] {
  return config.cashier.withdrawChannels.map(limitsOf);
}

/** Every channel code the configuration names, for the icons. */
export function channelCodes(config: SiteConfig): Set<string> {
  return new Set(
    [...config.cashier.depositChannels, ...config.cashier.withdrawChannels].map(
      (channel) => channel.code,
    ),
  );
}

export function findDepositChannel(config: SiteConfig, code: string): ConfiguredDepositChannel {
  const channel = config.cashier.depositChannels.find((entry) => entry.code === code);
  if (channel === undefined)
    throw new Refusal('channel.unavailable', 'No such deposit channel', { channel: code });
  return channel;
}

export function findWithdrawChannel(config: SiteConfig, code: string): ConfiguredWithdrawChannel {
  const channel = config.cashier.withdrawChannels.find((entry) => entry.code === code);
  if (channel === undefined)
    throw new Refusal('channel.unavailable', 'No such withdrawal channel', { channel: code });
  return channel;
}

/** Requirements C3.2, C4.2: the amount within the channel's limits, each side with its own code. */
export function checkChannelLimits(channel: { min: string; max: string }, amount: string): void {
  if (cents(amount) < cents(channel.min))
    throw new Refusal('amount.below.minimum', 'The amount is below the channel minimum', {
      min: channel.min,
      max: channel.max,
    });
  if (cents(amount) > cents(channel.max))
    throw new Refusal('amount.above.maximum', 'The amount is above the channel maximum', {
      min: channel.min,
      max: channel.max,
    });
}

/** All but the last 4 digits masked (requirements C4.1): `01712345678` → `*******5678`. */
export function maskNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
