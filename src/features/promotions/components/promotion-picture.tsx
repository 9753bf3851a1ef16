import { useState } from 'react';
import type { Announcement } from '../../../api/endpoints/announcements';
import { contentImageUrl, mainImage } from '../content-image';
import styles from './promotions.module.css';

/**
 * The main picture at its own aspect ratio (width/height from the server), so the page does not
 * shift when it arrives; hidden when it fails. Decorative: the title next to it names the entry.
 */
export function PromotionPicture({
  promotion,
  eager = false,
}: {
  promotion: Announcement;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = mainImage(promotion);
  if (!image || failed) return null;
  return (
    <img
      className={styles.picture}
      src={contentImageUrl(image.url)}
      width={image.width}
      height={image.height}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
