/**
 * Every timing and limit the charts, the shared contract and the shell use, written from
 * docs/requirements.md: the number, the rule it comes from (`req`) and the rule's own words
 * (`says`, as running text: line breaks read as one space). Oracles, chart tests and e2e adapters
 * read their expectations here, never from the chart they check, so a constant changed in a chart
 * or in shared/ fails a test instead of moving its expectation along with it (issue 50).
 * tests/machines/requirement-timings.test.ts checks that each entry's words stand in its rule and
 * name its number, and that the charts' delays and the shared constants equal the entries.
 *
 * Numbers the code uses that docs/requirements.md does not state are apart, in UNSTATED, with where
 * they come from; they still pin the code, and wait for a requirement.
 */

/** Where a number comes from: its rule, and the rule's words that state it. */
export interface Stated {
  /** The requirement id: a rule (`A4.8`) or a section whose table holds the row (`A9`, `B9.5`). */
  req: string;
  /** Words of that rule naming the number, exactly as written there (whitespace aside). */
  says: string;
}

/** A duration. */
export interface Timing extends Stated {
  ms: number;
}

/** A count or a length. */
export interface Count extends Stated {
  value: number;
}

/** A range, both ends included. */
export interface Span extends Stated {
  min: number;
  max: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Durations of the charts (delays, `after`, and the times they pass to a message). */
export const TIMINGS = {
  // Part A: shell and account.
  /** The SMS resend countdown's length (the server's resend window too). */
  smsCountdown: { ms: 60 * SECOND, req: 'A4.8', says: 'Starts at 60 seconds' },
  /** The SMS countdown's tick. */
  smsTick: { ms: 500, req: 'A4.8', says: 'ticks every 500 ms' },
  /** The 'sending SMS' loading message lasts at most this long. */
  smsSendingMessage: { ms: 10 * SECOND, req: 'A9', says: 'SMS sending loading 10 s' },
  /** The login, register and forgot-password popups animate in over this. */
  popupAnimation: { ms: 225, req: 'A4.5', says: 'popups animate in over 225 ms' },
  /** Shown login and registration errors are rebuilt in a new language after this debounce. */
  languageDebounce: { ms: 200, req: 'A5.7', says: 'debounced 200 ms' },
  /** The loading message of the forms (forgot password by e-mail) lasts at most this long. */
  formLoading: { ms: 9999, req: 'A9', says: '9999 ms in forms' },
  /** The loading message while a password is set by phone lasts at most this long. */
  passwordSetLoading: { ms: 15 * SECOND, req: 'A9', says: '15 s for password set' },
  /** Forgot password by e-mail: the success message shows this long, then the screen goes back. */
  emailResetSuccess: { ms: 1 * SECOND, req: 'A4.9', says: 'success message for 1 s' },
  /** Change password: the loading message lasts at most this long. */
  passwordChangeLoading: {
    ms: 10 * SECOND,
    req: 'A4.11',
    says: 'loading message shows (at most 10 s)',
  },
  /** Change password: changes-saved shows this long. */
  passwordChangedMessage: { ms: 1 * SECOND, req: 'A4.11', says: 'show changes-saved for 1 s' },
  /** Change password: the further pause before /m/home. */
  passwordChangedRedirect: { ms: 1 * SECOND, req: 'A4.11', says: 'after a further 1 s go to' },
  /** A success message (the reset link's new password saved, before the login opens). */
  successMessage: { ms: 1.5 * SECOND, req: 'A9', says: 'Success toast | 1.5 s' },
  /** The free_reject refusal shows this long. */
  freeReject: { ms: 2 * SECOND, req: 'A8.2', says: 'free_reject 2 s' },
  /** A member's session lasts this long after the sign-in or the last renewal (the server). */
  sessionLifetime: {
    ms: 4 * HOUR,
    req: 'A7.4',
    says: 'for 4 hours after the sign-in or the last renewal',
  },
  /** …and never longer than this after the sign-in. */
  sessionMaxAge: {
    ms: 24 * HOUR,
    req: 'A7.4',
    says: 'never longer than 24 hours after the sign-in',
  },
  /** While the player is active the site renews the session this often. */
  sessionRenewInterval: { ms: 15 * MINUTE, req: 'A7.4', says: 'then every 15 minutes' },
  /** Without input this long the player is idle and the session ends. */
  sessionIdleLimit: { ms: 30 * MINUTE, req: 'A7.4', says: 'idle after 30 minutes without input' },
  /** The site notes the player's input at most this often. */
  activitySample: { ms: 10 * SECOND, req: 'A7.4', says: 'at most once every 10 seconds' },
  /** A renewal that failed for want of a connection is tried again after this. */
  sessionRenewRetry: { ms: 60 * SECOND, req: 'A7.4', says: 'tried again after 60 seconds' },
  /** A trial session's fixed life. */
  trialSessionLifetime: { ms: 2 * HOUR, req: 'A7.4', says: 'it lasts its 2 hours' },

  // Part B: games and content.
  /** Typing in the search waits this long after the last key. */
  searchDebounce: { ms: 500, req: 'B4.3', says: 'Debounce 500 ms' },
  /** Infinite scroll (game lists, records) loads more at most once per this. */
  infiniteScroll: { ms: 1 * SECOND, req: 'B9.5', says: 'load more at most once per second' },
  /** Read marks reach the server at most once per this. */
  markReadThrottle: { ms: 150, req: 'B7.1', says: 'read true; throttled 150 ms' },
  /** The reward application's loading message lasts at most this long. */
  rewardApplicationLoading: {
    ms: 10 * SECOND,
    req: 'B4.6',
    says: 'a loading message of up to 10 s',
  },

  // Part C: cashier.
  /** A pending order's detail is read again this often. */
  orderRefresh: { ms: 5 * SECOND, req: 'C3.8', says: 'reads the order again every 5 s' },

  // Part D: rewards and security.
  /** With REWCEN3 off the contact_service message shows this long. */
  contactService: { ms: 2 * SECOND, req: 'D1.6', says: 'contact_service message for 2 s' },
  /** Promo code guesses are counted over this window. */
  promoGuessWindow: {
    ms: 15 * MINUTE,
    req: 'D2.4',
    says: '5 refused codes per member in 15 minutes',
  },
  /** An e-mail code is valid this long. */
  emailCodeLife: { ms: 10 * MINUTE, req: 'D4.2', says: 'valid 10 minutes' },
  /** A raised or removed deposit limit applies this long after the change. */
  limitRaiseDelay: { ms: 24 * HOUR, req: 'D5.1', says: 'takes effect 24 hours later' },
  /** Self-exclusion periods. */
  selfExclusion24h: { ms: 24 * HOUR, req: 'D5.3', says: 'a cool-off of 24 hours' },
  selfExclusion7d: { ms: 7 * DAY, req: 'D5.3', says: '7 days' },
  selfExclusion30d: { ms: 30 * DAY, req: 'D5.3', says: '30 days' },
  // Part B: the lottery centre (the project's own timings, B4.16).
  /** The lottery countdown moves once a second. */
  lotteryTick: { ms: 1 * SECOND, req: 'B4.16', says: 'the countdown ticks every 1 s' },
  /** Its last minute before betting closes shows "closing soon". */
  lotteryClosingSoon: {
    ms: 60 * SECOND,
    req: 'B4.16',
    says: 'In its last 60 s it shows "closing soon"',
  },
  /** A failed numero call is tried again after this long. */
  lotteryRetry: {
    ms: 5 * SECOND,
    req: 'B4.16',
    says: 'A failed numero call is tried again after 5 s',
  },
} as const satisfies Record<string, Timing>;

/** The session reminder's choices (requirements D5.2), in minutes; each is also a Timing below. */
export const REMINDER_INTERVALS = {
  req: 'D5.2',
  says: 'every 30, 60 or 120 minutes',
  minutes: [30, 60, 120],
} as const;

/** Durations of the shell (toasts, motion, carousels, request throttles). */
export const SHELL_TIMINGS = {
  pageFade: { ms: 300, req: 'A2.2.2', says: 'Page changes fade over 300 ms' },
  toastShort: { ms: 3 * SECOND, req: 'A8.2', says: 'short 3 s' },
  toastLong: { ms: 8 * SECOND, req: 'A8.2', says: 'long 8 s' },
  comingSoonAndCopied: {
    ms: 2 * SECOND,
    req: 'A9',
    says: 'Coming-soon and copy-success toasts | 2 s',
  },
  noticeAutoClose: { ms: 1.5 * SECOND, req: 'A9', says: 'Notice auto-close default | 1.5 s' },
  bannerRotation: { ms: 5000, req: 'B2.2.1', says: 'every 5000 ms' },
  menuStripCentre: { ms: 200, req: 'B2.3.5', says: '(200 ms transition)' },
  imageTypeMessage: { ms: 1.5 * SECOND, req: 'B8.2', says: 'activity_image_type (1.5 s)' },
  inboxUnreadThrottle: { ms: 250, req: 'B7.1', says: 'GET | throttled 250 ms' },
  chatUnreadThrottle: { ms: 250, req: 'B7.1', says: 'unread count (250 ms throttle' },
} as const satisfies Record<string, Timing>;

/** Counts and lengths the charts and the shared contract use. */
export const LIMITS = {
  smsCodeMaxLength: { value: 10, req: 'A5.4', says: 'numeric, at most 10 characters' },
  mobileMaxLength: { value: 20, req: 'A5.4', says: 'takes at most 20 characters' },
  captchaMaxLength: { value: 6, req: 'A5.3', says: 'at most 6 characters' },
  searchMinLength: { value: 3, req: 'B5.1', says: 'At least 3 characters' },
  remarkMaxLength: { value: 140, req: 'B5.2', says: 'Remark at most 140 characters' },
  pictureMaxBytes: { value: 5_242_880, req: 'B5.2', says: 'at most 5,242,880 bytes each' },
  pictureMaxCount: { value: 3, req: 'B5.2', says: 'at most 3 images' },
  /** A wallet number: `01` and 9 more digits. */
  walletNumberDigits: { value: 11, req: 'C3.2', says: 'an 11-digit mobile number' },
  recordPageSize: { value: 24, req: 'C5.1', says: '24 a page' },
  recordRangeDays: { value: 90, req: 'C5.2', says: 'of at most 90 days' },
  paymentPasswordDigits: { value: 6, req: 'C4.1', says: 'a payment password (6 digits' },
  promoGuessesPerMember: { value: 5, req: 'D2.4', says: '5 refused codes per member' },
  promoGuessesPerAddress: { value: 20, req: 'D2.4', says: 'and 20 per address' },
  rebateHistoryPageSize: { value: 24, req: 'D3.4', says: 'It shows 24 claims a page' },
  emailCodeDigits: { value: 6, req: 'D4.2', says: 'mails a 6-digit code' },
  emailCodeTries: { value: 5, req: 'D4.2', says: '5 tries' },
  recentSignIns: { value: 10, req: 'D4.4', says: 'the last 10 logins' },
} as const satisfies Record<string, Count>;

/** Ranges, both ends included. */
export const SPANS = {
  /** The captcha rule's own text (the forms cap the answer at captchaMaxLength). */
  captchaRuleDigits: { min: 1, max: 16, req: 'A5.3', says: 'the rule text says 1 to 16 digits' },
  bankAccountDigits: { min: 8, max: 20, req: 'C3.2', says: '8–20 digits for a bank account' },
  transactionIdLength: { min: 6, max: 32, req: 'C3.2', says: '(6–32 letters or digits)' },
  holderNameLength: { min: 2, max: 60, req: 'C4.1', says: "the holder's name (2–60 characters)" },
  promoCodeLength: { min: 4, max: 20, req: 'D2.2', says: '4–20 letters or digits' },
} as const satisfies Record<string, Span>;

/** A number the code uses that docs/requirements.md does not state, and where it comes from. */
export interface Unstated {
  ms: number;
  /** Where the number was decided, for want of a requirement. */
  source: string;
}

/**
 * Numbers without a requirement: pinned so a change is seen, reported so the requirements can
 * state them.
 */
export const UNSTATED = {} as const satisfies Record<string, Unstated>;
