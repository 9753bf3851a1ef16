import type { AnyChartAdapter } from './kit/adapter.ts';
import { changePasswordAdapter } from './change-password.adapter.ts';
import { forgotPasswordAdapter } from './forgot-password.adapter.ts';
import { favouriteToggleAdapter } from './favourite-toggle.adapter.ts';
import { gameListAdapter } from './game-list.adapter.ts';
import { loginAdapter } from './login.adapter.ts';
import { logoutAdapter } from './logout.adapter.ts';
import { popupsAdapter } from './popups.adapter.ts';
import { registrationAdapter } from './registration.adapter.ts';
import { rewardApplicationAdapter } from './reward-application.adapter.ts';
import { searchAdapter } from './search.adapter.ts';
import { smsCountdownAdapter } from './sms-countdown.adapter.ts';
import { startupAdapter } from './startup.adapter.ts';
import { depositAdapter } from './deposit.adapter.ts';
import { withdrawAdapter } from './withdraw.adapter.ts';
import { paymentPasswordAdapter } from './payment-password.adapter.ts';
import { payoutAccountAdapter } from './payout-account.adapter.ts';
import { manualRebateAdapter } from './manual-rebate.adapter.ts';
import { rewardCentreAdapter } from './reward-centre.adapter.ts';
import { promoCodeAdapter } from './promo-code.adapter.ts';
import { paymentPasswordChangeAdapter } from './payment-password-change.adapter.ts';
import { emailBindingAdapter } from './email-binding.adapter.ts';
import { mobileBindingAdapter } from './mobile-binding.adapter.ts';
import { sessionReminderAdapter } from './session-reminder.adapter.ts';
import { depositLimitsAdapter } from './deposit-limits.adapter.ts';
import { selfExclusionAdapter } from './self-exclusion.adapter.ts';
import { reminderTimerAdapter } from './reminder-timer.adapter.ts';
import { recordListAdapter } from './record-list.adapter.ts';
import { vendorGridAdapter } from './vendor-grid.adapter.ts';
import { gameLaunchAdapter } from './game-launch.adapter.ts';
import { noticeReadingAdapter } from './notice-reading.adapter.ts';
import { promotionActionAdapter } from './promotion-action.adapter.ts';
import { agentContractsAdapter } from './agent-contracts.adapter.ts';
import { regionLanguageAdapter } from './region-language.adapter.ts';
import { trialLoginAdapter } from './trial-login.adapter.ts';
import { lotteryCountdownAdapter } from './lottery-countdown.adapter.ts';
import { lotteryPlayAdapter } from './lottery-play.adapter.ts';
import { passwordResetLinkAdapter } from './password-reset-link.adapter.ts';
import { announcementPopupsAdapter } from './announcement-popups.adapter.ts';
import { sessionRenewalAdapter } from './session-renewal.adapter.ts';
import { roomEntryAdapter } from './room-entry.adapter.ts';
import { feedbackAdapter } from './feedback.adapter.ts';
import { inboxPagingAdapter } from './inbox-paging.adapter.ts';

/** Every chart adapter of the model-generated end-to-end run (the drift test walks them all). */
export const adapters = [
  startupAdapter,
  popupsAdapter,
  logoutAdapter,
  gameListAdapter,
  searchAdapter,
  favouriteToggleAdapter,
  loginAdapter,
  smsCountdownAdapter,
  registrationAdapter,
  changePasswordAdapter,
  rewardApplicationAdapter,
  forgotPasswordAdapter,
  depositAdapter,
  withdrawAdapter,
  paymentPasswordAdapter,
  payoutAccountAdapter,
  manualRebateAdapter,
  rewardCentreAdapter,
  promoCodeAdapter,
  paymentPasswordChangeAdapter,
  emailBindingAdapter,
  mobileBindingAdapter,
  sessionReminderAdapter,
  depositLimitsAdapter,
  selfExclusionAdapter,
  reminderTimerAdapter,
  recordListAdapter,
  vendorGridAdapter,
  gameLaunchAdapter,
  noticeReadingAdapter,
  promotionActionAdapter,
  agentContractsAdapter,
  regionLanguageAdapter,
  trialLoginAdapter,
  lotteryCountdownAdapter,
  lotteryPlayAdapter,
  passwordResetLinkAdapter,
  announcementPopupsAdapter,
  sessionRenewalAdapter,
  feedbackAdapter,
  inboxPagingAdapter,
  roomEntryAdapter,
] as unknown as AnyChartAdapter[];
