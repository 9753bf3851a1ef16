import { ANSWERS, type CallAnswer, type RouteKey } from '../../shared/contract/answers.ts';

/** What neither the route table nor the contract tells about a call: its purpose and what session it needs. */
export interface OperationWords {
  readonly summary: string;
  readonly tag:
    | 'System'
    | 'Session'
    | 'Member'
    | 'Games'
    | 'Content'
    | 'Inbox and chat'
    | 'Agent'
    | 'Documentation'
    | 'Field metrics'
    | 'Cashier'
    | 'Rewards'
    | 'Security and limits';
  /** "required": 401 login.not.session without one; "optional": read when given. */
  readonly session?: 'required' | 'optional';
  /** Refused to trial (type 4) sessions with 403 trial.not.allowed. */
  readonly noTrial?: true;
}

/** A call's words with its contract entry (shared/contract/answers.ts): its module and its answer. */
export interface OperationFacts extends OperationWords, CallAnswer {}

/**
 * The words of every `/wps` route, keyed "METHOD path" as Hono's `app.routes` lists it and as the
 * contract's table is: the type holds both to the same routes. The OpenAPI document is built from
 * the route table, the routes' zod input schemas and the contract; this table adds the words. A test
 * fails when a route has no entry here, and checks every module and session claim against the running app.
 */
const WORDS: Readonly<Record<RouteKey, OperationWords>> = {
  'GET /wps/openapi.json': {
    summary: 'This OpenAPI 3.1 description of the API',
    tag: 'Documentation',
  },
  'POST /wps/vitals': {
    summary:
      "Field metrics: players' Core Web Vitals and uncaught errors (sendBeacon, no Merchant header)",
    tag: 'Field metrics',
  },
  'GET /wps/system/status': {
    summary: 'Site status: configuration, caller location, maintenance and region restriction',
    tag: 'System',
  },
  'GET /wps/system/country': {
    summary: 'Region list (merchant, country, currency, languages, dialling code)',
    tag: 'System',
  },
  'GET /wps/system/templates': {
    summary: 'Template flags mem_cen and dep_func',
    tag: 'System',
  },
  'GET /wps/system/domainRoute': {
    summary: 'Domain route table for a device',
    tag: 'System',
  },
  'GET /wps/system/helpCenter': {
    summary: 'Help centre entries in a language',
    tag: 'Content',
  },
  'GET /wps/system/setting/register': {
    summary: 'Registration field rules and patterns',
    tag: 'Member',
  },
  'GET /wps/session/key/rsa': {
    summary: 'RSA public key for encrypted calls',
    tag: 'Session',
  },
  'POST /wps/session/login': {
    summary: 'Log in with user name and password, or mobile number and SMS code (encrypted)',
    tag: 'Session',
  },
  'GET /wps/session/login/freeplay/account': {
    summary: 'Create a trial account: a throwaway name and the ticket that starts its trial',
    tag: 'Session',
  },
  'POST /wps/session/login/freeplay': {
    summary: 'Start a trial (free-play) session, of the account the GET created when given',
    tag: 'Session',
  },
  'POST /wps/session/renew': {
    summary: "Renew the member's session (sliding, capped 24 h after the sign-in; not trial)",
    tag: 'Session',
    session: 'required',
    noTrial: true,
  },
  'DELETE /wps/session/logout': {
    summary: 'End the session',
    tag: 'Session',
    session: 'required',
  },
  'PUT /wps/member/register': {
    summary: 'Register by user name (encrypted)',
    tag: 'Member',
  },
  'PUT /wps/member/register/mobile': {
    summary: 'Register by mobile number (encrypted)',
    tag: 'Member',
  },
  'GET /wps/member/username': {
    summary: 'Whether a user name is still available',
    tag: 'Member',
  },
  'GET /wps/member/info': {
    summary: 'The member: account, nickname, type, language',
    tag: 'Member',
    session: 'required',
  },
  'POST /wps/member/password': {
    summary: 'Change the password (encrypted)',
    tag: 'Member',
    session: 'required',
  },
  'POST /wps/member/password/verification': {
    summary: 'Set a new password with an SMS code (encrypted)',
    tag: 'Member',
  },
  'POST /wps/member/password/email': {
    summary: 'Forgot password: send a reset e-mail (form-encoded)',
    tag: 'Member',
  },
  'GET /wps/member/password/email/link': {
    summary: 'Whether a password reset link can still be used',
    tag: 'Member',
  },
  'POST /wps/member/password/email/link': {
    summary: 'Set a new password through a reset link (encrypted)',
    tag: 'Member',
  },
  'GET /wps/member/info/icon': {
    summary: "The member's head icon and the choices",
    tag: 'Member',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/member/info/icon': {
    summary: 'Choose a head icon (form-encoded)',
    tag: 'Member',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/member/info/funds/consolidated': {
    summary: 'Contract requirements (daily salary, dividend, hourly salary)',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/captcha': {
    summary: 'A new captcha image, bound to the caller by a cookie',
    tag: 'Session',
  },
  'GET /wps/agent/affiliate': {
    summary: 'Whether an invitation (affiliate) code is valid',
    tag: 'Member',
  },
  'POST /wps/verification/sms/register': {
    summary: 'Send an SMS code for registration',
    tag: 'Member',
  },
  'POST /wps/verification/sms/noLogin': {
    summary: 'Send an SMS code for login or password reset',
    tag: 'Session',
  },
  'GET /wps/v2/wallets/balance': {
    summary: 'Wallet balance (sumBalance, currency)',
    tag: 'Member',
    session: 'required',
  },
  'GET /wps/relay/GCSGAME_gameList': {
    summary: 'Game list and search with filters and paging',
    tag: 'Games',
  },
  'GET /wps/relay/GCSGAME_hotGamesV2': {
    summary: 'The whole hot list in rank order',
    tag: 'Games',
  },
  'GET /wps/relay/GCSGAME_newGameVendor': {
    summary: 'Categories in order, their vendors and classifications',
    tag: 'Games',
  },
  'GET /wps/relay/ODSFE2_getWinnerBoard': {
    summary: 'Winner board, biggest wins first',
    tag: 'Games',
  },
  'GET /wps/relay/MCSFE_getFavoriteGames': {
    summary: "The player's favourite game ids",
    tag: 'Games',
    session: 'required',
  },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': {
    summary: "The player's favourite games, paged",
    tag: 'Games',
    session: 'required',
  },
  'POST /wps/relay/MCSFE_addFavoriteGameV2': {
    summary: 'Add a favourite game',
    tag: 'Games',
    session: 'required',
  },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': {
    summary: 'Remove a favourite game',
    tag: 'Games',
    session: 'required',
  },
  'GET /wps/relay/GCS_recentGame': {
    summary: 'Recently played games, latest first',
    tag: 'Games',
    session: 'required',
  },
  'GET /wps/relay/GCSGAME_popularGames': {
    summary: 'Popular games: most launched over 7 days, then catalogue order',
    tag: 'Games',
  },
  'GET /wps/relay/LOTTFE_lotteryList': {
    summary: 'Lotteries of a category (LOTT, ELOTT) with prize mode, play types and draw interval',
    tag: 'Games',
  },
  'GET /wps/relay/LOTTFE_lotteryMenu': {
    summary: "A lottery vendor's games grouped by play type",
    tag: 'Games',
  },
  'GET /wps/relay/LOTTFE_numero': {
    summary: "A lottery's current and next draw (numero, closing, draw time) and last result",
    tag: 'Games',
  },
  'GET /wps/relay/LOTTFE_vnLotteryList': {
    summary: 'Vietnam lotteries by region with their daily draw and last result',
    tag: 'Games',
  },
  'GET /wps/relay/LOTTFE_lotteryCenter': {
    summary: 'Lottery centre: every lottery of a category with its current draw and last result',
    tag: 'Games',
  },
  'GET /wps/game/launchGame': {
    summary: 'Launch a game: its URL',
    tag: 'Games',
    session: 'required',
  },
  'GET /wps/relay/MCSFE_getListAnnouncements': {
    summary: 'Announcements: banners, notices, popups, promotions, hot',
    tag: 'Content',
    session: 'optional',
  },
  'POST /wps/relay/MCSFE_markAnnouncementAsRead': {
    summary: 'Mark an announcement read (or unread)',
    tag: 'Content',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpJoinPromotion': {
    summary: 'Join a sign-up promotion',
    tag: 'Content',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpClaimReward': {
    summary:
      'Claim a sign-up reward (Idempotency-Key header): Claim → Claimed and one bonus entry P<promotion id>, once; a repeat answers Claimed (requirements D1.4)',
    tag: 'Content',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpRequestReward': {
    summary: 'Apply for a promotion reward (remarks, pictures)',
    tag: 'Content',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCSFE_promoCodeEnabled': {
    summary: 'Whether promo codes are enabled',
    tag: 'Content',
  },
  'GET /wps/relay/MCSFE_getPlayerRankProgress': {
    summary: 'VIP rank progress',
    tag: 'Member',
    session: 'required',
  },
  'GET /wps/relay/CSP_unreadCount': {
    summary: 'Inbox unread count',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CSP_messageList': {
    summary: 'Inbox messages, paged',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CSP_messageDetail': {
    summary: 'One inbox message',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/CSP_markAsRead': {
    summary: 'Mark inbox messages read',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_anchorList': {
    summary: 'Chat anchors',
    tag: 'Inbox and chat',
  },
  'GET /wps/relay/CBS_unreadCount': {
    summary: 'Chat unread count',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_launchChat': {
    summary: 'Launch the chat: its URL',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_focusList': {
    summary: 'Chat anchors the member follows, newest follow first',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/CBS_followAnchor': {
    summary: 'Follow a chat anchor (at most 200)',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'DELETE /wps/relay/CBS_followAnchor': {
    summary: 'Stop following a chat anchor',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_liveModelList': {
    summary: 'Chat anchors live now, with show start and audience',
    tag: 'Inbox and chat',
  },
  'GET /wps/relay/CBS_roomList': {
    summary:
      "Chat hosts' rooms with their type: free, VIP (with its level) or pay per view (with its price)",
    tag: 'Inbox and chat',
  },
  'POST /wps/relay/CBS_enterRoom': {
    summary: 'Enter a chat room: the chat page, or room.vip.required / room.balance.insufficient',
    tag: 'Inbox and chat',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCS2_processDividendReq': {
    summary: 'Pending dividend contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptDividendReq': {
    summary: 'Accept a dividend contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCS2_processDailySalContract': {
    summary: 'Pending daily salary contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptDailySalContract': {
    summary: 'Accept a daily salary contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCS2_processContractHourSalary': {
    summary: 'Pending hourly salary contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptContractHourSalary': {
    summary: 'Accept an hourly salary contract',
    tag: 'Agent',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/records': {
    summary:
      'Transaction record: orders and ledger entries, newest first, 24 a page, by type, status and Bangladesh days (requirements C5)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/bets': {
    summary:
      'Betting record: demo game rounds, newest first, 24 a page, with totals over the filter (requirements C6.2)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/rewards/rebate': {
    summary:
      'Manual rebate available now: per category the unclaimed valid stake, rate and amount (rounded down), the total, the minimum claim and what is missing (requirements D3.1, D3.2)',
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/rewards/rebate/claims': {
    summary:
      'Claim the manual rebate (Idempotency-Key header, no body): one rebate entry RB<claim id>, the rounds marked paid; a repeat answers the first claim (requirements D3.3)',
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/rewards/rebate/claims': {
    summary:
      "The member's manual rebate claims, newest first, 24 a page, with their lines (requirements D3.4)",
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/rewards/promo-codes': {
    summary:
      'Redeem a promo code (Idempotency-Key header): a bonus entry C<redemption id> or its promotion joined; refused codes are counted per member and address (requirements D2.2–D2.4)',
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/rewards/promo-codes': {
    summary: "The member's redeemed promo codes, newest first (requirements D2.5)",
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/rewards/center': {
    summary:
      "The reward centre: the member's promotions with status, tab, bonus, progress, time and reason; Claimable first (Claim on top), History newest first (requirements D1.1–D1.3)",
    tag: 'Rewards',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/feedback/setting': {
    summary: 'Feedback rules (content bounds)',
    tag: 'Content',
  },
  'PUT /wps/feedback': {
    summary: 'Send feedback',
    tag: 'Content',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/deposit/channels': {
    summary:
      "Deposit channels (requirements C3.1): limits, quick amounts and the operator's receiving account",
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/cashier/deposit/orders': {
    summary:
      'Place a pending deposit order (Idempotency-Key header; a repeat answers the first order, requirements C3.4, C3.5)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/deposit/orders/:orderNo': {
    summary: "One of the player's own deposit orders (another player's is not.found)",
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/withdraw/setup': {
    summary:
      'What a withdrawal needs: payment password set, payout accounts (masked), channels, balance and withdrawable (requirements C4.1, C4.2)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/cashier/withdraw/payment-password': {
    summary:
      "Set the payment password once, proven by the login password under the login's guessing limits (requirements C4.1)",
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/security/overview': {
    summary:
      'The security centre: mobile and e-mail masked with whether each is verified, whether the payment password is set, and the last 10 sign-ins, newest first (requirements D4.1–D4.4)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/mobile/code': {
    summary:
      "Text a code to the member's number or a new one, under the SMS send limits (value.expirationTime); a number another member has is mobile.taken (requirements D4.1)",
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/mobile/verify': {
    summary:
      'The code sent to the number: saves it as verified and answers it masked (5 tries per code, requirements D4.1)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/email/code': {
    summary:
      'Mail a 6-digit code to the address (10 minutes, 5 tries, the SMS send limits); email.invalid for an address the site does not accept (requirements D4.2)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/email/verify': {
    summary:
      'The code last mailed: saves the address as verified and answers it masked (requirements D4.2)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/payment-password': {
    summary:
      "Change the payment password, proven by the old one on the withdrawal's guessing counter; encrypted (requirements D4.3, C4.3)",
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/security/limits': {
    summary:
      "Deposit limits per Bangladesh day, week and month: the limit in effect, a waiting raise or removal with when it applies, and the period's pending and approved deposits (requirements D5.1)",
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'PUT /wps/security/limits': {
    summary:
      'Set or remove one deposit limit: lowering or setting applies at once, raising or removing 24 hours later; answers the limits (requirements D5.1, D5.4)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'PUT /wps/security/session-reminder': {
    summary: 'The session reminder: off (null) or every 30, 60 or 120 minutes (requirements D5.2)',
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/security/session': {
    summary:
      "The caller's session for the reminder: its start, the reminder's minutes and the net result (wins minus bets) since (requirements D5.2)",
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/security/self-exclusion': {
    summary:
      "Self-exclude for 24h, 7d or 30d, confirmed by the login password on the login's guessing counter; encrypted. Ends every session of the member; logins answer account.self.excluded until the end (requirements D5.3)",
    tag: 'Security and limits',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/cashier/withdraw/accounts': {
    summary: 'Save a payout account (at most accountLimit; answered masked, requirements C4.1)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/cashier/withdraw/orders': {
    summary:
      'Place a withdrawal: the amount leaves the balance at once (Idempotency-Key header; payment password on its own guessing counter, requirements C4.2–C4.5)',
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/cashier/withdraw/orders/:orderNo': {
    summary: "One of the player's own withdrawal orders (another player's is not.found)",
    tag: 'Cashier',
    session: 'required',
    noTrial: true,
  },
};

/** Each route's words with its contract entry. */
export const OPERATIONS: Readonly<Record<string, OperationFacts>> = Object.fromEntries(
  (Object.keys(WORDS) as RouteKey[]).map((key) => [key, { ...WORDS[key], ...ANSWERS[key] }]),
);
