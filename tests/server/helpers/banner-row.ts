import type { AnnouncementWithImages } from '../../../server/db/queries/announcements.ts';

/** A banner as the database gives it: an m_home banner running since 1970, no pictures, unless `changes` say otherwise. */
export function bannerRow(
  id: number,
  changes: Partial<AnnouncementWithImages> = {},
): AnnouncementWithImages {
  return {
    id,
    kind: 'banner',
    groupName: 'm_home',
    execution: null,
    titleBn: 'ব্যানার',
    titleEn: 'Banner',
    contentBn: '',
    contentEn: '',
    startsAt: new Date(0),
    endsAt: null,
    categoryIds: [],
    linkedPromotionId: null,
    linkType: 'NONE',
    linkUrl: null,
    promotionType: null,
    imageRequired: false,
    remarkRequired: false,
    hot: false,
    bonusAmount: null,
    conditionCount: 0,
    sortOrder: id,
    createdAt: new Date(0),
    images: [],
    ...changes,
  };
}
