import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { createServices, type AppOptions } from './app-services.ts';
import type { AppEnv } from './http/app-env.ts';
import { failureBody } from './http/envelope.ts';
import { ApiError } from './http/errors.ts';
import { jsonNestingGuard } from './http/json-nesting.ts';
import { language } from './http/language.ts';
import { errorHandler } from './http/on-error.ts';
import { requestIds } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { agentContractRoutes } from './routes/agent-contracts.ts';
import { cashierRecordRoutes } from './routes/cashier-records.ts';
import { rewardCentreRoutes } from './routes/reward-centre.ts';
import { cashierDepositRoutes } from './routes/cashier-deposit.ts';
import { manualRebateRoutes } from './routes/manual-rebate.ts';
import { cashierIconRoutes } from './routes/cashier-icons.ts';
import { cashierWithdrawRoutes } from './routes/cashier-withdraw.ts';
import { securityAccountRoutes } from './routes/security-account.ts';
import { securityLimitsRoutes } from './routes/security-limits.ts';
import { promoCodeRoutes } from './routes/promo-codes.ts';
import { agentRoutes } from './routes/agent.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { chatPageRoutes } from './routes/chat-page.ts';
import { chatListRoutes } from './routes/chat-lists.ts';
import { chatRoomRoutes } from './routes/chat-rooms.ts';
import { chatRoutes } from './routes/chat.ts';
import { contentArtRoutes } from './routes/content-art.ts';
import { devContentRoutes } from './routes/dev-content.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { helpCenterRoutes } from './routes/help-center.ts';
import { inboxRoutes } from './routes/inbox.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { memberFundsRoutes } from './routes/member-funds.ts';
import { memberIconRoutes } from './routes/member-icon.ts';
import { playerRewardRoutes } from './routes/player-rewards.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { REWARD_REQUEST_PATH, rewardRequestRoutes } from './routes/reward-requests.ts';
import { walletRoutes } from './routes/wallet.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { devRoutes } from './routes/dev.ts';
import { favouriteGameRoutes } from './routes/favourite-games.ts';
import { gameArtRoutes } from './routes/game-art.ts';
import { gameLaunchRoutes } from './routes/game-launch.ts';
import { gamePlayRoutes } from './routes/game-play.ts';
import { gameRoutes } from './routes/games.ts';
import { memberPasswordRoutes } from './routes/member-password.ts';
import { memberRoutes } from './routes/member.ts';
import { popularGameRoutes } from './routes/popular-games.ts';
import { registerSettingRoutes } from './routes/register-settings.ts';
import { sessionRoutes } from './routes/session.ts';
import { recentGameRoutes } from './routes/recent-games.ts';
import { mountSite } from './routes/site.ts';
import { apiReferenceRoutes, openApiRoutes, openApiSource } from './openapi/routes.ts';
import { fieldMetricsRoutes, fieldMetricsSummaryRoutes } from './routes/field-metrics.ts';
import { systemRoutes } from './routes/system.ts';
import { verificationRoutes } from './routes/verification.ts';

export type { AppOptions };

// Generous for JSON calls and the avatar upload, small enough that a client cannot pin memory.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The whole HTTP surface: API under /wps, development controls under /dev, the built site under /m. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const services = createServices(options);
  const app = new Hono<AppEnv>();

  // First, so every line of the request, its own request line included, carries the id.
  app.use('*', requestIds(services.trustProxy));
  app.use('*', requestLog(services.logger));
  app.use('*', securityHeaders(services.site, services.trustProxy, services.logger));
  for (const prefix of ['/wps/*', '/dev/*']) {
    app.use(prefix, compress());
    const limit = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(400, 'request_param_err', 'Request body too large', {
          fields: [{ field: 'body', reason: 'too large' }],
        });
      },
    });
    // The reward application carries up to three 5 MB pictures: its route sets its own, larger limit.
    // GET and HEAD carry no body, and asking for one makes the Node adapter build a whole fetch
    // Request per call: a fifth of the CPU of a game list call under load.
    app.use(prefix, (c, next) =>
      c.req.path === REWARD_REQUEST_PATH || c.req.method === 'GET' || c.req.method === 'HEAD'
        ? next()
        : limit(c, next),
    );
    // Within that bound, a body nested too deeply is refused before anything parses or walks it (the
    // reward application runs the same guard behind its own limit).
    app.use(prefix, (c, next) =>
      c.req.path === REWARD_REQUEST_PATH ? next() : jsonNestingGuard(c, next),
    );
  }
  app.use('/wps/*', language);

  app.route('/wps/system', systemRoutes(services));
  app.route('/wps/session', sessionRoutes(services));
  app.route('/wps/system/setting', registerSettingRoutes(services));
  app.route('/wps/member/password', memberPasswordRoutes(services));
  app.route('/wps/member', memberRoutes(services));
  app.route('/wps/captcha', captchaRoutes(services));
  app.route('/wps/agent', agentRoutes(services));
  app.route('/wps/verification/sms', verificationRoutes(services));
  app.route('/wps/relay', gameRoutes(services));
  app.route('/wps/relay', favouriteGameRoutes(services));
  app.route('/wps/relay', recentGameRoutes(services));
  app.route('/wps/relay', popularGameRoutes(services));
  app.route('/wps/relay', lotteryRoutes(services));
  app.route('/wps/game', gameLaunchRoutes(services));
  app.route('/wps/relay', announcementRoutes(services));
  app.route('/wps/relay', promotionRoutes(services));
  app.route('/wps/relay', rewardRequestRoutes(services));
  app.route('/wps/relay', playerRewardRoutes(services));
  app.route('/wps/relay', inboxRoutes(services));
  app.route('/wps/relay', chatRoutes(services));
  app.route('/wps/relay', chatListRoutes(services));
  app.route('/wps/relay', chatRoomRoutes(services));
  app.route('/wps/relay', agentContractRoutes(services));
  app.route('/wps/v2/wallets', walletRoutes(services));
  app.route('/wps/member/info/funds', memberFundsRoutes(services));
  app.route('/wps/member/info/icon', memberIconRoutes(services));
  app.route('/wps/system', helpCenterRoutes(services));
  app.route('/wps/feedback', feedbackRoutes(services));
  app.route('/wps/cashier', cashierRecordRoutes(services));
  app.route('/wps/cashier/deposit', cashierDepositRoutes(services));
  app.route('/wps/rewards/rebate', manualRebateRoutes(services));
  app.route('/wps/cashier/withdraw', cashierWithdrawRoutes(services));
  app.route('/wps/security', securityAccountRoutes(services));
  app.route('/wps/security', securityLimitsRoutes(services));
  app.route('/wps/rewards', rewardCentreRoutes(services));
  app.route('/wps/rewards/promo-codes', promoCodeRoutes(services));
  // Generated art and demo game pages: opened by <img> and navigation, so no Merchant header or module.
  app.route('/games/art', gameArtRoutes(services));
  app.route('/games', gamePlayRoutes(services));
  // Generated announcement art and the demo chat page: the same reasons, no Merchant header or module.
  app.route('/content/art', contentArtRoutes(services));
  app.route('/chat', chatPageRoutes());
  // The cashier's channel icons, opened by <img>: no Merchant header or module either.
  app.route('/cashier/icons', cashierIconRoutes(services));
  if (services.devTools) app.route('/dev', devRoutes(services));
  if (services.devTools) app.route('/dev/content', devContentRoutes(services));
  // The API's own description, built from this route table on first use (docs/api.md).
  const openApi = openApiSource(() => app.routes);
  app.route('/wps', openApiRoutes(openApi));
  // Beacons from players' browsers: sendBeacon sets no Merchant header (docs/api.md "Field metrics").
  app.route('/wps', fieldMetricsRoutes(services));
  if (services.devTools) app.route('/dev', fieldMetricsSummaryRoutes(services));
  if (services.devTools) app.route('/dev', apiReferenceRoutes(openApi));
  if (services.staticDir !== null) {
    mountSite(
      app,
      services.staticDir,
      services.db,
      services.banners,
      services.site,
      (c) => services.clientIp(c),
      services.firstViewLookupMs,
    );
  }

  app.notFound((c) => c.json(failureBody('not.found', 'Not found'), 404));
  app.onError(errorHandler(services.logger));
  return app;
}
