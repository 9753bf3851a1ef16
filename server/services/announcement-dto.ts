import type { AnnouncementImageRow, AnnouncementWithImages } from '../db/queries/announcements.ts';
import type { CatalogueLanguage } from './game-dto.ts';
import type { PromotionStatus } from './promotion-status.ts';

/** Generated pictures are served by this server (routes/content-art.ts): origin-relative, like game art. */
export const announcementImagePath = (announcementId: number, sequence: number) =>
  `/content/art/announcement/${announcementId}-${sequence}.png`;

const TYPE_OF_KIND = { promotion: 'PR', banner: 'B', notice: 'PL', popup: 'PU' } as const;

function imageDto(image: AnnouncementImageRow) {
  return {
    sequence: image.sequence,
    url: announcementImagePath(image.announcementId, image.sequence),
    width: image.width,
    height: image.height,
  };
}

/**
 * One entry as the site reads it (requirements B3.6 "Promotion/announcement"): every kind has the same
 * fields, so one schema parses all groups. Dates are ISO 8601 in UTC; `endDate` is null when the
 * entry has no expiry (`noExpiry: 1`). `bannerUrl` is the main picture (sequence 1).
 */
export function announcementDto(
  row: AnnouncementWithImages,
  language: CatalogueLanguage,
  read: boolean,
  status: PromotionStatus | null,
) {
  const main = row.images.find((image) => image.sequence === 1);
  return {
    id: row.id,
    type: TYPE_OF_KIND[row.kind],
    title: language === 'BN' ? row.titleBn : row.titleEn,
    content: language === 'BN' ? row.contentBn : row.contentEn,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt === null ? null : row.endsAt.toISOString(),
    noExpiry: row.endsAt === null ? 1 : 0,
    promoAnnouncementCategoryIds: row.categoryIds,
    announcementImages: row.images.map(imageDto),
    bannerUrl: main === undefined ? null : announcementImagePath(row.id, 1),
    linkedPromotionId: row.linkedPromotionId,
    linkType: row.linkType,
    linkUrl: row.linkUrl,
    groupName: row.groupName,
    execution: row.execution,
    promotionType: row.promotionType,
    imageRequired: row.imageRequired ? 'Y' : 'N',
    remarkRequired: row.remarkRequired ? 'Y' : 'N',
    hot: row.hot ? 1 : 0,
    read,
    status,
  };
}

export type AnnouncementDto = ReturnType<typeof announcementDto>;
