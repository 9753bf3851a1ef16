import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

// Hand-written SQL in migrations/ creates these tables; tests/server/migrations.test.ts checks that
// both agree, so a column added here without a migration (or the reverse) fails the suite.

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
    tokenHash: text('token_hash').notNull().unique(),
    userName: text('user_name').notNull(),
    merchantCode: text('merchant_code').notNull(),
    type: integer('type').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt), index('sessions_user_name_idx').on(table.userName)],
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

/** Players and agents. Types per spec §6 (services/member-types.ts); passwords as scrypt hashes. */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    merchantCode: text('merchant_code').notNull(),
    type: integer('type').notNull().default(0),
    status: text('status', { enum: ['enabled', 'disabled'] }).notNull().default('enabled'),
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
  },
  (table) => [
    uniqueIndex('members_user_name_lower_idx').on(sql`lower(${table.userName})`),
    uniqueIndex('members_mobile_idx').on(table.countryDialingCode, table.mobileNum).where(sql`${table.mobileNum} is not null`),
    index('members_email_lower_idx').on(sql`lower(${table.email})`),
    check('members_status_check', sql`${table.status} in ('enabled', 'disabled')`),
    check('members_type_check', sql`${table.type} >= 0`),
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
    purpose: text('purpose', { enum: ['register', 'noLogin'] }).notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_mobile_idx').on(table.purpose, table.countryDialingCode, table.mobileNum, table.createdAt),
    check('verification_codes_purpose_check', sql`${table.purpose} in ('register', 'noLogin')`),
  ],
);

/** Failed logins per account and per caller address; any recent failure makes the next login ask a captcha. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
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
    code: text('code').notNull().unique(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
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
    index('games_sort_idx').on(table.sortOrder, table.id),
    index('games_type_sort_idx').on(table.gameType, table.sortOrder, table.id),
    index('games_category_sort_idx').on(table.gameCategory, table.sortOrder, table.id),
    index('games_vendor_sort_idx').on(table.vendorCode, table.sortOrder, table.id),
    index('games_classify_sort_idx').on(table.classify, table.sortOrder, table.id),
    index('games_new_sort_idx').on(table.sortOrder, table.id).where(sql`${table.isNew}`),
    uniqueIndex('games_hot_rank_idx').on(table.hotRank).where(sql`${table.hotRank} is not null`),
    index('games_min_bet_idx').on(table.minBet),
    index('games_min_line_idx').on(table.minLine),
    // Trigram GIN over both names: case-insensitive "contains" search without a sequential scan.
    index('games_name_trgm_idx').using('gin', sql`(lower(${table.nameEn} || ' ' || ${table.nameBn})) gin_trgm_ops`),
    check('games_min_bet_check', sql`${table.minBet} > 0`),
    check('games_min_line_check', sql`${table.minLine} > 0`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    userName: text('user_name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userName, table.gameId] }), index('favourite_games_user_idx').on(table.userName, table.createdAt.desc())],
);

/** One row per player and game, moved to the front at each launch. */
export const recentGames = pgTable(
  'recent_games',
  {
    userName: text('user_name').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userName, table.gameId] }), index('recent_games_user_idx').on(table.userName, table.launchedAt.desc())],
);

/** Demo big wins shown on the home screen; names are already masked as the board shows them. */
export const winnerBoard = pgTable(
  'winner_board',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerName: text('customer_name').notNull(),
    winAmount: numeric('win_amount', { precision: 18, scale: 2 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('winner_board_amount_idx').on(table.winAmount.desc(), table.id), check('winner_board_amount_check', sql`${table.winAmount} > 0`)],
);
