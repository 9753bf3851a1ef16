import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const ANNOUNCEMENTS_MODULE = 'COMM3' satisfies ModuleId;

/** Requirements B9 promotion statuses, as the server answers them for the caller. */
export const PROMOTION_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

// An unknown status from a newer platform shows no action rather than failing the whole list.
export const promotionStatusSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((status): PromotionStatus | null =>
    PROMOTION_STATUSES.includes(status as PromotionStatus) ? (status as PromotionStatus) : null,
  ),
);

const yesNo = z._default(z.enum(['Y', 'N']), 'N');

export const announcementImageSchema = z.object({
  sequence: z.int(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;

/** One entry, whatever its list (server/README.md "Announcement fields"); HTML content is not sanitised here. */
export const announcementSchema = z.object({
  id: z.int(),
  type: z.string(),
  title: z.string(),
  content: z._default(z.string(), ''),
  startDate: z.nullish(z.string()),
  endDate: z.nullish(z.string()),
  noExpiry: z._default(z.int(), 0),
  promoAnnouncementCategoryIds: z._default(z.array(z.int()), []),
  announcementImages: z._default(z.array(announcementImageSchema), []),
  bannerUrl: z.nullish(z.string()),
  linkType: z._default(z.enum(['NONE', 'ROUTE', 'PROMOTION', 'EXTERNAL']), 'NONE'),
  linkUrl: z.nullish(z.string()),
  linkedPromotionId: z.nullish(z.int()),
  groupName: z.nullish(z.string()),
  execution: z.nullish(z.string()),
  promotionType: z.nullish(z.enum(['JOIN', 'APPLY'])),
  imageRequired: yesNo,
  remarkRequired: yesNo,
  hot: z._default(z.int(), 0),
  read: z._default(z.boolean(), false),
  status: promotionStatusSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

const list = z._default(z.array(announcementSchema), []);
export const announcementListsSchema = z.object({
  promotion: list,
  banners: list,
  player: list,
  popup: list,
  hot: list,
});
export type AnnouncementLists = z.infer<typeof announcementListsSchema>;
