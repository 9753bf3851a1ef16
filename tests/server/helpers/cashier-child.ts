// A real server process for the cashier's process tests: the app over the PostgreSQL database named
// by the first argument, or the file-backed PGlite folder named by the second; demo channels and
// development controls on, no seeding (the test made its members). Prints its port as one JSON line
// and serves until it is killed.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createApp } from '../../../server/app.ts';
import { insertPayoutAccount } from '../../../server/db/queries/cashier-payout-accounts.ts';
import { members } from '../../../server/db/schema.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { hashPassword } from '../../../server/services/password-hash.ts';
import { newMember } from './cashier.ts';
import { readTemplate } from './database-template.ts';
import { defaultSiteConfig } from '../../../server/config/site-config.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { createLogger } from '../../../server/logger.ts';

const databaseUrl = process.argv[2] || undefined;
const dataDir = process.argv[3] || 'memory://';
// "setup <balance> <payment password>": a new PGlite folder from the migrated template, and a member
// ready to withdraw, made here so the test need not open the folder first (one process at a time).
const setup =
  process.argv[4] === 'setup' ? { balance: process.argv[5]!, pay: process.argv[6]! } : undefined;
const database = await openDatabase({
  databaseUrl,
  dataDir,
  loadDataDir:
    setup !== undefined && databaseUrl === undefined ? await readTemplate('migrated') : undefined,
});
await migrate(database.db);
let ready: object = {};
if (setup !== undefined) {
  const member = await newMember(database.db, setup.balance);
  await database.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(setup.pay) })
    .where(eq(members.userName, member.userName));
  const account = await insertPayoutAccount(database.db, {
    userName: member.userName,
    channel: 'bkash',
    accountNumber: '01812345678',
    holderName: 'Rahim Uddin',
  });
  ready = { member, accountId: account?.id };
}
const app = createApp({
  db: database.db,
  siteConfig: defaultSiteConfig(),
  logger: createLogger('silent'),
  devTools: true,
  demoData: true,
  staticDir: null,
  siteCacheMs: 0,
});
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, ...ready })}\n`);
});
