import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { paramError } from '../http/errors.ts';
import { storedSecret } from './cashier/round-draw.ts';
import { openSession } from './member-session.ts';
import { TRIAL_TYPE } from './member-types.ts';

/** Every trial player's name starts so; the retention sweep finds their game lists by it. */
export const TRIAL_NAME_PREFIX = 'trial_';

/** How long a created trial account waits for its trial play call. */
export const TRIAL_TICKET_SECONDS = 5 * 60;

const SECRET_ID = 'trial-account-hmac';
const secrets = new WeakMap<Database, Promise<Buffer>>();
const TICKET = /^t1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: Buffer, merchantCode: string, userName: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`t1.${merchantCode}.${userName}.${expires}`).digest();
}

/**
 * Requirements A7.1 "Trial account create" (GET): a throwaway trial name for the merchant, and a
 * ticket (`t1.<expires, Unix seconds>.<base64url HMAC-SHA256 of merchant, name and expiry>`) that
 * lets the trial play call start its session within TRIAL_TICKET_SECONDS. No member row: a trial
 * player has no password, balance or profile; the name and the session are all there is.
 */
export async function createTrialAccount(
  db: Database,
  merchantCode: string,
  now = new Date(),
): Promise<{ userName: string; ticket: string }> {
  const userName = `${TRIAL_NAME_PREFIX}${randomBytes(5).toString('hex')}`;
  const expires = Math.floor(now.getTime() / 1000) + TRIAL_TICKET_SECONDS;
  const secret = await storedSecret(db, SECRET_ID, secrets);
  const signature = mac(secret, merchantCode, userName, expires).toString('base64url');
  return { userName, ticket: `t1.${expires}.${signature}` };
}

async function checkTicket(
  db: Database,
  merchantCode: string,
  account: { userName: string; ticket: string },
  now: Date,
): Promise<void> {
  const refused = (reason: string) => paramError([{ field: 'ticket', reason }]);
  const parts = TICKET.exec(account.ticket);
  if (parts === null || !account.userName.startsWith(TRIAL_NAME_PREFIX))
    throw refused('not a trial account ticket');
  const expires = Number(parts[1]);
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  const secret = await storedSecret(db, SECRET_ID, secrets);
  const expected = mac(secret, merchantCode, account.userName, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused('not a trial account ticket');
  if (expires * 1000 <= now.getTime()) throw refused('the trial account ticket has expired');
  // A ticket starts one trial: a name that already had a session is not handed out again.
  const [used] = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.userName, account.userName), eq(sessions.type, TRIAL_TYPE)))
    .limit(1);
  if (used !== undefined) throw refused('the trial account has been used');
}

/**
 * Requirements A7.1 "Trial play" (POST, FREEPLAY3): the trial session of an account the GET above
 * created, or, called without one (clients that make a single call), of a new throwaway account.
 */
export async function startTrial(
  db: Database,
  merchantCode: string,
  account?: { userName: string; ticket: string },
  now = new Date(),
): Promise<{ token: string; userName: string; customerType: number }> {
  if (account !== undefined) await checkTicket(db, merchantCode, account, now);
  const userName = account?.userName ?? (await createTrialAccount(db, merchantCode, now)).userName;
  const token = await openSession(db, { userName, merchantCode, type: TRIAL_TYPE }, now);
  return { token, userName, customerType: TRIAL_TYPE };
}
