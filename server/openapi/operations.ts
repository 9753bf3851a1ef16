import type { ModuleId } from '../../shared/module-ids.ts';

/** What the route table cannot tell about a call: its purpose, its module and what session it needs. */
export interface OperationFacts {
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
    | 'Field metrics';
  /** The module the route's guard requires; null for the few calls outside the module gate. */
  readonly module: ModuleId | null;
  /** "required": 401 login.not.session without one; "optional": read when given. */
  readonly session?: 'required' | 'optional';
  /** Refused to trial (type 4) sessions with 403 trial.not.allowed. */
  readonly noTrial?: true;
}

/**
 * One entry per `/wps` route, keyed "METHOD path" as Hono's `app.routes` lists it. The OpenAPI document
 * is built from the route table and the routes' zod input schemas; this table adds the words. A test fails
 * when a route has no entry here, and checks every module and session claim against the running app.
 */
export const OPERATIONS: Readonly<Record<string, OperationFacts>> = {
  'GET /wps/openapi.json': {
    summary: 'This OpenAPI 3.1 description of the API',
    tag: 'Documentation',
    module: null,
  },
  'POST /wps/vitals': {
    summary:
      "Field metrics: players' Core Web Vitals and uncaught errors (sendBeacon, no Merchant header)",
    tag: 'Field metrics',
    module: null,
  },
  'GET /wps/system/status': {
    summary: 'Site status: configuration, caller location, maintenance and region restriction',
    tag: 'System',
    module: 'COMM3',
  },
  'GET /wps/system/country': {
    summary: 'Region list (merchant, country, currency, languages, dialling code)',
    tag: 'System',
    module: 'COMM3',
  },
  'GET /wps/system/templates': {
    summary: 'Template flags mem_cen and dep_func',
    tag: 'System',
    module: 'COMM3',
  },
  'GET /wps/system/domainRoute': {
    summary: 'Domain route table for a device',
    tag: 'System',
    module: 'COMM3',
  },
  'GET /wps/system/helpCenter': {
    summary: 'Help centre entries in a language',
    tag: 'Content',
    module: 'COMM3',
  },
  'GET /wps/system/setting/register': {
    summary: 'Registration field rules and patterns',
    tag: 'Member',
    module: 'REG3',
  },
  'GET /wps/session/key/rsa': {
    summary: 'RSA public key for encrypted calls',
    tag: 'Session',
    module: 'COMM3',
  },
  'POST /wps/session/login': {
    summary: 'Log in with user name and password, or mobile number and SMS code (encrypted)',
    tag: 'Session',
    module: 'COMM3',
  },
  'POST /wps/session/login/freeplay': {
    summary: 'Start a trial (free-play) session',
    tag: 'Session',
    module: 'FREEPLAY3',
  },
  'DELETE /wps/session/logout': {
    summary: 'End the session',
    tag: 'Session',
    module: 'COMM3',
    session: 'required',
  },
  'PUT /wps/member/register': {
    summary: 'Register by user name (encrypted)',
    tag: 'Member',
    module: 'USERNAMEREG3',
  },
  'PUT /wps/member/register/mobile': {
    summary: 'Register by mobile number (encrypted)',
    tag: 'Member',
    module: 'MOBILENUMREG3',
  },
  'GET /wps/member/username': {
    summary: 'Whether a user name is still available',
    tag: 'Member',
    module: 'REG3',
  },
  'GET /wps/member/info': {
    summary: 'The member: account, nickname, type, language',
    tag: 'Member',
    module: 'COMM3',
    session: 'required',
  },
  'POST /wps/member/password': {
    summary: 'Change the password (encrypted)',
    tag: 'Member',
    module: 'PASS3',
    session: 'required',
  },
  'POST /wps/member/password/verification': {
    summary: 'Set a new password with an SMS code (encrypted)',
    tag: 'Member',
    module: 'CHNGPASSVERIF3',
  },
  'POST /wps/member/password/email': {
    summary: 'Forgot password: send a reset e-mail (form-encoded)',
    tag: 'Member',
    module: 'COMM3',
  },
  'GET /wps/member/password/email/link': {
    summary: 'Whether a password reset link can still be used',
    tag: 'Member',
    module: 'COMM3',
  },
  'POST /wps/member/password/email/link': {
    summary: 'Set a new password through a reset link (encrypted)',
    tag: 'Member',
    module: 'COMM3',
  },
  'GET /wps/member/info/icon': {
    summary: "The member's head icon and the choices",
    tag: 'Member',
    module: 'PROFPIC3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/member/info/icon': {
    summary: 'Choose a head icon (form-encoded)',
    tag: 'Member',
    module: 'PROFPIC3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/member/info/funds/consolidated': {
    summary: 'Contract requirements (daily salary, dividend, hourly salary)',
    tag: 'Agent',
    module: 'COMM3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/captcha': {
    summary: 'A new captcha image, bound to the caller by a cookie',
    tag: 'Session',
    module: 'CAPTCHA3',
  },
  'GET /wps/agent/affiliate': {
    summary: 'Whether an invitation (affiliate) code is valid',
    tag: 'Member',
    module: 'AFFMAN3',
  },
  'POST /wps/verification/sms/register': {
    summary: 'Send an SMS code for registration',
    tag: 'Member',
    module: 'REG3',
  },
  'POST /wps/verification/sms/noLogin': {
    summary: 'Send an SMS code for login or password reset',
    tag: 'Session',
    module: 'VERIFICATION3',
  },
  'GET /wps/v2/wallets/balance': {
    summary: 'Wallet balance (sumBalance, currency)',
    tag: 'Member',
    module: 'COMM3',
    session: 'required',
  },
  'GET /wps/relay/GCSGAME_gameList': {
    summary: 'Game list and search with filters and paging',
    tag: 'Games',
    module: 'GAMELO3',
  },
  'GET /wps/relay/GCSGAME_hotGamesV2': {
    summary: 'The whole hot list in rank order',
    tag: 'Games',
    module: 'GAMELOHOT3',
  },
  'GET /wps/relay/GCSGAME_newGameVendor': {
    summary: 'Categories in order, their vendors and classifications',
    tag: 'Games',
    module: 'COMM3',
  },
  'GET /wps/relay/GCSGAME_getVassGameType': {
    summary: 'Vendor codes per game type',
    tag: 'Games',
    module: 'COMM3',
  },
  'GET /wps/relay/ODSFE2_getWinnerBoard': {
    summary: 'Winner board, biggest wins first',
    tag: 'Games',
    module: 'COMM3',
  },
  'GET /wps/relay/MCSFE_getFavoriteGames': {
    summary: "The player's favourite game ids",
    tag: 'Games',
    module: 'GAMELOFAV3',
    session: 'required',
  },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': {
    summary: "The player's favourite games, paged",
    tag: 'Games',
    module: 'GAMELOFAV3',
    session: 'required',
  },
  'POST /wps/relay/MCSFE_addFavoriteGameV2': {
    summary: 'Add a favourite game',
    tag: 'Games',
    module: 'GAMELOFAV3',
    session: 'required',
  },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': {
    summary: 'Remove a favourite game',
    tag: 'Games',
    module: 'GAMELOFAV3',
    session: 'required',
  },
  'GET /wps/relay/GCS_recentGame': {
    summary: 'Recently played games, latest first',
    tag: 'Games',
    module: 'GAMELOREC3',
    session: 'required',
  },
  'GET /wps/relay/GCSGAME_popularGames': {
    summary: 'Popular games: most launched over 7 days, then catalogue order',
    tag: 'Games',
    module: 'GAMELO3',
  },
  'GET /wps/relay/LOTTFE_lotteryList': {
    summary: 'Lotteries of a category (LOTT, ELOTT) with prize mode, play types and draw interval',
    tag: 'Games',
    module: 'LOTT3',
  },
  'GET /wps/relay/LOTTFE_lotteryMenu': {
    summary: "A lottery vendor's games grouped by play type",
    tag: 'Games',
    module: 'LOTT3',
  },
  'GET /wps/relay/LOTTFE_numero': {
    summary: "A lottery's current and next draw (numero, closing, draw time) and last result",
    tag: 'Games',
    module: 'LOTT3',
  },
  'GET /wps/relay/LOTTFE_vnLotteryList': {
    summary: 'Vietnam lotteries by region with their daily draw and last result',
    tag: 'Games',
    module: 'LOTT3',
  },
  'GET /wps/relay/LOTTFE_lotteryCenter': {
    summary: 'Lottery centre: every lottery of a category with its current draw and last result',
    tag: 'Games',
    module: 'LOTT3',
  },
  'GET /wps/game/launchGame': {
    summary: 'Launch a game: its URL',
    tag: 'Games',
    module: 'GAMELO3',
    session: 'required',
  },
  'GET /wps/relay/MCSFE_getListAnnouncements': {
    summary: 'Announcements: banners, notices, popups, promotions, hot',
    tag: 'Content',
    module: 'COMM3',
    session: 'optional',
  },
  'POST /wps/relay/MCSFE_markAnnouncementAsRead': {
    summary: 'Mark an announcement read (or unread)',
    tag: 'Content',
    module: 'COMM3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpJoinPromotion': {
    summary: 'Join a sign-up promotion',
    tag: 'Content',
    module: 'COMM3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpClaimReward': {
    summary: 'Claim a sign-up reward',
    tag: 'Content',
    module: 'REWCEN3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCSFE_signUpRequestReward': {
    summary: 'Apply for a promotion reward (remarks, pictures)',
    tag: 'Content',
    module: 'REWCEN3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCSFE_promoCodeEnabled': {
    summary: 'Whether promo codes are enabled',
    tag: 'Content',
    module: 'COMM3',
  },
  'GET /wps/relay/MCSFE_getPlayerRankProgress': {
    summary: 'VIP rank progress',
    tag: 'Member',
    module: 'COMM3',
    session: 'required',
  },
  'GET /wps/relay/CSP_unreadCount': {
    summary: 'Inbox unread count',
    tag: 'Inbox and chat',
    module: 'MAILCEN',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CSP_messageList': {
    summary: 'Inbox messages, paged',
    tag: 'Inbox and chat',
    module: 'MAILCEN',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CSP_messageDetail': {
    summary: 'One inbox message',
    tag: 'Inbox and chat',
    module: 'MAILCEN',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/CSP_markAsRead': {
    summary: 'Mark inbox messages read',
    tag: 'Inbox and chat',
    module: 'MAILCEN',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_anchorList': {
    summary: 'Chat anchors',
    tag: 'Inbox and chat',
    module: 'CBS3',
  },
  'GET /wps/relay/CBS_unreadCount': {
    summary: 'Chat unread count',
    tag: 'Inbox and chat',
    module: 'CBS3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_launchChat': {
    summary: 'Launch the chat: its URL',
    tag: 'Inbox and chat',
    module: 'CBS3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_focusList': {
    summary: 'Chat anchors the member follows, newest follow first',
    tag: 'Inbox and chat',
    module: 'CBS3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/CBS_followAnchor': {
    summary: 'Follow a chat anchor (at most 200)',
    tag: 'Inbox and chat',
    module: 'CBS3',
    session: 'required',
    noTrial: true,
  },
  'DELETE /wps/relay/CBS_followAnchor': {
    summary: 'Stop following a chat anchor',
    tag: 'Inbox and chat',
    module: 'CBS3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/CBS_liveModelList': {
    summary: 'Chat anchors live now, with show start and audience',
    tag: 'Inbox and chat',
    module: 'CBS3',
  },
  'GET /wps/relay/MCS2_processDividendReq': {
    summary: 'Pending dividend contract',
    tag: 'Agent',
    module: 'SIGNCONDIV3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptDividendReq': {
    summary: 'Accept a dividend contract',
    tag: 'Agent',
    module: 'SIGNCONDIV3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCS2_processDailySalContract': {
    summary: 'Pending daily salary contract',
    tag: 'Agent',
    module: 'DAILYSALCONT3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptDailySalContract': {
    summary: 'Accept a daily salary contract',
    tag: 'Agent',
    module: 'DAILYSALCONT3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/relay/MCS2_processContractHourSalary': {
    summary: 'Pending hourly salary contract',
    tag: 'Agent',
    module: 'HOURSAL3',
    session: 'required',
    noTrial: true,
  },
  'POST /wps/relay/MCS2_acceptContractHourSalary': {
    summary: 'Accept an hourly salary contract',
    tag: 'Agent',
    module: 'HOURSAL3',
    session: 'required',
    noTrial: true,
  },
  'GET /wps/feedback/setting': {
    summary: 'Feedback rules (content bounds)',
    tag: 'Content',
    module: 'COMM3',
  },
  'PUT /wps/feedback': {
    summary: 'Send feedback',
    tag: 'Content',
    module: 'COMM3',
    session: 'required',
    noTrial: true,
  },
};
