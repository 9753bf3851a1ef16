import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import type { KeenSliderInstance } from 'keen-slider';
import 'keen-slider/keen-slider.min.css';
import { cx } from './cx';
import { useSettled } from './use-settled';
import styles from './banner-carousel.module.css';

/** Requirements B9: banners rotate every 5,000 ms. */
export const BANNER_ROTATION_MS = 5000;
/** Requirements B9: a swipe shorter than this is a tap, not a slide change. */
export const SWIPE_THRESHOLD_PX = 60;

export interface BannerSlide {
  id: number;
  src: string;
  /** The picture's own size: it sets the box's aspect ratio so nothing shifts when it loads. */
  width: number;
  height: number;
  title: string;
}

export interface BannerCarouselProps {
  slides: readonly BannerSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  onSelect: (id: number) => void;
  className?: string;
}

// React 18 does not know the camel-cased prop; the lower-case attribute reaches the DOM unchanged.
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * Banner carousel (requirements B2.2): rotates only with more than one banner; a banner whose picture
 * fails is dropped; the first picture is the page's LCP candidate, so it loads eagerly at high
 * priority inside a box of known aspect ratio, and the others load lazily.
 */
export function BannerCarousel({ slides, label, onSelect, className }: BannerCarouselProps) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const shown = slides.filter((slide) => !failed.has(slide.id));
  const first = slides[0];
  if (!first || shown.length === 0) return null;
  const fail = (id: number) => setFailed((previous) => new Set(previous).add(id));
  return (
    <section
      className={cx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ aspectRatio: `${first.width} / ${first.height}` }}
    >
      {/* A new set of slides is a new slider: keen-slider measures its slides once when created. */}
      <Slides
        key={shown.map((slide) => slide.id).join(',')}
        slides={shown}
        firstId={first.id}
        onSelect={onSelect}
        onFail={fail}
      />
    </section>
  );
}

interface SlidesProps {
  slides: readonly BannerSlide[];
  firstId: number;
  onSelect: (id: number) => void;
  onFail: (id: number) => void;
}

/**
 * The slider code (keen-slider) is needed only to move between slides: the first view is plain
 * markup showing the first slide, and the code loads once the page has settled, or at the first
 * rotation or swipe if that comes sooner. A single banner never loads it.
 */
function useLazySlider(
  container: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  onChange: (index: number) => void,
) {
  const instance = useRef<KeenSliderInstance | null>(null);
  const loading = useRef<Promise<KeenSliderInstance | null> | null>(null);
  const change = useRef(onChange);
  // The newest callback, stored after the render that passed it: the slider calls it later, never during render.
  useLayoutEffect(() => {
    change.current = onChange;
  });
  const settled = useSettled();

  const ensure = useCallback((): Promise<KeenSliderInstance | null> => {
    loading.current ??= import('keen-slider').then(({ default: KeenSlider }) => {
      const element = container.current;
      // Unmounted while the code loaded: nothing to drive.
      if (!element) return null;
      instance.current = new KeenSlider(element, {
        loop: true,
        // Swipes are read by the carousel, so the 60 px threshold is exact rather than keen-slider's half-slide snap.
        drag: false,
        slideChanged: (slider) => change.current(slider.track.details.rel),
      });
      return instance.current;
    });
    return loading.current;
  }, [container]);

  useEffect(() => {
    if (enabled && settled) void ensure();
  }, [enabled, settled, ensure]);
  useEffect(
    () => () => {
      instance.current?.destroy();
      instance.current = null;
    },
    [],
  );

  return useCallback(
    (move: 'next' | 'prev') => void ensure().then((slider) => slider?.[move]()),
    [ensure],
  );
}

function Slides({ slides, firstId, onSelect, onFail }: SlidesProps) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(0);
  const sliderRef = useRef<HTMLDivElement>(null);
  const rotating = slides.length > 1;
  const move = useLazySlider(sliderRef, rotating, setCurrent);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => move('next'), BANNER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, move, current]);

  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || !rotating) return;
    const distance = event.clientX - start.current;
    start.current = null;
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    move(distance < 0 ? 'next' : 'prev');
  };

  return (
    <>
      <div
        ref={sliderRef}
        className={cx('keen-slider', styles.track)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className={cx('keen-slider__slide', styles.slide)}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${index + 1} of ${slides.length}`}
            aria-hidden={index !== current || undefined}
          >
            <button
              type="button"
              className={styles.button}
              tabIndex={index === current ? 0 : -1}
              onClick={() => {
                // The click that ends a swipe is not a tap on the banner.
                if (swiped.current) return;
                onSelect(slide.id);
              }}
            >
              <img
                src={slide.src}
                alt={slide.title}
                width={slide.width}
                height={slide.height}
                className={styles.image}
                decoding="async"
                {...(slide.id === firstId ? HIGH_PRIORITY : { loading: 'lazy' as const })}
                onError={() => onFail(slide.id)}
              />
            </button>
          </div>
        ))}
      </div>
      {rotating && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.id} className={cx(styles.dot, index === current && styles.active)} />
          ))}
        </div>
      )}
    </>
  );
}
