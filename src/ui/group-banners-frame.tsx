import styles from './group-banners.module.css';

/** Seeded and platform banners are 720 × 288: the box keeps that ratio while the list loads. */
export const BANNER_RATIO = '720 / 288';

/** Where a group's banners sit (see GroupBannersProps.layout). */
export type GroupBannersLayout = 'screen' | 'page' | 'block';

/**
 * The space a banner group holds while its code or its list loads, in the frame of its layout, so
 * nothing below it moves when the banners come.
 */
export function GroupBannersPlaceholder({ layout }: { layout: GroupBannersLayout }) {
  return (
    <div className={styles[layout]}>
      <BannerBox />
    </div>
  );
}

/** The box alone, for a frame that is already there. */
export function BannerBox() {
  return (
    <div className={styles.placeholder} style={{ aspectRatio: BANNER_RATIO }} aria-hidden="true" />
  );
}
