import type { Database } from '../db/client.ts';
import { readAnnouncementIds } from '../db/queries/announcement-reads.ts';
import {
  listAnnouncements,
  type AnnouncementKind,
  type AnnouncementWithImages,
} from '../db/queries/announcements.ts';
import {
  playerPromotionState,
  type PlayerPromotionState,
} from '../db/queries/promotion-entries.ts';
import type { SessionRow } from '../db/queries/sessions.ts';
import type { AnnouncementType } from '../http/content-inputs.ts';
import { announcementDto, type AnnouncementDto } from './announcement-dto.ts';
import type { BannerCache } from './banner-cache.ts';
import type { CatalogueLanguage } from './game-dto.ts';
import { TRIAL_TYPE } from './member-types.ts';
import { hasEnded, promotionStatus } from './promotion-status.ts';

export interface AnnouncementListRequest {
  types: readonly AnnouncementType[];
  groupName: string | undefined;
  language: CatalogueLanguage;
  session: SessionRow | undefined;
  now: Date;
}

/** The contract's answer: every group is present; a group that was not asked for is empty. */
export interface AnnouncementList {
  promotion: AnnouncementDto[];
  banners: AnnouncementDto[];
  player: AnnouncementDto[];
  popup: AnnouncementDto[];
  hot: AnnouncementDto[];
}

const started = (row: AnnouncementWithImages, now: Date) => row.startsAt.getTime() <= now.getTime();
/** Shown now: started and not ended. */
export const running = (row: AnnouncementWithImages, now: Date) =>
  started(row, now) && !hasEnded(row, now);

/**
 * GET MCSFE_getListAnnouncements. Banners, notices and popups show while they run; promotions show
 * from their start, and an ended one stays listed with status Close. Popups: execution A for a
 * session, B for visitors. Read flags and promotion statuses are the player's; a visitor and a
 * trial player have none (every entry unread, first-step statuses), as nothing is recorded for them.
 */
export async function announcementList(
  db: Database,
  cache: BannerCache,
  request: AnnouncementListRequest,
): Promise<AnnouncementList> {
  const { types, now, session } = request;
  const asked = new Set(types);
  const load = (kinds: AnnouncementKind[], hotOnly = false) =>
    listAnnouncements(db, { kinds, hotOnly });
  const [promotions, banners, notices, popups, hot] = await Promise.all([
    asked.has('PR') ? load(['promotion']) : [],
    asked.has('B') ? cache.banners(request.groupName ?? '') : [],
    asked.has('PL') ? load(['notice']) : [],
    asked.has('PU') ? load(['popup']) : [],
    asked.has('H') ? load(['promotion', 'notice'], true) : [],
  ]);
  const execution = session === undefined ? 'B' : 'A';
  const groups = {
    promotion: promotions.filter((row) => started(row, now)),
    banners: banners.filter((row) => running(row, now)),
    player: notices.filter((row) => running(row, now)),
    popup: popups.filter((row) => running(row, now) && row.execution === execution),
    hot: hot.filter((row) => (row.kind === 'promotion' ? started(row, now) : running(row, now))),
  };
  const player =
    session !== undefined && session.type !== TRIAL_TYPE ? session.userName : undefined;
  const allIds = Object.values(groups).flatMap((rows) => rows.map((row) => row.id));
  const [read, state] = await Promise.all([
    player === undefined ? new Set<number>() : readAnnouncementIds(db, player, allIds),
    player === undefined ? undefined : playerPromotionState(db, player),
  ]);
  const dto = (row: AnnouncementWithImages) =>
    announcementDto(row, request.language, read.has(row.id), statusOf(row, state, now));
  return {
    promotion: groups.promotion.map(dto),
    banners: groups.banners.map(dto),
    player: groups.player.map(dto),
    popup: groups.popup.map(dto),
    hot: groups.hot.map(dto),
  };
}

function statusOf(row: AnnouncementWithImages, state: PlayerPromotionState | undefined, now: Date) {
  return row.kind === 'promotion' ? promotionStatus(row, state, now) : null;
}
