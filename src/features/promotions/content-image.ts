import type { Announcement, AnnouncementImage } from '../../api/endpoints/announcements';
import { config } from '../../config';
import { imageUrl } from '../../lib/image-cdn';

/** Requirements B3: the picture of sequence 1 is the main one (else the first given). */
export function mainImage(entry: Announcement): AnnouncementImage | null {
  const images = entry.announcementImages;
  return images.find((image) => image.sequence === 1) ?? images[0] ?? null;
}

/** Content pictures are paths of the API (`/content/art/...`). */
export function contentImageUrl(path: string): string {
  return imageUrl(config.apiBase, path);
}
