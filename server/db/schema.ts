import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
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
