import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machines } from '../../machines/index.ts';
import { CLOSING_SOON_MS } from '../../machines/lottery-countdown.machine.ts';
import { SEARCH_MIN_LENGTH } from '../../machines/games/search-rules.ts';
import { msUntilNextReminder } from '../../machines/security/reminder-timer.machine.ts';
import {
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_RULE_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../../shared/contract/account.ts';
import { CASHIER_LIMITS } from '../../shared/contract/cashier.ts';
import { REBATE_CLAIMS_PAGE_SIZE } from '../../shared/contract/calls/manual-rebate.ts';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_COUNT,
  REMARK_MAX_LENGTH,
} from '../../shared/contract/content.ts';
import {
  EXCLUSION_PERIODS,
  REMINDER_MINUTES,
  REWARD_LIMITS,
} from '../../shared/contract/rewards.ts';
import { SESSION_TIMINGS } from '../../shared/contract/calls/session-renew.ts';
import { SMS_RESEND_MS } from '../../shared/contract/sms.ts';
import {
  LIMITS,
  REMINDER_INTERVALS,
  SHELL_TIMINGS,
  SPANS,
  TIMINGS,
  UNSTATED,
  type Stated,
} from '../requirements/timings.ts';

/*
 * The table of tests/requirements/timings.ts against the requirements it is written from, and the
 * code against the table: every delay of every chart, every duration a chart hands to a message,
 * and the shared constants. A number changed in a chart or in shared/ fails here (issue 50).
 */

const REQUIREMENTS = readFileSync(new URL('../../docs/requirements.md', import.meta.url), 'utf8');

/** A rule's text (its bullet, with a table that follows it) or a section's, as running text. */
function requirementText(id: string): string {
  const name = id.replace(/\./g, '\\.');
  const rule = new RegExp(`\\n- \\*\\*${name}(?!\\.?\\d)[^]*?(?=\\n- \\*\\*|\\n#|\\n---)`).exec(
    REQUIREMENTS,
  );
  const section = new RegExp(`\\n#+ ${name} [^]*?(?=\\n#|\\n---)`).exec(REQUIREMENTS);
  const text = rule?.[0] ?? section?.[0];
  if (text === undefined) throw new Error(`docs/requirements.md has no rule or section ${id}`);
  return text.replace(/\s+/g, ' ');
}

const UNIT_MS: Record<string, number> = {
  ms: 1,
  s: 1000,
  second: 1000,
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/** The duration the words name: the first number with a unit ("1.5 s", "15 minutes", "once per second"). */
function durationSaid(words: string): number {
  if (/once per second/.test(words)) return 1000;
  const [, amount, unit] =
    /(\d+(?:\.\d+)?) ?(ms|s|seconds?|minutes|hours|days)\b/.exec(words) ?? [];
  if (amount === undefined || unit === undefined) throw new Error(`"${words}" names no duration`);
  return Number(amount) * (UNIT_MS[unit] ?? Number.NaN);
}

/** The first number the words name ("5,242,880 bytes", "an 11-digit number"). */
function countSaid(words: string): number {
  const amount = /\d[\d,]*/.exec(words)?.[0];
  if (amount === undefined) throw new Error(`"${words}" names no number`);
  return Number(amount.replace(/,/g, ''));
}

/** The range the words name ("8–20 digits", "1 to 16 digits"). */
function spanSaid(words: string): { min: number; max: number } {
  const [, min, max] = /(\d+) ?(?:–|-| to ) ?(\d+)/.exec(words) ?? [];
  if (min === undefined || max === undefined) throw new Error(`"${words}" names no range`);
  return { min: Number(min), max: Number(max) };
}

function expectStated(entry: Stated): void {
  expect(requirementText(entry.req), `requirements ${entry.req}`).toContain(entry.says);
}

describe('the timing table says what the requirements say', () => {
  it.each(Object.entries({ ...TIMINGS, ...SHELL_TIMINGS }))('%s', (_, entry) => {
    expectStated(entry);
    expect(entry.ms).toBe(durationSaid(entry.says));
  });

  it.each(Object.entries(LIMITS))('%s', (_, entry) => {
    expectStated(entry);
    expect(entry.value).toBe(countSaid(entry.says));
  });

  it.each(Object.entries(SPANS))('%s', (_, entry) => {
    expectStated(entry);
    expect({ min: entry.min, max: entry.max }).toEqual(spanSaid(entry.says));
  });

  it('session reminder intervals', () => {
    expectStated(REMINDER_INTERVALS);
    expect(REMINDER_INTERVALS.minutes).toEqual(
      [...REMINDER_INTERVALS.says.matchAll(/\d+/g)].map(([n]) => Number(n)),
    );
  });

  it('every number the code uses has its requirement: none is left without one', () => {
    expect(Object.keys(UNSTATED)).toEqual([]);
  });
});

/** Every fixed delay each chart has, by name (`delays`, and literal numbers in `after`), from the table. */
const CHART_DELAYS: Record<string, Record<string, number>> = {
  smsCountdown: { smsTick: TIMINGS.smsTick.ms },
  popups: { popupAnimation: TIMINGS.popupAnimation.ms },
  login: { languageDebounce: TIMINGS.languageDebounce.ms },
  registration: { languageDebounce: TIMINGS.languageDebounce.ms },
  forgotPassword: { successToast: TIMINGS.emailResetSuccess.ms },
  changePassword: {
    savedToast: TIMINGS.passwordChangedMessage.ms,
    redirectPause: TIMINGS.passwordChangedRedirect.ms,
  },
  passwordResetLink: { successPause: TIMINGS.successMessage.ms },
  gameList: { scrollThrottle: TIMINGS.infiniteScroll.ms },
  search: { debounce: TIMINGS.searchDebounce.ms },
  lotteryCountdown: {
    countdownTick: TIMINGS.lotteryTick.ms,
    numeroRetry: TIMINGS.lotteryRetry.ms,
  },
  rewardApplication: { submitLoading: TIMINGS.rewardApplicationLoading.ms },
  noticeReading: { markReadThrottle: TIMINGS.markReadThrottle.ms },
  recordList: { loadMoreInterval: TIMINGS.infiniteScroll.ms },
  deposit: { orderRefresh: TIMINGS.orderRefresh.ms },
  rewardCentre: { contactService: TIMINGS.contactService.ms },
  sessionRenewal: {
    renewInterval: TIMINGS.sessionRenewInterval.ms,
    idleLimit: TIMINGS.sessionIdleLimit.ms,
    renewRetry: TIMINGS.sessionRenewRetry.ms,
  },
};

/** Delays a chart computes from its context; each has its own test below. */
const COMPUTED_DELAYS: Record<string, string[]> = {
  promoCode: ['throttleEnds'],
  reminderTimer: ['untilNextReminder'],
  sessionRenewal: ['untilExpiry'],
};

/** The durations each chart hands to a message (`{ type, params: { …Ms } }`), from the table. */
const CHART_MESSAGE_TIMES: Record<string, Record<string, number[]>> = {
  smsCountdown: { 'showSendingToast.maxMs': [TIMINGS.smsSendingMessage.ms] },
  forgotPassword: {
    'showLoading.maxMs': [TIMINGS.formLoading.ms, TIMINGS.passwordSetLoading.ms],
    'showSuccess.durationMs': [TIMINGS.emailResetSuccess.ms],
  },
  changePassword: {
    'showLoading.maxMs': [TIMINGS.passwordChangeLoading.ms],
    'showSavedToast.durationMs': [TIMINGS.passwordChangedMessage.ms],
  },
  passwordResetLink: { 'showSuccess.durationMs': [TIMINGS.successMessage.ms] },
  gameLaunch: { 'showRefusal.durationMs': [TIMINGS.freeReject.ms] },
};

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const all: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    all.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return all;
}

/** The chart's delays by name: its `delays`, and every delay an `after` names or writes as a number. */
function delaysOf(machine: AnyStateMachine): Map<string, unknown> {
  const implemented = machine.implementations.delays as Record<string, unknown>;
  const found = new Map<string, unknown>(Object.entries(implemented));
  for (const node of nodesOf(machine))
    for (const { delay } of node.after as { delay: string | number }[])
      found.set(String(delay), typeof delay === 'number' ? delay : implemented[delay]);
  return found;
}

/** Every `{ type, params }` action of the chart with a numeric `…Ms` param, as 'type.param' → values. */
function messageTimesOf(machine: AnyStateMachine): Record<string, number[]> {
  const found: Record<string, Set<number>> = {};
  const take = (action: unknown) => {
    if (typeof action !== 'object' || action === null) return;
    const { type, params } = action as { type?: unknown; params?: unknown };
    if (typeof type !== 'string' || typeof params !== 'object' || params === null) return;
    for (const [key, value] of Object.entries(params))
      if (key.endsWith('Ms') && typeof value === 'number')
        (found[`${type}.${key}`] ??= new Set()).add(value);
  };
  for (const node of nodesOf(machine)) {
    for (const action of [...node.entry, ...node.exit]) take(action);
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) for (const action of transition.actions) take(action);
  }
  return Object.fromEntries(
    Object.entries(found).map(([key, values]) => [key, [...values].sort((a, b) => a - b)]),
  );
}

const sorted = (table: Record<string, number[]>) =>
  Object.fromEntries(
    Object.entries(table).map(([key, values]) => [key, [...values].sort((a, b) => a - b)]),
  );

describe("the charts' timings are the table's", () => {
  it.each(Object.entries(machines))('%s: delays', (name, machine) => {
    const delays = delaysOf(machine as AnyStateMachine);
    const computed = COMPUTED_DELAYS[name] ?? [];
    const fixed = Object.fromEntries(
      [...delays].filter(([delayName]) => !computed.includes(delayName)),
    );
    expect(fixed, 'every fixed delay of the chart, evaluated').toEqual(CHART_DELAYS[name] ?? {});
    for (const delayName of computed) expect(typeof delays.get(delayName)).toBe('function');
  });

  it.each(Object.entries(machines))('%s: durations handed to messages', (name, machine) => {
    expect(messageTimesOf(machine as AnyStateMachine)).toEqual(
      sorted(CHART_MESSAGE_TIMES[name] ?? {}),
    );
  });

  it('promo code: the button waits for the Retry-After the server named (requirements D2.4)', () => {
    const throttleEnds = machines.promoCode.implementations.delays['throttleEnds'];
    expect(typeof throttleEnds).toBe('function');
    const wait = (retryAfter: number) =>
      (throttleEnds as (args: { context: { retryAfter: number } }) => number)({
        context: { retryAfter },
      });
    expect(wait(90)).toBe(90_000);
    expect(wait(1)).toBe(1000);
  });

  it('session renewal: the last stretch ends when the seconds the server gave are up (requirements A7.4)', () => {
    const untilExpiry = machines.sessionRenewal.implementations.delays['untilExpiry'];
    const wait = (secondsLeft: number | null) =>
      (untilExpiry as (args: { context: { secondsLeft: number | null } }) => number)({
        context: { secondsLeft },
      });
    expect(wait(600)).toBe(600_000);
    expect(wait(0)).toBe(0);
  });

  it('session reminder: at each interval since the login (requirements D5.2)', () => {
    for (const minutes of REMINDER_INTERVALS.minutes) {
      const interval = minutes * 60_000;
      expect(msUntilNextReminder(0, minutes)).toBe(interval);
      expect(msUntilNextReminder(interval - 1000, minutes)).toBe(1000);
      expect(msUntilNextReminder(interval, minutes)).toBe(interval);
      expect(msUntilNextReminder(2 * interval + 5000, minutes)).toBe(interval - 5000);
    }
  });

  it('lottery countdown: closing soon in the last minute (requirements B4.16)', () => {
    expect(CLOSING_SOON_MS).toBe(TIMINGS.lotteryClosingSoon.ms);
  });
});

/** A pattern that takes exactly the lengths min..max of a character it is given. */
function expectLengths(pattern: RegExp, char: string, min: number, max: number, prefix = '') {
  const of = (length: number) => prefix + char.repeat(length - prefix.length);
  expect(pattern.test(of(min)), `${pattern} takes ${min}`).toBe(true);
  expect(pattern.test(of(max)), `${pattern} takes ${max}`).toBe(true);
  expect(pattern.test(of(min - 1)), `${pattern} refuses ${min - 1}`).toBe(false);
  expect(pattern.test(of(max + 1)), `${pattern} refuses ${max + 1}`).toBe(false);
}

describe('the shared constants are the table’s', () => {
  it('session lifetimes and renewal (requirements A7.4)', () => {
    expect(SESSION_TIMINGS).toEqual({
      lifetimeMs: TIMINGS.sessionLifetime.ms,
      maxAgeMs: TIMINGS.sessionMaxAge.ms,
      trialLifetimeMs: TIMINGS.trialSessionLifetime.ms,
      renewIntervalMs: TIMINGS.sessionRenewInterval.ms,
      idleLimitMs: TIMINGS.sessionIdleLimit.ms,
      renewRetryMs: TIMINGS.sessionRenewRetry.ms,
      activitySampleMs: TIMINGS.activitySample.ms,
    });
  });

  it('account and SMS (requirements A4.8, A5.3, A5.4)', () => {
    expect(SMS_RESEND_MS).toBe(TIMINGS.smsCountdown.ms);
    expect(SMS_CODE_MAX_LENGTH).toBe(LIMITS.smsCodeMaxLength.value);
    expect(MOBILE_MAX_LENGTH).toBe(LIMITS.mobileMaxLength.value);
    expect(CAPTCHA_MAX_LENGTH).toBe(LIMITS.captchaMaxLength.value);
    expect(CAPTCHA_RULE_MAX_LENGTH).toBe(SPANS.captchaRuleDigits.max);
  });

  it('games and content (requirements B5.1, B5.2)', () => {
    expect(SEARCH_MIN_LENGTH).toBe(LIMITS.searchMinLength.value);
    expect(REMARK_MAX_LENGTH).toBe(LIMITS.remarkMaxLength.value);
    expect(PICTURE_MAX_BYTES).toBe(LIMITS.pictureMaxBytes.value);
    expect(PICTURE_MAX_COUNT).toBe(LIMITS.pictureMaxCount.value);
  });

  it('cashier (requirements C3.2, C4.1, C5)', () => {
    const wallet = LIMITS.walletNumberDigits.value;
    expectLengths(CASHIER_LIMITS.walletNumber, '7', wallet, wallet, '01');
    expect(CASHIER_LIMITS.walletNumber.test('1'.repeat(wallet))).toBe(false);
    const bank = SPANS.bankAccountDigits;
    expectLengths(CASHIER_LIMITS.bankAccount, '3', bank.min, bank.max);
    const transaction = SPANS.transactionIdLength;
    expectLengths(CASHIER_LIMITS.transactionId, 'a', transaction.min, transaction.max);
    expect(CASHIER_LIMITS.holderNameLength).toEqual({
      min: SPANS.holderNameLength.min,
      max: SPANS.holderNameLength.max,
    });
    const digits = LIMITS.paymentPasswordDigits.value;
    expectLengths(CASHIER_LIMITS.paymentPassword, '4', digits, digits);
    expect(CASHIER_LIMITS.recordPageSize).toBe(LIMITS.recordPageSize.value);
    expect(CASHIER_LIMITS.recordRangeDays).toBe(LIMITS.recordRangeDays.value);
  });

  it('rewards and security (requirements D1.6, D2, D3.4, D4, D5)', () => {
    expect(REWARD_LIMITS.contactServiceMs).toBe(TIMINGS.contactService.ms);
    const code = SPANS.promoCodeLength;
    expectLengths(REWARD_LIMITS.promoCode, 'A', code.min, code.max);
    expect(REWARD_LIMITS.promoGuessesPerMember).toBe(LIMITS.promoGuessesPerMember.value);
    expect(REWARD_LIMITS.promoGuessesPerAddress).toBe(LIMITS.promoGuessesPerAddress.value);
    expect(REWARD_LIMITS.promoGuessWindowMs).toBe(TIMINGS.promoGuessWindow.ms);
    expect(REBATE_CLAIMS_PAGE_SIZE).toBe(LIMITS.rebateHistoryPageSize.value);
    const emailDigits = LIMITS.emailCodeDigits.value;
    expectLengths(REWARD_LIMITS.emailCode, '5', emailDigits, emailDigits);
    expect(REWARD_LIMITS.emailCodeLifeMs).toBe(TIMINGS.emailCodeLife.ms);
    expect(REWARD_LIMITS.emailCodeTries).toBe(LIMITS.emailCodeTries.value);
    expect(REWARD_LIMITS.recentSignIns).toBe(LIMITS.recentSignIns.value);
    expect(REWARD_LIMITS.limitRaiseDelayMs).toBe(TIMINGS.limitRaiseDelay.ms);
    expect([...REMINDER_MINUTES]).toEqual(REMINDER_INTERVALS.minutes);
    expect(EXCLUSION_PERIODS).toEqual({
      '24h': TIMINGS.selfExclusion24h.ms,
      '7d': TIMINGS.selfExclusion7d.ms,
      '30d': TIMINGS.selfExclusion30d.ms,
    });
  });
});
