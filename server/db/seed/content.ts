import { createHash } from 'node:crypto';
import { IMAGE_SIZES } from '../../services/content-art.ts';
import type { Database } from '../client.ts';
import {
  agentContracts,
  announcementImages,
  announcementReads,
  announcements,
  chatAnchors,
  chatMessages,
  chatRooms,
  helpItems,
  inboxMessages,
  memberIcons,
  playerRanks,
  promotionEntries,
  rewardRequests,
  walletEntries,
  wallets,
} from '../schema.ts';
import { SEED_BANNERS, SEED_NOTICES, SEED_POPUPS } from './content-announcements.ts';
import { SEED_HELP_ITEMS } from './content-help.ts';
import {
  SEED_ANCHORS,
  SEED_CHAT_MESSAGES,
  SEED_CONTRACTS,
  SEED_ENTRIES,
  SEED_ICONS,
  SEED_INBOX,
  SEED_OPENING_ENTRIES,
  SEED_RANKS,
  SEED_READS,
  SEED_REQUESTS,
  SEED_ROOMS,
  SEED_WALLETS,
} from './content-players.ts';
import { SEED_PROMOTIONS } from './content-promotions.ts';
import type { Seeder } from './seeder.ts';
import { upsertRows } from './upsert.ts';

type AnnouncementRow = typeof announcements.$inferInsert;
type ImageRow = typeof announcementImages.$inferInsert;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Announcements and their images; dates count from `now` so the demo content is always current. */
function announcementRows(now: number): { rows: AnnouncementRow[]; images: ImageRow[] } {
  const at = (days: number) => new Date(now + days * DAY);
  const rows: AnnouncementRow[] = [];
  const images: ImageRow[] = [];
  SEED_PROMOTIONS.forEach((promotion, index) => {
    rows.push({
      id: promotion.id,
      kind: 'promotion',
      titleBn: promotion.titleBn,
      titleEn: promotion.titleEn,
      contentBn: promotion.contentBn,
      contentEn: promotion.contentEn,
      startsAt: at(promotion.startDay),
      endsAt: promotion.endDay === null ? null : at(promotion.endDay),
      categoryIds: promotion.categoryIds,
      promotionType: promotion.type,
      imageRequired: promotion.imageRequired ?? false,
      remarkRequired: promotion.remarkRequired ?? false,
      hot: promotion.hot ?? false,
      bonusAmount: promotion.bonusAmount ?? null,
      conditionCount: promotion.conditionCount ?? 0,
      sortOrder: index + 1,
    });
    promotion.motifs.forEach((motif, sequence) =>
      images.push({
        announcementId: promotion.id,
        sequence: sequence + 1,
        motif,
        ...IMAGE_SIZES.promotion,
      }),
    );
  });
  SEED_BANNERS.forEach(({ motif, ...banner }, index) => {
    rows.push({ ...banner, kind: 'banner', startsAt: at(-30), endsAt: null, sortOrder: index + 1 });
    images.push({ announcementId: banner.id, sequence: 1, motif, ...IMAGE_SIZES.banner });
  });
  SEED_NOTICES.forEach(({ startDay, ...notice }, index) => {
    rows.push({
      ...notice,
      kind: 'notice',
      startsAt: at(startDay),
      endsAt: null,
      sortOrder: index + 1,
    });
  });
  SEED_POPUPS.forEach(({ startDay, motif, ...popup }, index) => {
    rows.push({
      ...popup,
      kind: 'popup',
      startsAt: at(startDay),
      endsAt: at(90),
      sortOrder: index + 1,
    });
    images.push({ announcementId: popup.id, sequence: 1, motif, ...IMAGE_SIZES.popup });
  });
  return { rows, images };
}

/**
 * Content and the demo players' content state: announcements (13 promotions, 23 banners, 6 notices,
 * 4 popups) with generated pictures, 11 help entries, chat hosts and messages, inbox messages,
 * wallets, VIP progress, head icons, promotion entries, reward requests and the agent's contracts. One seeder,
 * because the player rows point at the announcements; the development reset empties both together.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  // 2: the banners of the category screens, the registration popup and the download page (requirements B9.4).
  // 3: the chat hosts' rooms, one of each type (requirements B7.3).
  version: 3,
  tables: [
    'announcements',
    'announcement_images',
    'announcement_reads',
    'promotion_entries',
    'reward_requests',
    'reward_request_pictures',
    'wallets',
    // The ledger and the cashier's orders (requirements C2, C3, C4): the entries hang off the seeded
    // balances, so the reset empties them with the wallets; the players' orders and rounds go too.
    'wallet_entries',
    'deposit_orders',
    'withdraw_orders',
    'payout_accounts',
    'game_rounds',
    // The manual rebate's claims (requirements D3) mark the rounds above, so they go with them. A
    // member's security state is runtime (db/seed/index.ts), the promo codes db/seed/promo-codes.ts's.
    'rebate_claims',
    'rebate_claim_lines',
    'player_ranks',
    'help_items',
    'inbox_messages',
    'chat_anchors',
    'chat_rooms',
    'chat_messages',
    'agent_contracts',
    'feedback',
    'member_icons',
  ],
  async run(db: Database, previousVersion?: number) {
    const now = Date.now();
    const { rows, images } = announcementRows(now);
    // The operator's side (announcements, pictures, help, chat hosts) is brought up to date by id;
    // promotions first, since banners and popups link to them.
    await upsertRows(
      db,
      announcements,
      announcements.id,
      rows.filter((row) => row.kind === 'promotion'),
    );
    await upsertRows(
      db,
      announcements,
      announcements.id,
      rows.filter((row) => row.kind !== 'promotion'),
    );
    await upsertRows(
      db,
      announcementImages,
      [announcementImages.announcementId, announcementImages.sequence],
      images,
    );
    await upsertRows(
      db,
      helpItems,
      helpItems.id,
      SEED_HELP_ITEMS.map((item, index) => ({ ...item, sortOrder: index + 1 })),
    );
    await upsertRows(db, chatAnchors, chatAnchors.id, SEED_ANCHORS);
    await upsertRows(db, chatRooms, chatRooms.id, SEED_ROOMS);
    // The demo players' side is written once: from then on it is theirs (read marks, joined
    // promotions, requests, balances), and a new version of this seeder leaves it as it is.
    if (previousVersion !== undefined) return;
    await db.insert(chatMessages).values(
      SEED_CHAT_MESSAGES.map(({ hoursAgo, ...message }) => ({
        ...message,
        createdAt: new Date(now - hoursAgo * HOUR),
      })),
    );
    await db.insert(inboxMessages).values(
      SEED_INBOX.map(({ daysAgo, read, ...message }) => {
        const createdAt = new Date(now - daysAgo * DAY - HOUR);
        return {
          ...message,
          createdAt,
          readAt: read ? new Date(createdAt.getTime() + HOUR / 2) : null,
        };
      }),
    );
    await db.insert(wallets).values(SEED_WALLETS);
    await db.insert(walletEntries).values(SEED_OPENING_ENTRIES);
    await db.insert(playerRanks).values(SEED_RANKS);
    await db.insert(promotionEntries).values(SEED_ENTRIES);
    await db.insert(rewardRequests).values(
      SEED_REQUESTS.map(({ decided, ...request }) => ({
        ...request,
        // Not the digest of any submission: these stand for applications made before the demo began.
        fingerprint: createHash('sha256').update(`seed:${request.promotionId}`).digest('hex'),
        createdAt: new Date(now - 3 * DAY),
        decidedAt: decided ? new Date(now - 2 * DAY) : null,
      })),
    );
    await db.insert(announcementReads).values(SEED_READS);
    await db.insert(memberIcons).values(SEED_ICONS);
    await db
      .insert(agentContracts)
      .values(SEED_CONTRACTS.map((contract) => ({ ...contract, createdAt: new Date(now - DAY) })));
  },
};
