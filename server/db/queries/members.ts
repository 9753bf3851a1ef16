import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { userNameKey } from '../../services/user-name-key.ts';
import { members } from '../schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/**
 * The member a user name reaches: the one whose key (services/user-name-key.ts, unique index) is the
 * key of this spelling. The failed-login counters use the same key, so no spelling reaches an account
 * past its counter (server/README.md "Password guessing"). A name stored exactly so wins: of two
 * members whose names came to fold to one key before keys existed, migration 0011 left the newer a
 * key of its own, and its exact name (a session's user name included) still finds it, not the older.
 */
export async function findMemberByUserName(
  db: Database,
  userName: string,
): Promise<MemberRow | undefined> {
  const exact = sql`${members.userName} = ${userName}`;
  const [row] = await db
    .select()
    .from(members)
    // lower() only lets the exact comparison use the unique index on lower(user_name).
    .where(
      or(
        eq(members.userNameKey, userNameKey(userName)),
        and(sql`lower(${members.userName}) = lower(${userName})`, exact),
      ),
    )
    .orderBy(sql`${exact} desc`)
    .limit(1);
  return row;
}

export async function findMemberByMobile(
  db: Database,
  countryDialingCode: string,
  mobileNum: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)),
    );
  return row;
}

/**
 * Inserts unless the user name (its key) or mobile number is taken (a race lost to another request
 * included). The key is computed here, so no caller can store one that disagrees with the name.
 */
export async function insertMember(
  db: Database,
  member: Omit<NewMember, 'userNameKey'>,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .insert(members)
    .values({ ...member, userNameKey: userNameKey(member.userName) })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateMemberPassword(
  db: Database,
  id: number,
  passwordHash: string,
  firstTimeLogin: boolean,
): Promise<void> {
  await db.update(members).set({ passwordHash, firstTimeLogin }).where(eq(members.id, id));
}

/** Development control: sets a player's nickname (e.g. a stored-XSS vector). False when no such player. */
export async function updateMemberNickname(
  db: Database,
  userName: string,
  nickname: string,
): Promise<boolean> {
  const member = await findMemberByUserName(db, userName);
  if (member === undefined) return false;
  await db.update(members).set({ nickname }).where(eq(members.id, member.id));
  return true;
}

/**
 * Replaces a password hash with a stronger hash of the same password, only if it is still the hash
 * that was checked (a password change in between wins). True when it was replaced.
 */
export async function upgradePasswordHash(
  db: Database,
  id: number,
  checkedHash: string,
  strongerHash: string,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ passwordHash: strongerHash })
    .where(and(eq(members.id, id), eq(members.passwordHash, checkedHash)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/**
 * Sets a new password only if the stored hash is still the one the caller checked, so of several
 * changes racing from the same old password exactly one wins. True when it was set.
 */
export async function replaceMemberPassword(
  db: Database,
  id: number,
  checkedHash: string,
  passwordHash: string,
  firstTimeLogin: boolean,
): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ passwordHash, firstTimeLogin })
    .where(and(eq(members.id, id), eq(members.passwordHash, checkedHash)))
    .returning({ id: members.id });
  return rows.length > 0;
}
