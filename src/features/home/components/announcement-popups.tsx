import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { announcementsQueryOptions } from '../../../api/endpoints/announcements';
import { config } from '../../../config';
import { useSession } from '../../../lib/use-session';
import { SWIPE_THRESHOLD_PX } from '../../../ui/banner-carousel';
import { cx } from '../../../ui/cx';
import { Icon } from '../../../ui/icon';
import { Popup } from '../../../ui/popup';
import { markPopupsShown, popupsFor, popupsShown, type PopupAudience } from '../popup-once';
import styles from './announcement-popups.module.css';

/**
 * Announcement popups (spec 001 §2.2): members see execution A, visitors B; once per visit; a
 * swiper with dots and arrows inside the focus-trapped popup. Mounted by the home screen after
 * start-up, so it never competes with the start-up screens.
 */
export function AnnouncementPopups({ language }: { language: string }) {
  const { t } = useLingui();
  const session = useSession();
  const audience: PopupAudience = session ? 'A' : 'B';
  const [dismissed, setDismissed] = useState(() => popupsShown(audience));
  const [index, setIndex] = useState(0);
  const popups = useQuery(announcementsQueryOptions({ kinds: ['PU'], language }, session?.token ?? null));
  const slides = popups.data ? popupsFor(popups.data.popup, audience) : [];
  const open = !dismissed && slides.length > 0;

  useEffect(() => {
    setDismissed(popupsShown(audience));
    setIndex(0);
  }, [audience]);
  useEffect(() => {
    if (open) markPopupsShown(audience);
  }, [open, audience]);

  const start = useRef<number | null>(null);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(index + (distance < 0 ? 1 : -1));
  };

  const current = slides[Math.min(index, slides.length - 1)];
  const image = current?.announcementImages.find((entry) => entry.sequence === 1) ?? current?.announcementImages[0];
  const src = image ? (/^https?:\/\//i.test(image.url) ? image.url : `${config.apiBase}${image.url}`) : null;

  return (
    <Popup open={open} onClose={() => setDismissed(true)} title={current?.title ?? t`Announcements`}>
      {current && (
        <div className={styles.swiper} aria-roledescription="carousel" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={t`${index + 1} of ${slides.length}`}>
            {src && image && <img src={src} alt="" width={image.width} height={image.height} className={styles.image} />}
          </div>
          {slides.length > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.arrow} aria-label={t`Previous announcement`} onClick={() => go(index - 1)}>
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
                    onClick={() => setIndex(position)}
                  />
                ))}
              </div>
              <button type="button" className={styles.arrow} aria-label={t`Next announcement`} onClick={() => go(index + 1)}>
                <Icon name="chevron-right" />
              </button>
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}
