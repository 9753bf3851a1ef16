import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  insertCaptchaChallenge,
  latestCaptchaChallenge,
} from '../db/queries/captcha-challenges.ts';
import { captchaChallenges } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { captchaImage, newCaptchaAnswer } from './captcha-image.ts';
import { hashSecret, secretMatches } from './secret-hash.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

// The cookie value is a bearer of the challenge: only its hash is stored, like session tokens.
const clientHash = (clientId: string) =>
  createHash('sha256').update(clientId, 'utf8').digest('hex');

/**
 * A new challenge for the client; it replaces any earlier one. A client that has a row gets it
 * rewritten in place, keeping its id and created_at: those are the indexed columns, so PostgreSQL
 * can update the row on its own page (a HOT update) instead of leaving a dead row and new index
 * entries for vacuum at each new image (server/README.md, Retention).
 * `keepAnswer` only with DEV_TOOLS=1.
 */
export async function issueCaptcha(
  db: Database,
  clientId: string,
  keepAnswer: boolean,
  now = new Date(),
): Promise<{ image: string }> {
  const hash = clientHash(clientId);
  const answer = newCaptchaAnswer();
  const renewed = {
    devAnswer: keepAnswer ? answer : null,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    usedAt: null,
  };
  const earlier = await latestCaptchaChallenge(db, hash);
  const rewritten =
    earlier !== undefined &&
    (
      await db
        .update(captchaChallenges)
        .set({ ...renewed, answerHash: hashSecret(earlier.id, answer) })
        .where(eq(captchaChallenges.id, earlier.id))
        .returning({ id: captchaChallenges.id })
    ).length === 1;
  // A first challenge, or the earlier row was swept between the read and the update.
  if (!rewritten) {
    const id = randomUUID();
    await insertCaptchaChallenge(db, {
      id,
      clientHash: hash,
      answerHash: hashSecret(id, answer),
      ...renewed,
      createdAt: now,
    });
  }
  return { image: captchaImage(answer) };
}

/**
 * Marks the challenge used only if it still holds the answer that was checked: the row is rewritten
 * in place for each new image, so a check that raced with a new image must not use up the new one.
 * False when another request used it first or the image changed, so an answer works only once.
 */
async function useChecked(
  db: Database,
  id: string,
  answerHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.id, id),
        eq(captchaChallenges.answerHash, answerHash),
        isNull(captchaChallenges.usedAt),
      ),
    )
    .returning({ id: captchaChallenges.id });
  return rows.length === 1;
}

/**
 * Checks an answer against the client's newest challenge and uses that challenge up whatever the
 * outcome, so one image cannot be guessed at repeatedly. Missing answer: captcha.required.
 */
export async function checkCaptcha(
  db: Database,
  clientId: string | undefined,
  answer: string,
  failureValue?: unknown,
): Promise<void> {
  if (answer.trim() === '')
    throw new ApiError(400, 'captcha.required', 'Please enter the verification code', failureValue);
  const now = new Date();
  const challenge =
    clientId === undefined ? undefined : await latestCaptchaChallenge(db, clientHash(clientId));
  const usable = challenge !== undefined && challenge.usedAt === null && challenge.expiresAt > now;
  const right = usable && secretMatches(challenge.id, answer.trim(), challenge.answerHash);
  const firstUse = usable && (await useChecked(db, challenge.id, challenge.answerHash, now));
  if (!right || !firstUse)
    throw new ApiError(
      400,
      'captcha.invalid',
      'The verification code is wrong, please try again',
      failureValue,
    );
}

/** For GET /dev/captcha: the answer of the challenge last issued to the client, if any was kept. */
export async function lastCaptchaAnswer(
  db: Database,
  clientId: string,
): Promise<string | undefined> {
  return (await latestCaptchaChallenge(db, clientHash(clientId)))?.devAnswer ?? undefined;
}
