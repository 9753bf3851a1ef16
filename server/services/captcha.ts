import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { insertCaptchaChallenge, latestCaptchaChallenge, useCaptchaChallenge } from '../db/queries/captcha-challenges.ts';
import { ApiError } from '../http/errors.ts';
import { captchaImage, newCaptchaAnswer } from './captcha-image.ts';
import { hashSecret, secretMatches } from './secret-hash.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

// The cookie value is a bearer of the challenge: only its hash is stored, like session tokens.
const clientHash = (clientId: string) => createHash('sha256').update(clientId, 'utf8').digest('hex');

/** A new challenge for the client; it replaces any earlier one. `keepAnswer` only with DEV_TOOLS=1. */
export async function issueCaptcha(db: Database, clientId: string, keepAnswer: boolean, now = new Date()): Promise<{ image: string }> {
  const id = randomUUID();
  const answer = newCaptchaAnswer();
  await insertCaptchaChallenge(db, {
    id,
    clientHash: clientHash(clientId),
    answerHash: hashSecret(id, answer),
    devAnswer: keepAnswer ? answer : null,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  return { image: captchaImage(answer) };
}

/**
 * Checks an answer against the client's newest challenge and uses that challenge up whatever the
 * outcome, so one image cannot be guessed at repeatedly. Missing answer: captcha.required.
 */
export async function checkCaptcha(db: Database, clientId: string | undefined, answer: string, failureValue?: unknown): Promise<void> {
  if (answer.trim() === '') throw new ApiError(400, 'captcha.required', 'Please enter the verification code', failureValue);
  const now = new Date();
  const challenge = clientId === undefined ? undefined : await latestCaptchaChallenge(db, clientHash(clientId));
  const usable = challenge !== undefined && challenge.usedAt === null && challenge.expiresAt > now;
  const right = usable && secretMatches(challenge.id, answer.trim(), challenge.answerHash);
  const firstUse = usable && (await useCaptchaChallenge(db, challenge.id, now));
  if (!right || !firstUse) throw new ApiError(400, 'captcha.invalid', 'The verification code is wrong, please try again', failureValue);
}

/** For GET /dev/captcha: the answer of the challenge last issued to the client, if any was kept. */
export async function lastCaptchaAnswer(db: Database, clientId: string): Promise<string | undefined> {
  return (await latestCaptchaChallenge(db, clientHash(clientId)))?.devAnswer ?? undefined;
}
