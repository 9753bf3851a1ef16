/**
 * Every chart of the site. Docs (`npm run charts`), the chart catalogue test and the
 * model-based tests iterate this list, so a machine that is not listed here is not done.
 */
import { agentContractsMachine } from './agent-contracts.machine.ts';
import { announcementPopupsMachine } from './announcement-popups.machine.ts';
import { depositMachine } from './cashier/deposit.machine.ts';
import { paymentPasswordMachine } from './cashier/payment-password.machine.ts';
import { payoutAccountMachine } from './cashier/payout-account.machine.ts';
import { emailBindingMachine } from './security/email-binding.machine.ts';
import { mobileBindingMachine } from './security/mobile-binding.machine.ts';
import { paymentPasswordChangeMachine } from './security/payment-password-change.machine.ts';
import { depositLimitsMachine } from './security/deposit-limits.machine.ts';
import { reminderTimerMachine } from './security/reminder-timer.machine.ts';
import { selfExclusionMachine } from './security/self-exclusion.machine.ts';
import { sessionReminderMachine } from './security/session-reminder.machine.ts';
import { withdrawMachine } from './cashier/withdraw.machine.ts';
import { manualRebateMachine } from './rewards/manual-rebate.machine.ts';
import { promoCodeMachine } from './rewards/promo-code.machine.ts';
import { rewardCentreMachine } from './rewards/reward-centre.machine.ts';
import { changePasswordMachine } from './change-password.machine.ts';
import { favouriteToggleMachine } from './favourite-toggle.machine.ts';
import { feedbackMachine } from './feedback.machine.ts';
import { forgotPasswordMachine } from './forgot-password.machine.ts';
import { gameLaunchMachine } from './game-launch.machine.ts';
import { gameListMachine } from './game-list.machine.ts';
import { inboxPagingMachine } from './inbox-paging.machine.ts';
import { loginMachine } from './login.machine.ts';
import { logoutMachine } from './logout.machine.ts';
import { lotteryCountdownMachine } from './lottery-countdown.machine.ts';
import { lotteryPlayMachine } from './lottery-play.machine.ts';
import { noticeReadingMachine } from './notice-reading.machine.ts';
import { passwordResetLinkMachine } from './password-reset-link.machine.ts';
import { popupsMachine } from './popups.machine.ts';
import { promotionActionMachine } from './promotion-action.machine.ts';
import { recordListMachine } from './cashier/record-list.machine.ts';
import { regionLanguageMachine } from './region-language.machine.ts';
import { registrationMachine } from './registration.machine.ts';
import { rewardApplicationMachine } from './reward-application.machine.ts';
import { roomEntryMachine } from './room-entry.machine.ts';
import { searchMachine } from './search.machine.ts';
import { sessionRenewalMachine } from './session-renewal.machine.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';
import { startupMachine } from './startup.machine.ts';
import { trialLoginMachine } from './trial-login.machine.ts';
import { vendorGridMachine } from './vendor-grid.machine.ts';

export const machines = {
  startup: startupMachine,
  regionLanguage: regionLanguageMachine,
  popups: popupsMachine,
  smsCountdown: smsCountdownMachine,
  login: loginMachine,
  registration: registrationMachine,
  trialLogin: trialLoginMachine,
  forgotPassword: forgotPasswordMachine,
  changePassword: changePasswordMachine,
  passwordResetLink: passwordResetLinkMachine,
  logout: logoutMachine,
  sessionRenewal: sessionRenewalMachine,
  gameList: gameListMachine,
  vendorGrid: vendorGridMachine,
  search: searchMachine,
  favouriteToggle: favouriteToggleMachine,
  gameLaunch: gameLaunchMachine,
  lotteryCountdown: lotteryCountdownMachine,
  lotteryPlay: lotteryPlayMachine,
  rewardApplication: rewardApplicationMachine,
  promotionAction: promotionActionMachine,
  agentContracts: agentContractsMachine,
  announcementPopups: announcementPopupsMachine,
  noticeReading: noticeReadingMachine,
  withdraw: withdrawMachine,
  paymentPassword: paymentPasswordMachine,
  payoutAccount: payoutAccountMachine,
  feedback: feedbackMachine,
  inboxPaging: inboxPagingMachine,
  mobileBinding: mobileBindingMachine,
  emailBinding: emailBindingMachine,
  paymentPasswordChange: paymentPasswordChangeMachine,
  depositLimits: depositLimitsMachine,
  sessionReminder: sessionReminderMachine,
  reminderTimer: reminderTimerMachine,
  selfExclusion: selfExclusionMachine,
  deposit: depositMachine,
  recordList: recordListMachine,
  manualRebate: manualRebateMachine,
  promoCode: promoCodeMachine,
  rewardCentre: rewardCentreMachine,
  roomEntry: roomEntryMachine,
} as const;

export type MachineName = keyof typeof machines;
