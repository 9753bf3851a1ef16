// The numbers and words of rewards and security (requirements D), which the site's charts and
// forms and the server's inputs and services all hold to. A module of its own: only those screens
// read it on the site, so it travels in their chunks and never in home's first load.

import { asciiDigits } from './cashier.ts';

/** Requirements D1.2, B9: the statuses the reward centre shows (the activity statuses). */
export const REWARD_STATUSES = [
  'Join',
  'Joined',
  'Process',
  'Claim',
  'Applying',
  'Issued',
  'Claimed',
  'Rejected',
  'Close',
] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** Requirements D1.3: what the Claimable tab lists; every other status is History. */
export const CLAIMABLE_TAB_STATUSES = ['Join', 'Claim', 'Joined', 'Process'] as const;

export const REWARD_LIMITS = {
  /** Requirements D1.6, A6.8: how long the contact_service message shows when REWCEN3 is off. */
  contactServiceMs: 2_000,
  /** Requirements D2.2: a promo code after trimming, read in upper case. */
  promoCode: /^[A-Z0-9]{4,20}$/,
  /** Requirements D2.4: refused codes per member, and per address, within the window. */
  promoGuessesPerMember: 5,
  promoGuessesPerAddress: 20,
  promoGuessWindowMs: 15 * 60_000,
  /** Requirements D3.2: the minimum rebate claim when the site configuration names none. */
  defaultMinimumRebate: '1.00',
  /** Requirements D4.2: an e-mail code's digits, life and tries. */
  emailCode: /^\d{6}$/,
  emailCodeLifeMs: 10 * 60_000,
  emailCodeTries: 5,
  /** Requirements D4.2: an address as the site and server accept it (at most 254 characters). */
  emailMaxLength: 254,
  /** Requirements D4.4: how many recent sign-ins the security centre shows. */
  recentSignIns: 10,
  /** Requirements D5.1: a raised or removed deposit limit applies this long after the change. */
  limitRaiseDelayMs: 24 * 60 * 60_000,
} as const;

/** Requirements D4.4: the device kinds of a sign-in. */
export const DEVICE_KINDS = ['phone', 'tablet', 'desktop', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Requirements D5.1: the periods of a deposit limit (Bangladesh calendar). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Requirements D5.2: the session reminder's choices in minutes; null is off. */
export const REMINDER_MINUTES = [30, 60, 120] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** Requirements D5.3: the self-exclusion periods and their length. */
export const EXCLUSION_PERIODS = {
  '24h': 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000,
} as const;
export type ExclusionPeriod = keyof typeof EXCLUSION_PERIODS;

/**
 * A promo code as the site, its chart and the server read it (requirements D2.2): trimmed, Bengali digits as ASCII, in upper case;
 * null when it is not 4–20 letters or digits then.
 */
export function readPromoCode(typed: string): string | null {
  const code = asciiDigits(typed.trim()).toUpperCase();
  return REWARD_LIMITS.promoCode.test(code) ? code : null;
}
