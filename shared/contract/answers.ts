import type { ModuleId } from '../module-ids.ts';
import { CONTRACT_CALLS, contractCheckSchema } from './calls/agent-contracts.ts';
import { affiliateCheckSchema, AFFILIATE_CHECK_MODULE } from './calls/affiliate-check.ts';
import { ADD_FAVOURITE_MODULE } from './calls/add-favourite.ts';
import { announcementListsSchema, ANNOUNCEMENTS_MODULE } from './calls/announcements.ts';
import { betRecordsSchema, BET_RECORDS_MODULE } from './calls/bet-records.ts';
import { captchaSchema, CAPTCHA_MODULE } from './calls/captcha.ts';
import { CHANGE_PASSWORD_MODULE } from './calls/change-password.ts';
import { depositChannelsSchema, DEPOSIT_CHANNELS_MODULE } from './calls/deposit-channels.ts';
import { depositOrderSchema, DEPOSIT_ORDER_MODULE } from './calls/deposit-order.ts';
import {
  MANUAL_REBATE_MODULE,
  rebateClaimSchema,
  rebateClaimsSchema,
  rebateSummarySchema,
} from './calls/manual-rebate.ts';
import { PAYMENT_PASSWORD_MODULE } from './calls/payment-password.ts';
import { enterRoomSchema, roomListSchema, ROOMS_MODULE } from './calls/rooms.ts';
import {
  maskedContactSchema,
  securityOverviewSchema,
  SECURITY_MODULE,
} from './calls/security-overview.ts';
import {
  depositLimitsSchema,
  playSessionSchema,
  RESPONSIBLE_GAMING_MODULE,
  selfExclusionSchema,
  sessionReminderSchema,
} from './calls/responsible-gaming.ts';
import {
  promoCodeRedeemedSchema,
  promoRedemptionsSchema,
  PROMO_CODE_MODULE,
} from './calls/promo-code.ts';
import { PAYOUT_ACCOUNT_MODULE } from './calls/payout-account.ts';
import { withdrawOrderSchema, WITHDRAW_ORDER_MODULE } from './calls/withdraw-order.ts';
import {
  payoutAccountSchema,
  withdrawSetupSchema,
  WITHDRAW_SETUP_MODULE,
} from './calls/withdraw-setup.ts';
import { anchorListSchema, CHAT_ANCHORS_MODULE } from './calls/chat-anchors.ts';
import { focusListSchema, CHAT_FOCUS_MODULE } from './calls/chat-focus.ts';
import { followAnswerSchema, CHAT_FOLLOW_MODULE } from './calls/chat-follow.ts';
import { liveModelListSchema, CHAT_LIVE_MODULE } from './calls/chat-live.ts';
import { CHAT_UNREAD_MODULE } from './calls/chat-unread.ts';
import { CLAIM_REWARD_MODULE } from './calls/claim-reward.ts';
import { consolidatedFundsSchema, CONSOLIDATED_FUNDS_MODULE } from './calls/consolidated-funds.ts';
import { rewardCentreSchema, REWARD_CENTRE_MODULE } from './calls/reward-centre.ts';
import { countryListSchema, COUNTRY_LIST_MODULE } from './calls/country-list.ts';
import { domainRouteSchema, DOMAIN_ROUTE_MODULE } from './calls/domain-route-call.ts';
import { favouriteIdsSchema, FAVOURITE_IDS_MODULE } from './calls/favourite-ids.ts';
import { favouriteListSchema, FAVOURITE_LIST_MODULE } from './calls/favourite-list.ts';
import {
  FEEDBACK_MODULE,
  feedbackSettingSchema,
  FEEDBACK_SETTING_MODULE,
} from './calls/feedback.ts';
import { fieldMetricsAnswerSchema } from './calls/field-metrics.ts';
import { gameListSchema, GAME_LIST_MODULE } from './calls/game-list.ts';
import {
  transactionRecordsSchema,
  TRANSACTION_RECORDS_MODULE,
} from './calls/transaction-records.ts';
import { gameVendorsSchema, GAME_VENDORS_MODULE } from './calls/game-vendors.ts';
import { helpCenterSchema, HELP_CENTER_MODULE } from './calls/help-center.ts';
import { hotGamesSchema, HOT_GAMES_MODULE } from './calls/hot-games.ts';
import { inboxDetailSchema, INBOX_DETAIL_MODULE } from './calls/inbox-detail.ts';
import { INBOX_MARK_READ_MODULE } from './calls/inbox-mark-read.ts';
import { inboxPageSchema, INBOX_MESSAGES_MODULE } from './calls/inbox-messages.ts';
import { unreadCountSchema, INBOX_UNREAD_MODULE } from './calls/inbox-unread.ts';
import { promotionActionSchema, JOIN_PROMOTION_MODULE } from './calls/join-promotion.ts';
import { launchChatSchema, LAUNCH_CHAT_MODULE } from './calls/launch-chat.ts';
import { launchGameSchema, LAUNCH_GAME_MODULE } from './calls/launch-game.ts';
import { loginAnswerSchema, LOGIN_MODULE } from './calls/login.ts';
import { LOGOUT_MODULE } from './calls/logout.ts';
import { lotteryCenterSchema, LOTTERY_CENTER_MODULE } from './calls/lottery-center.ts';
import { lotteryListSchema, LOTTERY_LIST_MODULE } from './calls/lottery-list.ts';
import { lotteryMenuSchema, LOTTERY_MENU_MODULE } from './calls/lottery-menu.ts';
import { lotteryNumeroSchema, LOTTERY_NUMERO_MODULE } from './calls/lottery-numero.ts';
import { vnLotteryListSchema, VN_LOTTERY_LIST_MODULE } from './calls/lottery-vn.ts';
import { MARK_ANNOUNCEMENT_READ_MODULE } from './calls/mark-announcement-read.ts';
import { memberIconSchema, MEMBER_ICON_MODULE } from './calls/member-icon.ts';
import { memberInfoSchema, MEMBER_INFO_MODULE } from './calls/member-info.ts';
import { noValue } from './calls/no-value.ts';
import { openApiDocumentSchema } from './calls/openapi.ts';
import { PASSWORD_BY_EMAIL_MODULE } from './calls/password-by-email.ts';
import {
  passwordByPhoneAnswerSchema,
  PASSWORD_BY_PHONE_MODULE,
} from './calls/password-by-phone.ts';
import {
  resetLinkAnswerSchema,
  resetLinkCheckSchema,
  RESET_LINK_MODULE,
} from './calls/password-reset-link.ts';
import {
  playerRankProgressSchema,
  PLAYER_RANK_PROGRESS_MODULE,
} from './calls/player-rank-progress.ts';
import { popularGamesSchema, POPULAR_GAMES_MODULE } from './calls/popular-games.ts';
import { promoCodeEnabledSchema, PROMO_CODE_ENABLED_MODULE } from './calls/promo-code-enabled.ts';
import { recentGamesSchema, RECENT_GAMES_MODULE } from './calls/recent-games.ts';
import { registerSettingsSchema, REGISTER_SETTINGS_MODULE } from './calls/register-settings.ts';
import { REGISTER_MODULES } from './calls/register.ts';
import { REMOVE_FAVOURITE_MODULE } from './calls/remove-favourite.ts';
import { requestRewardResultSchema, REQUEST_REWARD_MODULE } from './calls/request-reward.ts';
import { rsaKeySchema, RSA_KEY_MODULE } from './calls/rsa-key.ts';
import type { SchemaOf } from './calls/schema.ts';
import { smsCodeSchema, SMS_CODE_MODULES } from './calls/sms-code.ts';
import { systemStatusSchema, SYSTEM_STATUS_MODULE } from './calls/system-status.ts';
import { templatesSchema, TEMPLATES_MODULE } from './calls/templates.ts';
import { trialAccountSchema, trialSessionSchema, TRIAL_LOGIN_MODULE } from './calls/trial-login.ts';
import { sessionRenewSchema, SESSION_RENEW_MODULE } from './calls/session-renew.ts';
import { usernameCheckSchema, USERNAME_CHECK_MODULE } from './calls/username-check.ts';
import { walletBalanceSchema, WALLET_BALANCE_MODULE } from './calls/wallet-balance.ts';
import { winnerBoardSchema, WINNER_BOARD_MODULE } from './calls/winner-board.ts';

/** What the contract says of one route: the module its guard requires and what it answers. */
export interface CallAnswer {
  /** The module that must be on for the call (the route's guard); null outside the module gate. */
  readonly module: ModuleId | null;
  /**
   * The schema of the success envelope's `value` (docs/api.md "Envelope"), the very one the site
   * reads the answer with. The server's answer is its input: a schema that fills defaults or
   * skips bad entries still says what the server must send.
   */
  readonly answer: SchemaOf<unknown>;
  /** The body is the answer itself, not an envelope (the OpenAPI document). */
  readonly bare?: true;
}

/**
 * Every `/wps` route of the server, keyed "METHOD path" as Hono's `app.routes` lists it, with its
 * answer. The server's OpenAPI words (server/openapi/operations.ts) are keyed by this table, the
 * document types each success answer from it, and the server's tests check every answer they see
 * against it (tests/server/helpers/answer-check.ts).
 */
export const ANSWERS = {
  'GET /wps/openapi.json': { module: null, answer: openApiDocumentSchema, bare: true },
  'POST /wps/vitals': { module: null, answer: fieldMetricsAnswerSchema },
  'GET /wps/system/status': { module: SYSTEM_STATUS_MODULE, answer: systemStatusSchema },
  'GET /wps/system/country': { module: COUNTRY_LIST_MODULE, answer: countryListSchema },
  'GET /wps/system/templates': { module: TEMPLATES_MODULE, answer: templatesSchema },
  'GET /wps/system/domainRoute': { module: DOMAIN_ROUTE_MODULE, answer: domainRouteSchema },
  'GET /wps/system/helpCenter': { module: HELP_CENTER_MODULE, answer: helpCenterSchema },
  'GET /wps/system/setting/register': {
    module: REGISTER_SETTINGS_MODULE,
    answer: registerSettingsSchema,
  },
  'GET /wps/session/key/rsa': { module: RSA_KEY_MODULE, answer: rsaKeySchema },
  'POST /wps/session/login': { module: LOGIN_MODULE, answer: loginAnswerSchema },
  'GET /wps/session/login/freeplay/account': {
    module: TRIAL_LOGIN_MODULE,
    answer: trialAccountSchema,
  },
  'POST /wps/session/login/freeplay': { module: TRIAL_LOGIN_MODULE, answer: trialSessionSchema },
  'POST /wps/session/renew': { module: SESSION_RENEW_MODULE, answer: sessionRenewSchema },
  'DELETE /wps/session/logout': { module: LOGOUT_MODULE, answer: noValue },
  // The guard requires the user-name registration module; the site names REG3 in its header.
  'PUT /wps/member/register': { module: 'USERNAMEREG3', answer: loginAnswerSchema },
  'PUT /wps/member/register/mobile': {
    module: REGISTER_MODULES.mobileNum,
    answer: loginAnswerSchema,
  },
  'GET /wps/member/username': { module: USERNAME_CHECK_MODULE, answer: usernameCheckSchema },
  'GET /wps/member/info': { module: MEMBER_INFO_MODULE, answer: memberInfoSchema },
  'POST /wps/member/password': { module: CHANGE_PASSWORD_MODULE, answer: noValue },
  'POST /wps/member/password/verification': {
    module: PASSWORD_BY_PHONE_MODULE,
    answer: passwordByPhoneAnswerSchema,
  },
  'POST /wps/member/password/email': { module: PASSWORD_BY_EMAIL_MODULE, answer: noValue },
  'GET /wps/member/password/email/link': {
    module: RESET_LINK_MODULE,
    answer: resetLinkCheckSchema,
  },
  'POST /wps/member/password/email/link': {
    module: RESET_LINK_MODULE,
    answer: resetLinkAnswerSchema,
  },
  'GET /wps/member/info/icon': { module: MEMBER_ICON_MODULE, answer: memberIconSchema },
  'POST /wps/member/info/icon': { module: MEMBER_ICON_MODULE, answer: memberIconSchema },
  'GET /wps/member/info/funds/consolidated': {
    module: CONSOLIDATED_FUNDS_MODULE,
    answer: consolidatedFundsSchema,
  },
  'GET /wps/captcha': { module: CAPTCHA_MODULE, answer: captchaSchema },
  'GET /wps/agent/affiliate': { module: AFFILIATE_CHECK_MODULE, answer: affiliateCheckSchema },
  // The guard requires the registration module; the site names REGMOBVERF3 in its header.
  'POST /wps/verification/sms/register': { module: 'REG3', answer: smsCodeSchema },
  'POST /wps/verification/sms/noLogin': { module: SMS_CODE_MODULES.noLogin, answer: smsCodeSchema },
  'GET /wps/v2/wallets/balance': { module: WALLET_BALANCE_MODULE, answer: walletBalanceSchema },
  'GET /wps/relay/GCSGAME_gameList': { module: GAME_LIST_MODULE, answer: gameListSchema },
  'GET /wps/relay/GCSGAME_hotGamesV2': { module: HOT_GAMES_MODULE, answer: hotGamesSchema },
  'GET /wps/relay/GCSGAME_newGameVendor': {
    module: GAME_VENDORS_MODULE,
    answer: gameVendorsSchema,
  },
  'GET /wps/relay/ODSFE2_getWinnerBoard': {
    module: WINNER_BOARD_MODULE,
    answer: winnerBoardSchema,
  },
  'GET /wps/relay/MCSFE_getFavoriteGames': {
    module: FAVOURITE_IDS_MODULE,
    answer: favouriteIdsSchema,
  },
  'GET /wps/relay/MCSFE_getFavoriteGamesList': {
    module: FAVOURITE_LIST_MODULE,
    answer: favouriteListSchema,
  },
  'POST /wps/relay/MCSFE_addFavoriteGameV2': { module: ADD_FAVOURITE_MODULE, answer: noValue },
  'DELETE /wps/relay/MCSFE_removeFavoriteGameV2': {
    module: REMOVE_FAVOURITE_MODULE,
    answer: noValue,
  },
  'GET /wps/relay/GCS_recentGame': { module: RECENT_GAMES_MODULE, answer: recentGamesSchema },
  'GET /wps/relay/GCSGAME_popularGames': {
    module: POPULAR_GAMES_MODULE,
    answer: popularGamesSchema,
  },
  'GET /wps/relay/LOTTFE_lotteryList': { module: LOTTERY_LIST_MODULE, answer: lotteryListSchema },
  'GET /wps/relay/LOTTFE_lotteryMenu': { module: LOTTERY_MENU_MODULE, answer: lotteryMenuSchema },
  'GET /wps/relay/LOTTFE_numero': { module: LOTTERY_NUMERO_MODULE, answer: lotteryNumeroSchema },
  'GET /wps/relay/LOTTFE_vnLotteryList': {
    module: VN_LOTTERY_LIST_MODULE,
    answer: vnLotteryListSchema,
  },
  'GET /wps/relay/LOTTFE_lotteryCenter': {
    module: LOTTERY_CENTER_MODULE,
    answer: lotteryCenterSchema,
  },
  'GET /wps/game/launchGame': { module: LAUNCH_GAME_MODULE, answer: launchGameSchema },
  'GET /wps/relay/MCSFE_getListAnnouncements': {
    module: ANNOUNCEMENTS_MODULE,
    answer: announcementListsSchema,
  },
  'POST /wps/relay/MCSFE_markAnnouncementAsRead': {
    module: MARK_ANNOUNCEMENT_READ_MODULE,
    answer: noValue,
  },
  'POST /wps/relay/MCSFE_signUpJoinPromotion': {
    module: JOIN_PROMOTION_MODULE,
    answer: promotionActionSchema,
  },
  'POST /wps/relay/MCSFE_signUpClaimReward': {
    module: CLAIM_REWARD_MODULE,
    answer: promotionActionSchema,
  },
  'POST /wps/relay/MCSFE_signUpRequestReward': {
    module: REQUEST_REWARD_MODULE,
    answer: requestRewardResultSchema,
  },
  'GET /wps/relay/MCSFE_promoCodeEnabled': {
    module: PROMO_CODE_ENABLED_MODULE,
    answer: promoCodeEnabledSchema,
  },
  'GET /wps/relay/MCSFE_getPlayerRankProgress': {
    module: PLAYER_RANK_PROGRESS_MODULE,
    answer: playerRankProgressSchema,
  },
  'GET /wps/relay/CSP_unreadCount': { module: INBOX_UNREAD_MODULE, answer: unreadCountSchema },
  'GET /wps/relay/CSP_messageList': { module: INBOX_MESSAGES_MODULE, answer: inboxPageSchema },
  'GET /wps/relay/CSP_messageDetail': { module: INBOX_DETAIL_MODULE, answer: inboxDetailSchema },
  'POST /wps/relay/CSP_markAsRead': { module: INBOX_MARK_READ_MODULE, answer: unreadCountSchema },
  'GET /wps/relay/CBS_anchorList': { module: CHAT_ANCHORS_MODULE, answer: anchorListSchema },
  'GET /wps/relay/CBS_unreadCount': { module: CHAT_UNREAD_MODULE, answer: unreadCountSchema },
  'GET /wps/relay/CBS_launchChat': { module: LAUNCH_CHAT_MODULE, answer: launchChatSchema },
  'GET /wps/relay/CBS_focusList': { module: CHAT_FOCUS_MODULE, answer: focusListSchema },
  'POST /wps/relay/CBS_followAnchor': { module: CHAT_FOLLOW_MODULE, answer: followAnswerSchema },
  'DELETE /wps/relay/CBS_followAnchor': { module: CHAT_FOLLOW_MODULE, answer: followAnswerSchema },
  'GET /wps/relay/CBS_liveModelList': { module: CHAT_LIVE_MODULE, answer: liveModelListSchema },
  'GET /wps/relay/CBS_roomList': { module: ROOMS_MODULE, answer: roomListSchema },
  'POST /wps/relay/CBS_enterRoom': { module: ROOMS_MODULE, answer: enterRoomSchema },
  'GET /wps/relay/MCS2_processDividendReq': {
    module: CONTRACT_CALLS.dividend.moduleId,
    answer: contractCheckSchema,
  },
  'POST /wps/relay/MCS2_acceptDividendReq': {
    module: CONTRACT_CALLS.dividend.moduleId,
    answer: noValue,
  },
  'GET /wps/relay/MCS2_processDailySalContract': {
    module: CONTRACT_CALLS.dailySalary.moduleId,
    answer: contractCheckSchema,
  },
  'POST /wps/relay/MCS2_acceptDailySalContract': {
    module: CONTRACT_CALLS.dailySalary.moduleId,
    answer: noValue,
  },
  'GET /wps/relay/MCS2_processContractHourSalary': {
    module: CONTRACT_CALLS.hourlySalary.moduleId,
    answer: contractCheckSchema,
  },
  'POST /wps/relay/MCS2_acceptContractHourSalary': {
    module: CONTRACT_CALLS.hourlySalary.moduleId,
    answer: noValue,
  },
  'GET /wps/feedback/setting': { module: FEEDBACK_SETTING_MODULE, answer: feedbackSettingSchema },
  'PUT /wps/feedback': { module: FEEDBACK_MODULE, answer: noValue },
  'GET /wps/rewards/center': { module: REWARD_CENTRE_MODULE, answer: rewardCentreSchema },
  'POST /wps/rewards/promo-codes': { module: PROMO_CODE_MODULE, answer: promoCodeRedeemedSchema },
  'GET /wps/rewards/promo-codes': { module: PROMO_CODE_MODULE, answer: promoRedemptionsSchema },
  'GET /wps/cashier/records': {
    module: TRANSACTION_RECORDS_MODULE,
    answer: transactionRecordsSchema,
  },
  'GET /wps/cashier/bets': { module: BET_RECORDS_MODULE, answer: betRecordsSchema },
  'GET /wps/rewards/rebate': { module: MANUAL_REBATE_MODULE, answer: rebateSummarySchema },
  'POST /wps/rewards/rebate/claims': { module: MANUAL_REBATE_MODULE, answer: rebateClaimSchema },
  'GET /wps/rewards/rebate/claims': { module: MANUAL_REBATE_MODULE, answer: rebateClaimsSchema },
  'GET /wps/cashier/deposit/channels': {
    module: DEPOSIT_CHANNELS_MODULE,
    answer: depositChannelsSchema,
  },
  'POST /wps/cashier/deposit/orders': { module: DEPOSIT_ORDER_MODULE, answer: depositOrderSchema },
  'GET /wps/cashier/deposit/orders/:orderNo': {
    module: DEPOSIT_ORDER_MODULE,
    answer: depositOrderSchema,
  },
  'GET /wps/cashier/withdraw/setup': { module: WITHDRAW_SETUP_MODULE, answer: withdrawSetupSchema },
  'POST /wps/cashier/withdraw/payment-password': {
    module: PAYMENT_PASSWORD_MODULE,
    answer: noValue,
  },
  'GET /wps/security/overview': { module: SECURITY_MODULE, answer: securityOverviewSchema },
  'POST /wps/security/mobile/code': { module: SECURITY_MODULE, answer: smsCodeSchema },
  'POST /wps/security/mobile/verify': { module: SECURITY_MODULE, answer: maskedContactSchema },
  'POST /wps/security/email/code': { module: SECURITY_MODULE, answer: smsCodeSchema },
  'POST /wps/security/email/verify': { module: SECURITY_MODULE, answer: maskedContactSchema },
  'POST /wps/security/payment-password': { module: SECURITY_MODULE, answer: noValue },
  'GET /wps/security/limits': { module: RESPONSIBLE_GAMING_MODULE, answer: depositLimitsSchema },
  'PUT /wps/security/limits': { module: RESPONSIBLE_GAMING_MODULE, answer: depositLimitsSchema },
  'PUT /wps/security/session-reminder': {
    module: RESPONSIBLE_GAMING_MODULE,
    answer: sessionReminderSchema,
  },
  'GET /wps/security/session': { module: RESPONSIBLE_GAMING_MODULE, answer: playSessionSchema },
  'POST /wps/security/self-exclusion': {
    module: RESPONSIBLE_GAMING_MODULE,
    answer: selfExclusionSchema,
  },
  'POST /wps/cashier/withdraw/accounts': {
    module: PAYOUT_ACCOUNT_MODULE,
    answer: payoutAccountSchema,
  },
  'POST /wps/cashier/withdraw/orders': {
    module: WITHDRAW_ORDER_MODULE,
    answer: withdrawOrderSchema,
  },
  'GET /wps/cashier/withdraw/orders/:orderNo': {
    module: WITHDRAW_ORDER_MODULE,
    answer: withdrawOrderSchema,
  },
} as const satisfies Readonly<Record<string, CallAnswer>>;

/** A route of the contract, "METHOD path". */
export type RouteKey = keyof typeof ANSWERS;

/** The contract's entry of a route, or undefined for a route the contract does not know. */
export function answerOf(key: string): CallAnswer | undefined {
  const table = ANSWERS as Record<string, CallAnswer>;
  if (Object.hasOwn(table, key)) return table[key];
  // A request's own path against a route with path parameters (`/orders/:orderNo`).
  const [method, path = ''] = key.split(' ');
  const parts = path.split('/');
  const match = Object.keys(table).find((route) => {
    const [routeMethod, routePath = ''] = route.split(' ');
    const routeParts = routePath.split('/');
    return (
      routeMethod === method &&
      routePath.includes('/:') &&
      routeParts.length === parts.length &&
      routeParts.every((part, index) =>
        part.startsWith(':') ? (parts[index] ?? '') !== '' : part === parts[index],
      )
    );
  });
  return match === undefined ? undefined : table[match];
}
