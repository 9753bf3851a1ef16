import { useEffect, useRef, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { announcementsQueryOptions, type Announcement } from '../../../api/endpoints/announcements';
import { config } from '../../../config';
import { inspected } from '../../../lib/inspected-actor';
import { useExclusivePopupUp } from '../../../lib/popup-requests.ts';
import { useSession } from '../../../lib/use-session';
import { useFrameSheetOpen } from '../../../lib/frame-sheets.ts';
import { SWIPE_THRESHOLD_PX } from '../../../ui/banner-carousel';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import { Popup } from '../../../ui/popup';
import { createAnnouncementPopupsLogic } from '../actors/announcement-popups.actors';
import type { PopupAudience } from '../popup-once';
import styles from './announcement-popups.module.css';

const logic = createAnnouncementPopupsLogic();

/**
 * Announcement popups: members see execution A, visitors B; once per visit; a swiper with dots and
 * arrows inside the focus-trapped popup. Which popups open, when, and which one is on screen is the
 * announcementPopups chart; this view renders its snapshot. Mounted by the home screen after
 * start-up, so it never competes with the start-up screens.
 */
export function AnnouncementPopups({ language }: { language: string }) {
  const { t } = useLingui();
  const session = useSession();
  const audience: PopupAudience = session ? 'A' : 'B';
  const popups = useQuery(
    announcementsQueryOptions({ kinds: ['PU'], language }, session?.token ?? null),
  );
  // One modal popup at a time: login, register, forgot password, the help centre, the side menu and
  // the region sheet go first (issue 53: the frame's sheets count as another popup).
  const exclusivePopupUp = useExclusivePopupUp();
  const frameSheetOpen = useFrameSheetOpen();
  const otherPopupShown = exclusivePopupUp || frameSheetOpen;
  const actor = useActorRef(logic, inspected({ input: { audience, otherPopupShown } }));
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  // The chart keeps the announcements it was sent, so its slides are this list's entries.
  const slides = useSelector(
    actor,
    (snapshot) => snapshot.context.slides,
  ) as readonly Announcement[];
  const index = useSelector(actor, (snapshot) => snapshot.context.index);

  // The audience first: a new session's list is received after its audience is known.
  useEffect(() => {
    actor.send({ type: 'audience.changed', audience });
  }, [actor, audience]);
  useEffect(() => {
    actor.send({ type: 'exclusive.changed', shown: otherPopupShown });
  }, [actor, otherPopupShown]);
  const list = popups.data?.popup;
  useEffect(() => {
    if (list) actor.send({ type: 'popups.received', popups: list });
  }, [actor, list]);

  const start = useRef<number | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX)
      actor.send({ type: distance < 0 ? 'popup.next' : 'popup.previous' });
  };

  const current = slides[index];
  const image =
    current?.announcementImages.find((entry) => entry.sequence === 1) ??
    current?.announcementImages[0];
  const src = image
    ? /^https?:\/\//i.test(image.url)
      ? image.url
      : `${config.apiBase}${image.url}`
    : null;

  return (
    <Popup
      open={open}
      onClose={() => actor.send({ type: 'popup.close' })}
      title={current?.title ?? t`Announcements`}
    >
      {current && (
        <div
          className={styles.swiper}
          aria-roledescription="carousel"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
        >
          <div
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${index + 1} of ${slides.length}`}
          >
            {src && image && (
              <img
                src={src}
                alt=""
                width={image.width}
                height={image.height}
                className={styles.image}
              />
            )}
          </div>
          {slides.length > 1 && (
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t`Previous announcement`}
                onClick={() => actor.send({ type: 'popup.previous' })}
              >
                <Icon name="chevron-left" />
              </button>
              <div className={styles.dots}>
                {slides.map((slide, position) => (
                  <button
                    key={slide.id}
                    type="button"
                    className={cx(styles.dot, position === index && styles.active)}
                    aria-label={t`Announcement ${position + 1}`}
                    aria-current={position === index || undefined}
                    onClick={() => actor.send({ type: 'popup.select', index: position })}
                  />
                ))}
              </div>
              <button
                type="button"
                className={styles.arrow}
                aria-label={t`Next announcement`}
                onClick={() => actor.send({ type: 'popup.next' })}
              >
                <Icon name="chevron-right" />
              </button>
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}
