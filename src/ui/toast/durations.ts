/** Toast durations in ms (requirements A8 and A9). */
export const TOAST_DURATION = {
  short: 3000,
  long: 8000,
  success: 1500,
  freeReject: 2000,
  comingSoon: 2000,
  copySuccess: 2000,
  contactService: 2000,
  noticeAutoClose: 1500,
  /** Loading toast in forms. */
  loadingForm: 9999,
  /** Loading toast while an SMS code is being sent. */
  loadingSms: 10000,
  /** Loading toast while a password is set by phone. */
  loadingPasswordSet: 15000,
  imageType: 1500,
} as const;

export type ToastDurationName = keyof typeof TOAST_DURATION;
