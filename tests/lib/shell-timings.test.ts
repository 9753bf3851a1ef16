import { describe, expect, it } from 'vitest';
import { CHAT_UNREAD_THROTTLE_MS } from '../../src/api/endpoints/chat-unread.ts';
import { CENTRE_MS } from '../../src/features/games/components/game-menu-strip.tsx';
import { PAGE_FADE_MS } from '../../src/features/shell/page-fade.ts';
import { BANNER_ROTATION_MS } from '../../src/ui/banner-carousel.tsx';
import { MOTION_MS } from '../../src/ui/motion.ts';
import { TOAST_DURATION } from '../../src/ui/toast/durations.ts';
import { SHELL_TIMINGS, TIMINGS } from '../requirements/timings.ts';

/*
 * The shell's durations against the table of tests/requirements/timings.ts (whose own test,
 * tests/machines/requirement-timings.test.ts, checks the table against docs/requirements.md).
 * Apart from the charts' check: these modules are the site's (React, Lingui macros), which the
 * charts' mutation runs (vitest.mutation.config.ts) do not build.
 */

describe("the shell's timings are the table's", () => {
  it('toast durations (requirements A8.2, A9, B8.2, B8.3, D1.6)', () => {
    expect(TOAST_DURATION).toEqual({
      short: SHELL_TIMINGS.toastShort.ms,
      long: SHELL_TIMINGS.toastLong.ms,
      success: TIMINGS.successMessage.ms,
      freeReject: TIMINGS.freeReject.ms,
      comingSoon: SHELL_TIMINGS.comingSoonAndCopied.ms,
      copySuccess: SHELL_TIMINGS.comingSoonAndCopied.ms,
      contactService: TIMINGS.contactService.ms,
      noticeAutoClose: SHELL_TIMINGS.noticeAutoClose.ms,
      loadingForm: TIMINGS.formLoading.ms,
      loadingSms: TIMINGS.smsSendingMessage.ms,
      loadingPasswordSet: TIMINGS.passwordSetLoading.ms,
      imageType: SHELL_TIMINGS.imageTypeMessage.ms,
    });
  });

  it('motion (requirements A2.2.2, A4.5)', () => {
    expect(MOTION_MS).toEqual({
      fade: SHELL_TIMINGS.pageFade.ms,
      popup: TIMINGS.popupAnimation.ms,
    });
    expect(PAGE_FADE_MS).toBe(SHELL_TIMINGS.pageFade.ms);
    expect(CENTRE_MS).toBe(SHELL_TIMINGS.menuStripCentre.ms);
  });

  it('banner rotation and the chat unread throttle (requirements B2.2.1, B7.1)', () => {
    expect(BANNER_ROTATION_MS).toBe(SHELL_TIMINGS.bannerRotation.ms);
    expect(CHAT_UNREAD_THROTTLE_MS).toBe(SHELL_TIMINGS.chatUnreadThrottle.ms);
  });
});
