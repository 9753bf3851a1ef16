import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The tables as the migrations in migrations/ create them: 0001–0010 were written by hand, later ones
// are generated from this file by `npm run db:generate` (drizzle-kit). tests/server/migrations-agreement.test.ts
// holds both to each other (types, defaults, indexes, constraints and their names), so an edit here
// without a migration, or the reverse, fails the suite. Constraint names are spelled out because the
// hand-written migrations let PostgreSQL name them (<table>_pkey, <table>_<column>_key, _fkey) and a
// generated migration that alters one must use the name the database really has.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const schemaMigrations = pgTable('schema_migrations', {
  version: text('version').primaryKey(),
  name: text('name').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Long-lived key pairs of the server, shared by every process on the database. */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** The single row of site configuration overrides set through PUT /dev/site. */
export const siteOverrides = pgTable(
  'site_overrides',
  {
    id: integer('id').primaryKey(),
    overrides: jsonb('overrides').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_overrides_single_row', sql`${table.id} = 1`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userName: text('user_name').notNull(),
    merchantCode: text('merchant_code').notNull(),
    type: integer('type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_name_idx').on(table.userName),
  ],
);

/** Messages the default SMS and mail gateways "sent"; read back by the development outbox routes. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'mail'] }).notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_channel_recipient_idx').on(table.channel, table.recipient, table.createdAt),
    check('outbox_channel_check', sql`${table.channel} in ('sms', 'mail')`),
  ],
);

/** Fixed-window request counters, one row per limit and caller, shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

// ── Accounts (migrations/0002_accounts.sql) ─────────────────────────────────────────────────

/** Players and agents. Types per requirements B6 (services/member-types.ts); passwords as scrypt hashes. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    type: integer('type').notNull().default(0),
    status: text('status', { enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    paymentPasswordHash: text('payment_password_hash'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    birthday: date('birthday', { mode: 'string' }),
    /** QQ, Facebook, WeChat, Line, WhatsApp, Zalo: only ever shown back, so one document is enough. */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    affiliateCode: text('affiliate_code'),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    language: text('language').notNull().default('BN'),
    /** Set for accounts whose password someone else chose (seed, e-mail reset): the site then asks for a change. */
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    createdAt: createdAt(),
    /** Who invited this player (an agent's or a member's code at registration); added by 0005. */
    referrerUserName: text('referrer_user_name'),
    /**
     * services/user-name-key.ts's key of the user name (NFKC, then its case fold), added by 0011: login,
     * registration and the password-guessing counters all find the account by this one key
     * (server/README.md "Password guessing"), never by PostgreSQL's locale-dependent lower().
     */
    userNameKey: text('user_name_key').notNull(),
    /** 0013: when the mobile number was proved by an SMS code (requirements D4.1); null: unverified. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** 0013: when the e-mail address was proved by a mailed code (D4.2); null: unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** 0013: the session reminder's interval in minutes (D5.2); null: off. */
    sessionReminderMinutes: integer('session_reminder_minutes'),
  },
  (table) => [
    uniqueIndex('members_user_name_lower_idx').on(sql`lower(${table.userName})`),
    uniqueIndex('members_user_name_key_idx').on(table.userNameKey),
    uniqueIndex('members_mobile_idx')
      .on(table.countryDialingCode, table.mobileNum)
      .where(sql`${table.mobileNum} is not null`),
    index('members_email_lower_idx').on(sql`lower(${table.email})`),
    check('members_status_check', sql`${table.status} in ('enabled', 'disabled')`),
    check('members_type_check', sql`${table.type} >= 0`),
    check(
      'members_session_reminder_check',
      sql`${table.sessionReminderMinutes} is null or ${table.sessionReminderMinutes} in (30, 60, 120)`,
    ),
  ],
);

/** Invitation codes of agents; a code bound to a domain is valid only on that domain. */
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    code: text('code').primaryKey(),
    agentUserName: text('agent_user_name').notNull(),
    domain: text('domain'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('affiliate_codes_code_upper_idx').on(sql`upper(${table.code})`)],
);

/** Members' own referral codes (the Invite link); one stable code per player, any case matches. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    code: text('code').primaryKey(),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_codes_user_name_idx').on(table.userName),
    uniqueIndex('referral_codes_code_upper_idx').on(sql`upper(${table.code})`),
  ],
);

/** Password-reset links sent by e-mail (migrations/0008): token hashed, single use, expiring. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('password_reset_links_token_hash_key'),
    /** Null for a request whose user name and address did not match: stored alike, never usable. */
    userName: text('user_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('password_reset_links_user_name_idx').on(table.userName),
    index('password_reset_links_expires_at_idx').on(table.expiresAt),
  ],
);

/** Image captchas, bound to the caller's captcha cookie (hashed); single use. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientHash: text('client_hash').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** Plain answer, kept only with DEV_TOOLS=1 so GET /dev/captcha can hand it to end-to-end tests. */
    devAnswer: text('dev_answer'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('captcha_challenges_client_idx').on(table.clientHash, table.createdAt)],
);

/** SMS codes (hashed) for registration and for calls without a session (SMS login, password reset). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** bindMobile (0013): a member proving or changing the number in the security centre (D4.1). */
    purpose: text('purpose', { enum: ['register', 'noLogin', 'bindMobile'] }).notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_mobile_idx').on(
      table.purpose,
      table.countryDialingCode,
      table.mobileNum,
      table.createdAt,
    ),
    check(
      'verification_codes_purpose_check',
      sql`${table.purpose} in ('register', 'noLogin', 'bindMobile')`,
    ),
  ],
);

/** Failed logins per account and per caller address; any recent failure makes the next login ask a captcha. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  // migrations/0010: password attempts on the account being checked right now, and since when.
  pending: integer('pending').notNull().default(0),
  pendingSince: timestamp('pending_since', { withTimezone: true }),
});

// ── Games (migrations/0003_games.sql) ───────────────────────────────────────────────────────

/** Game providers; `code` is the spec's `vassalage`. A vendor may also have games in other categories. */
export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  /** The category the vendor is listed under first (its games carry their own category). */
  gameCategory: text('game_category').notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  inHouse: boolean('in_house').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** The catalogue. `id` is the spec's nodeId (explicit, so a re-seed keeps favourites' meaning stable). */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    /** The spec's gameId, unique across vendors and safe in URLs. */
    code: text('code').notNull().unique('games_code_key'),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    /** Finer than the type: ESPORTS and COCKFIGHT are SPORTS games, INHOUSE are RNG games. */
    gameCategory: text('game_category').notNull(),
    classify: text('classify').notNull(),
    /** The spec's gameCode, what the vendor launches ('lobby' for lobby-style products). */
    launchCode: text('launch_code').notNull().default('lobby'),
    roomId: text('room_id'),
    lottoMode: text('lotto_mode'),
    playType: text('play_type'),
    minBet: numeric('min_bet', { precision: 12, scale: 2 }).notNull(),
    minLine: integer('min_line').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    hotRank: integer('hot_rank'),
    jackpot: numeric('jackpot', { precision: 18, scale: 2 }),
    supportsFreePlay: boolean('supports_free_play').notNull().default(false),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'games_vendor_code_fkey',
      columns: [table.vendorCode],
      foreignColumns: [vendors.code],
    }),
    index('games_sort_idx').on(table.sortOrder, table.id),
    index('games_type_sort_idx').on(table.gameType, table.sortOrder, table.id),
    index('games_category_sort_idx').on(table.gameCategory, table.sortOrder, table.id),
    index('games_vendor_sort_idx').on(table.vendorCode, table.sortOrder, table.id),
    index('games_classify_sort_idx').on(table.classify, table.sortOrder, table.id),
    index('games_new_sort_idx')
      .on(table.sortOrder, table.id)
      .where(sql`${table.isNew}`),
    uniqueIndex('games_hot_rank_idx')
      .on(table.hotRank)
      .where(sql`${table.hotRank} is not null`),
    index('games_min_bet_idx').on(table.minBet),
    index('games_min_line_idx').on(table.minLine),
    // Trigram GIN over both names: case-insensitive "contains" search without a sequential scan.
    index('games_name_trgm_idx').using(
      'gin',
      sql`(lower(${table.nameEn} || ' ' || ${table.nameBn})) gin_trgm_ops`,
    ),
    check('games_min_bet_check', sql`${table.minBet} > 0`),
    check('games_min_line_check', sql`${table.minLine} > 0`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    userName: text('user_name').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'favourite_games_pkey', columns: [table.userName, table.gameId] }),
    foreignKey({
      name: 'favourite_games_game_id_fkey',
      columns: [table.gameId],
      foreignColumns: [games.id],
    }).onDelete('cascade'),
    index('favourite_games_user_idx').on(table.userName, table.createdAt.desc().nullsFirst()),
  ],
);

/** One row per player and game, moved to the front at each launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    userName: text('user_name').notNull(),
    gameId: integer('game_id').notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'recent_games_pkey', columns: [table.userName, table.gameId] }),
    foreignKey({
      name: 'recent_games_game_id_fkey',
      columns: [table.gameId],
      foreignColumns: [games.id],
    }).onDelete('cascade'),
    index('recent_games_user_idx').on(table.userName, table.launchedAt.desc().nullsFirst()),
  ],
);

/** Demo big wins shown on the home screen; names are already masked as the board shows them. */
export const winnerBoard = pgTable(
  'winner_board',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerName: text('customer_name').notNull(),
    winAmount: numeric('win_amount', { precision: 18, scale: 2 }).notNull(),
    gameId: integer('game_id').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'winner_board_game_id_fkey',
      columns: [table.gameId],
      foreignColumns: [games.id],
    }).onDelete('cascade'),
    index('winner_board_amount_idx').on(table.winAmount.desc().nullsFirst(), table.id),
    check('winner_board_amount_check', sql`${table.winAmount} > 0`),
  ],
);

// ── Content and member data (migrations/0004_content.sql) ───────────────────────────────────

/** PostgreSQL bytea as a Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One counter raised by statement triggers on announcements and their images: the banner cache's staleness check. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: integer('id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('content_revisions_single_row', sql`${table.id} = 1`)],
);

/**
 * Promotions, banners, player notices and popups (requirements B3.6 "Promotion/announcement"). Explicit
 * ids, so a re-seed keeps read marks and links meaningful. `ends_at` null is the spec's noExpiry.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['promotion', 'banner', 'notice', 'popup'] }).notNull(),
    /** Banner group such as m_home or m_promotion. */
    groupName: text('group_name'),
    /** Popups: A for logged-in players, B for visitors. */
    execution: text('execution', { enum: ['A', 'B'] }),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    contentBn: text('content_bn').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    linkedPromotionId: integer('linked_promotion_id'),
    linkType: text('link_type', { enum: ['NONE', 'ROUTE', 'PROMOTION', 'EXTERNAL'] })
      .notNull()
      .default('NONE'),
    linkUrl: text('link_url'),
    /** Promotions: JOIN (sign-up promotion: join, then claim) or APPLY (claimed by a reward request). */
    promotionType: text('promotion_type', { enum: ['JOIN', 'APPLY'] }),
    imageRequired: boolean('image_required').notNull().default(false),
    remarkRequired: boolean('remark_required').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    /**
     * Promotions (0013): the bonus a claim (JOIN) or an issued application (APPLY) books through the
     * ledger (requirements D1.4); null: the promotion grants no money.
     */
    bonusAmount: numeric('bonus_amount', { precision: 18, scale: 2 }),
    /** Promotions (0013): how many conditions a joined player completes before the reward is ready. */
    conditionCount: integer('condition_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('announcements_kind_sort_idx').on(table.kind, table.sortOrder, table.id),
    index('announcements_group_sort_idx')
      .on(table.groupName, table.sortOrder, table.id)
      .where(sql`${table.kind} = 'banner'`),
    check(
      'announcements_kind_check',
      sql`${table.kind} in ('promotion', 'banner', 'notice', 'popup')`,
    ),
    check('announcements_execution_check', sql`${table.execution} in ('A', 'B')`),
    check(
      'announcements_link_type_check',
      sql`${table.linkType} in ('NONE', 'ROUTE', 'PROMOTION', 'EXTERNAL')`,
    ),
    check('announcements_promotion_type_check', sql`${table.promotionType} in ('JOIN', 'APPLY')`),
    check(
      'announcements_bonus_amount_check',
      sql`${table.bonusAmount} is null or ${table.bonusAmount} > 0`,
    ),
    check('announcements_condition_count_check', sql`${table.conditionCount} >= 0`),
    check(
      'announcements_banner_group_check',
      sql`${table.kind} <> 'banner' or ${table.groupName} is not null`,
    ),
    check(
      'announcements_popup_execution_check',
      sql`${table.kind} <> 'popup' or ${table.execution} is not null`,
    ),
    check(
      'announcements_promotion_type_required_check',
      sql`${table.kind} <> 'promotion' or ${table.promotionType} is not null`,
    ),
    check(
      'announcements_dates_check',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
    foreignKey({
      name: 'announcements_linked_promotion_id_fkey',
      columns: [table.linkedPromotionId],
      foreignColumns: [table.id],
    }).onDelete('set null'),
  ],
);

/** Generated pictures of an announcement (served by routes/content-art.ts); sequence 1 is the main image. */
export const announcementImages = pgTable(
  'announcement_images',
  {
    announcementId: integer('announcement_id').notNull(),
    sequence: integer('sequence').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** What the picture shows (services/content-art.ts). */
    motif: text('motif').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'announcement_images_pkey',
      columns: [table.announcementId, table.sequence],
    }),
    foreignKey({
      name: 'announcement_images_announcement_id_fkey',
      columns: [table.announcementId],
      foreignColumns: [announcements.id],
    }).onDelete('cascade'),
    check('announcement_images_sequence_check', sql`${table.sequence} >= 1`),
    check(
      'announcement_images_size_check',
      sql`${table.width} between 16 and 1600 and ${table.height} between 16 and 1600`,
    ),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    userName: text('user_name').notNull(),
    announcementId: integer('announcement_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'announcement_reads_pkey',
      columns: [table.userName, table.announcementId],
    }),
    foreignKey({
      name: 'announcement_reads_announcement_id_fkey',
      columns: [table.announcementId],
      foreignColumns: [announcements.id],
    }).onDelete('cascade'),
  ],
);

/** A player's progress in a sign-up (JOIN) promotion. */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    userName: text('user_name').notNull(),
    promotionId: integer('promotion_id').notNull(),
    state: text('state', { enum: ['joined', 'process', 'claimable', 'claimed'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0013: conditions met so far, of the promotion's `condition_count` (the progress bar, D1.2). */
    completedConditions: integer('completed_conditions').notNull().default(0),
    /** 0013: when the reward was claimed (and its bonus booked, reference `P<promotion id>`). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'promotion_entries_pkey', columns: [table.userName, table.promotionId] }),
    check('promotion_entries_completed_check', sql`${table.completedConditions} >= 0`),
    foreignKey({
      name: 'promotion_entries_promotion_id_fkey',
      columns: [table.promotionId],
      foreignColumns: [announcements.id],
    }).onDelete('cascade'),
    check(
      'promotion_entries_state_check',
      sql`${table.state} in ('joined', 'process', 'claimable', 'claimed')`,
    ),
  ],
);

/** Reward applications (REWCEN3); one per player and promotion. */
export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    promotionId: integer('promotion_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** SHA-256 over promotion, remark and picture digests: an identical second submission is recognised. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['applying', 'rejected', 'issued'] })
      .notNull()
      .default('applying'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 0013: why the operator rejected the application (shown with Rejected, D1.2). */
    reason: text('reason'),
  },
  (table) => [
    foreignKey({
      name: 'reward_requests_promotion_id_fkey',
      columns: [table.promotionId],
      foreignColumns: [announcements.id],
    }).onDelete('cascade'),
    uniqueIndex('reward_requests_player_promotion_idx').on(table.userName, table.promotionId),
    check(
      'reward_requests_status_check',
      sql`${table.status} in ('applying', 'rejected', 'issued')`,
    ),
  ],
);

export const rewardRequestPictures = pgTable(
  'reward_request_pictures',
  {
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    sequence: integer('sequence').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'reward_request_pictures_pkey',
      columns: [table.requestId, table.sequence],
    }),
    foreignKey({
      name: 'reward_request_pictures_request_id_fkey',
      columns: [table.requestId],
      foreignColumns: [rewardRequests.id],
    }).onDelete('cascade'),
    check(
      'reward_request_pictures_type_check',
      sql`${table.contentType} in ('image/jpeg', 'image/png')`,
    ),
    check('reward_request_pictures_size_check', sql`${table.byteSize} between 1 and 5242880`),
  ],
);

export const wallets = pgTable('wallets', {
  userName: text('user_name').primaryKey(),
  balance: numeric('balance', { precision: 18, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The wallet ledger (requirements C2, docs/api.md "Cashier"): one row per change of a balance, written
 * in the transaction that locks the wallet row and moves `wallets.balance` by the same amount, so the
 * balance is always the sum of the member's entries. `balance_after` can never be negative: a
 * withdrawal or bet that would overdraw is refused by the check even if a service forgot to look.
 * One deposit, withdrawal or refund per order (the partial unique index), so an order is never
 * booked twice whatever two processes do at once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    type: text('type', {
      enum: ['deposit', 'withdrawal', 'refund', 'bonus', 'rebate', 'bet', 'win', 'adjustment'],
    }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    /** The order number (D…, W…) or game round (R…) the entry belongs to. */
    reference: text('reference'),
    /** Why an adjustment, bonus or rebate was made (shown in the transaction record). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('wallet_entries_user_name_id_idx').on(table.userName, table.id),
    uniqueIndex('wallet_entries_order_idx')
      .on(table.type, table.reference)
      .where(sql`${table.type} in ('deposit', 'withdrawal', 'refund')`),
    // 0013: a bonus or rebate is booked once per member and reference (P<promotion>, A<application>,
    // C<redemption>, RB<claim>: docs/api.md "Rewards"), whatever two requests do at once.
    uniqueIndex('wallet_entries_grant_idx')
      .on(table.userName, table.type, table.reference)
      .where(sql`${table.type} in ('bonus', 'rebate')`),
    check(
      'wallet_entries_type_check',
      sql`${table.type} in ('deposit', 'withdrawal', 'refund', 'bonus', 'rebate', 'bet', 'win', 'adjustment')`,
    ),
    check('wallet_entries_amount_check', sql`${table.amount} <> 0`),
    check('wallet_entries_balance_after_check', sql`${table.balanceAfter} >= 0`),
  ],
);

const orderStatus = () =>
  text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending');

/**
 * Deposit orders (requirements C3). A pending order moves no money; approval books a `deposit`
 * entry. The idempotency key is unique per member and `request_hash` is the body it was first used
 * with, so a repeat answers the first order and another body is refused (docs/api.md "Cashier").
 * A transaction ID is used once across all members (`deposit.transaction.used`).
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    orderNo: text('order_no').primaryKey(),
    userName: text('user_name').notNull(),
    channel: text('channel').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    payerNumber: text('payer_number').notNull(),
    /** Upper-cased, so `abc123` and `ABC123` are one transaction. */
    transactionId: text('transaction_id').notNull(),
    status: orderStatus(),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deposit_orders_transaction_id_idx').on(table.transactionId),
    uniqueIndex('deposit_orders_idempotency_idx').on(table.userName, table.idempotencyKey),
    index('deposit_orders_user_name_created_at_idx').on(table.userName, table.createdAt),
    check('deposit_orders_amount_check', sql`${table.amount} > 0`),
    check(
      'deposit_orders_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/** A member's payout accounts for withdrawals (requirements C4.1). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    channel: text('channel').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payout_accounts_number_idx').on(
      table.userName,
      table.channel,
      table.accountNumber,
    ),
  ],
);

/**
 * Withdrawal orders (requirements C4). Placing one books a `withdrawal` entry in the same
 * transaction; rejection books a `refund`. Idempotency as for deposits.
 */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    orderNo: text('order_no').primaryKey(),
    userName: text('user_name').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    status: orderStatus(),
    reason: text('reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'withdraw_orders_account_id_fkey',
      columns: [table.accountId],
      foreignColumns: [payoutAccounts.id],
    }),
    uniqueIndex('withdraw_orders_idempotency_idx').on(table.userName, table.idempotencyKey),
    index('withdraw_orders_user_name_created_at_idx').on(table.userName, table.createdAt),
    check('withdraw_orders_amount_check', sql`${table.amount} > 0`),
    check(
      'withdraw_orders_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * A member's game rounds on the demo game page (requirements C6): the bet and win entries carry the
 * round id as their reference. Free play writes no round.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    roundId: text('round_id').primaryKey(),
    userName: text('user_name').notNull(),
    gameId: text('game_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    category: text('category').notNull(),
    stake: numeric('stake', { precision: 18, scale: 2 }).notNull(),
    payout: numeric('payout', { precision: 18, scale: 2 }).notNull(),
    /** The symbols drawn, for the page and the record. */
    reels: jsonb('reels').$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    /** 0013: the manual rebate claim that paid this round's stake (D3.3); null: not claimed yet. */
    rebateClaimId: bigint('rebate_claim_id', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('game_rounds_idempotency_idx').on(table.userName, table.idempotencyKey),
    index('game_rounds_unclaimed_idx')
      .on(table.userName, table.category)
      .where(sql`${table.rebateClaimId} is null`),
    index('game_rounds_user_name_created_at_idx').on(table.userName, table.createdAt),
    check('game_rounds_stake_check', sql`${table.stake} > 0`),
    check('game_rounds_payout_check', sql`${table.payout} >= 0`),
  ],
);

/** VIP progress (requirements B3.10 "Rank progress"); no label means no rank yet. */
export const playerRanks = pgTable(
  'player_ranks',
  {
    userName: text('user_name').primaryKey(),
    labelId: text('label_id'),
    completedConditions: integer('completed_conditions').notNull(),
    totalConditions: integer('total_conditions').notNull(),
  },
  (table) => [
    check(
      'player_ranks_progress_check',
      sql`${table.completedConditions} >= 0 and ${table.completedConditions} <= ${table.totalConditions}`,
    ),
  ],
);

export const helpItems = pgTable(
  'help_items',
  {
    id: integer('id').primaryKey(),
    tag: text('tag').notNull(),
    device: text('device', { enum: ['ALL', 'MOBILE', 'WEB'] })
      .notNull()
      .default('ALL'),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    contentBn: text('content_bn').notNull(),
    contentEn: text('content_en').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    index('help_items_sort_idx').on(table.sortOrder, table.id),
    check('help_items_device_check', sql`${table.device} in ('ALL', 'MOBILE', 'WEB')`),
  ],
);

/** The member's mail centre (MAILCEN): plain-text messages with a read time. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    contentBn: text('content_bn').notNull(),
    contentEn: text('content_en').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('inbox_messages_user_idx').on(
      table.userName,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('inbox_messages_unread_idx')
      .on(table.userName)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Hosts of the chat (CBS3) the anchor list shows. */
export const chatAnchors = pgTable('chat_anchors', {
  id: integer('id').primaryKey(),
  nicknameBn: text('nickname_bn').notNull(),
  nicknameEn: text('nickname_en').notNull(),
  online: boolean('online').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** Chat messages waiting for a player; launching the chat reads them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    anchorId: integer('anchor_id'),
    bodyBn: text('body_bn').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'chat_messages_anchor_id_fkey',
      columns: [table.anchorId],
      foreignColumns: [chatAnchors.id],
    }).onDelete('set null'),
    index('chat_messages_unread_idx')
      .on(table.userName)
      .where(sql`${table.readAt} is null`),
  ],
);

/** The anchors a member follows (the chat focus list, newest follow first); at most CHAT_FOLLOW_LIMIT per member. */
export const chatFollows = pgTable(
  'chat_follows',
  {
    userName: text('user_name').notNull(),
    anchorId: integer('anchor_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'chat_follows_pkey', columns: [table.userName, table.anchorId] }),
    foreignKey({
      name: 'chat_follows_anchor_id_fkey',
      columns: [table.anchorId],
      foreignColumns: [chatAnchors.id],
    }).onDelete('cascade'),
    index('chat_follows_user_idx').on(table.userName, table.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The chat hosts' rooms and their type (requirements B9.4 "Room types free, VIP, pay per view"; the
 * entry rule is requirements B7.3): a VIP room names the lowest VIP level it admits, a pay-per-view room
 * its price. One room per host.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey(),
    anchorId: integer('anchor_id').notNull(),
    type: text('type', { enum: ['free', 'vip', 'payPerView'] }).notNull(),
    vipLevel: integer('vip_level'),
    price: numeric('price', { precision: 18, scale: 2 }),
  },
  (table) => [
    foreignKey({
      name: 'chat_rooms_anchor_id_fkey',
      columns: [table.anchorId],
      foreignColumns: [chatAnchors.id],
    }).onDelete('cascade'),
    uniqueIndex('chat_rooms_anchor_idx').on(table.anchorId),
    check(
      'chat_rooms_type_check',
      sql`(${table.type} = 'free' and ${table.vipLevel} is null and ${table.price} is null) or (${table.type} = 'vip' and ${table.vipLevel} >= 1 and ${table.price} is null) or (${table.type} = 'payPerView' and ${table.price} > 0 and ${table.vipLevel} is null)`,
    ),
  ],
);

/** Salary, dividend and hourly-salary contracts offered to a player, waiting for acceptance. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    kind: text('kind', { enum: ['dailySalary', 'dividend', 'hourlySalary'] }).notNull(),
    requestType: text('request_type').notNull(),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('agent_contracts_user_idx').on(table.userName, table.kind, table.status),
    check(
      'agent_contracts_kind_check',
      sql`${table.kind} in ('dailySalary', 'dividend', 'hourlySalary')`,
    ),
    check('agent_contracts_status_check', sql`${table.status} in ('pending', 'accepted')`),
  ],
);

/** The terms a contract screen shows: one row per tier. */
export interface ContractTerms {
  period: 'DAILY' | 'HALF_MONTH' | 'HOURLY';
  rewardUnit: 'AMOUNT' | 'PERCENT';
  tiers: { level: number; threshold: string; activeMembers: number; reward: string }[];
}

export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_user_idx').on(table.userName, table.createdAt.desc().nullsFirst())],
);

/** The head icon a player chose among the preset pictures (routes/member-icon.ts). */
export const memberIcons = pgTable('member_icons', {
  userName: text('user_name').primaryKey(),
  icon: text('icon').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Catalogue revision (migrations/0006_catalogue_revision.sql) ─────────────────────────────

/** One counter raised by statement triggers on games and vendors: the in-memory catalogue's staleness check. */
export const catalogueRevisions = pgTable(
  'catalogue_revisions',
  {
    id: integer('id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_revisions_single_row', sql`${table.id} = 1`)],
);

// ── Rewards, security and responsible gaming (migrations/0013, requirements D) ───────────────

/**
 * Promo codes (requirements D2). A code grants a bonus or joins a promotion (exactly one of the
 * two). `redeemed_count` is raised under the row's lock in the redemption's transaction, and the
 * check keeps it within `total_limit` even if a service forgot to look.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Upper case, 4–20 of A–Z and 0–9 (shared/contract/rewards.ts). */
    code: text('code').primaryKey(),
    bonusAmount: numeric('bonus_amount', { precision: 18, scale: 2 }),
    promotionId: integer('promotion_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Redemptions by all members together; null: no total limit. */
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Approved deposits the member needs in total before the code is accepted. */
    minDeposit: numeric('min_deposit', { precision: 18, scale: 2 }).notNull().default('0'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'promo_codes_promotion_id_fkey',
      columns: [table.promotionId],
      foreignColumns: [announcements.id],
    }).onDelete('cascade'),
    check(
      'promo_codes_grant_check',
      sql`(${table.bonusAmount} is null) <> (${table.promotionId} is null)`,
    ),
    check('promo_codes_bonus_check', sql`${table.bonusAmount} is null or ${table.bonusAmount} > 0`),
    check(
      'promo_codes_limits_check',
      sql`${table.perMemberLimit} > 0 and ${table.minDeposit} >= 0`,
    ),
    check(
      'promo_codes_redeemed_check',
      sql`${table.redeemedCount} >= 0 and (${table.totalLimit} is null or ${table.redeemedCount} <= ${table.totalLimit})`,
    ),
  ],
);

/** One row per redemption; its bonus entry has the reference `C<id>`. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userName: text('user_name').notNull(),
    bonusAmount: numeric('bonus_amount', { precision: 18, scale: 2 }),
    promotionId: integer('promotion_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'promo_code_redemptions_code_fkey',
      columns: [table.code],
      foreignColumns: [promoCodes.code],
    }).onDelete('cascade'),
    uniqueIndex('promo_code_redemptions_idempotency_idx').on(table.userName, table.idempotencyKey),
    index('promo_code_redemptions_member_idx').on(table.userName, table.code),
  ],
);

/**
 * Manual rebate claims (requirements D3). The claim marks the rounds it paid
 * (`game_rounds.rebate_claim_id`), so the next total starts from zero; its rebate entry has the
 * reference `RB<id>`.
 */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('rebate_claims_idempotency_idx').on(table.userName, table.idempotencyKey),
    index('rebate_claims_user_name_idx').on(table.userName, table.createdAt),
    check('rebate_claims_amount_check', sql`${table.amount} > 0`),
  ],
);

/** A claim's lines: each category's valid stake, its rate then, and the amount. */
export const rebateClaimLines = pgTable(
  'rebate_claim_lines',
  {
    claimId: bigint('claim_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    stake: numeric('stake', { precision: 18, scale: 2 }).notNull(),
    /** A fraction, e.g. 0.0080 for 0.8 %. */
    rate: numeric('rate', { precision: 6, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'rebate_claim_lines_pkey', columns: [table.claimId, table.category] }),
    foreignKey({
      name: 'rebate_claim_lines_claim_id_fkey',
      columns: [table.claimId],
      foreignColumns: [rebateClaims.id],
    }).onDelete('cascade'),
  ],
);

/** Codes mailed to prove an e-mail address (requirements D4.2); stored as hashes like SMS codes. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_codes_user_name_idx').on(table.userName, table.createdAt)],
);

/** Successful logins (requirements D4.4): the security centre shows the last 10. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    /** phone, tablet, desktop or other, from the User-Agent. */
    deviceKind: text('device_kind').notNull(),
    /** Never the whole address: 203.0.113.x, 2001:db8:85a3::x (docs/api.md "Security"). */
    maskedAddress: text('masked_address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sign_ins_user_name_idx').on(table.userName, table.id)],
);

/**
 * The member's record (requirements D4.5, D5.4): what changed in their security and responsible
 * gaming settings, when, with the details a support agent needs (never a secret).
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('account_events_user_name_idx').on(table.userName, table.id)],
);

/**
 * Deposit limits (requirements D5.1), one row per member and period. `amount` is in force (null:
 * none); a raise or a removal waits in `pending_amount` / `pending_removal` until `pending_from`.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userName: text('user_name').notNull(),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    pendingAmount: numeric('pending_amount', { precision: 18, scale: 2 }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'deposit_limits_pkey', columns: [table.userName, table.period] }),
    check('deposit_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check(
      'deposit_limits_amount_check',
      sql`(${table.amount} is null or ${table.amount} > 0) and (${table.pendingAmount} is null or ${table.pendingAmount} > 0)`,
    ),
  ],
);

/** Self-exclusions (requirements D5.3): no login from `starts_at` until `ends_at`. */
export const selfExclusions = pgTable(
  'self_exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('self_exclusions_user_name_idx').on(table.userName, table.endsAt),
    check('self_exclusions_period_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
