import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { Refusal } from '../refusal.ts';
import { storedSecret } from './round-draw.ts';

// The play ticket (docs/api.md "Cashier" → Rounds): GET /wps/game/launchGame puts it on the demo game
// address, and the page's spins carry it back. The page is opened by navigation, so it has no
// Authorization header; the ticket is what says whose round it is, in which game, and for what money.
//
// Value: `p1.<session id>.<base64url user name>.<game code>.<f|r>.<expires, Unix seconds>.<base64url HMAC-SHA256>`,
// the MAC over everything before its dot, keyed with a server secret kept like the device cookie's
// (services/device-cookie.ts). Only URL-safe characters, well under the contract's 512.
//
// A disabled member or a session that ended: a real-money round checks, at every spin, that the
// ticket's session is still live (rounds.ts), so logging out or being disabled stops real play at
// once. A free-play ticket moves no money and is honoured until it expires.

/** How long a launch's ticket plays: a long session at a game, not a bookmark. */
export const PLAY_TICKET_SECONDS = 12 * 60 * 60;

const SECRET_ID = 'play-ticket-hmac';
const VERSION = 'p1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SESSION_ID = /^[0-9a-f-]{36}$/;
const GAME_CODE = /^[A-Za-z0-9_]{1,32}-\d{1,6}$/;
const secrets = new WeakMap<Database, Promise<Buffer>>();

export interface PlayTicket {
  sessionId: string;
  userName: string;
  gameCode: string;
  /** Free play (a trial session, or a member who asked for it): demo credits, nothing written. */
  free: boolean;
  /** Unix seconds. */
  expires: number;
}

function mac(secret: Buffer, signed: string): Buffer {
  return createHmac('sha256', secret).update(signed).digest();
}

/** A signed ticket for a launch, valid PLAY_TICKET_SECONDS from `now`. */
export async function issuePlayTicket(
  db: Database,
  ticket: Omit<PlayTicket, 'expires'>,
  now: Date,
): Promise<string> {
  const signed = [
    VERSION,
    ticket.sessionId,
    Buffer.from(ticket.userName, 'utf8').toString('base64url'),
    ticket.gameCode,
    ticket.free ? 'f' : 'r',
    String(Math.floor(now.getTime() / 1000) + PLAY_TICKET_SECONDS),
  ].join('.');
  const secret = await storedSecret(db, SECRET_ID, secrets);
  return `${signed}.${mac(secret, signed).toString('base64url')}`;
}

const invalid = () => new Refusal('play.ticket.invalid', 'The play ticket is not valid');

/**
 * The ticket's facts when it checks out for this game at `now`; otherwise a `play.ticket.invalid`
 * refusal (401): malformed, signed with another secret, tampered with, expired, or for another game.
 * The MAC is compared in constant time.
 */
export async function verifyPlayTicket(
  db: Database,
  value: string,
  gameCode: string,
  now: Date,
): Promise<PlayTicket> {
  const parts = value.split('.');
  if (parts.length !== 7) throw invalid();
  const [version, sessionId, encodedUser, code, mode, expires, signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    version !== VERSION ||
    !SESSION_ID.test(sessionId) ||
    !BASE64URL.test(encodedUser) ||
    !GAME_CODE.test(code) ||
    (mode !== 'f' && mode !== 'r') ||
    !/^\d{1,12}$/.test(expires) ||
    !BASE64URL.test(signature)
  )
    throw invalid();
  // Compared as text: a MAC's base64url has spare bits in its last character, and a decoded
  // comparison would take any of its variants.
  const expected = Buffer.from(
    mac(await storedSecret(db, SECRET_ID, secrets), parts.slice(0, 6).join('.')).toString(
      'base64url',
    ),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (code !== gameCode || Number(expires) <= now.getTime() / 1000) throw invalid();
  return {
    sessionId,
    userName: Buffer.from(encodedUser, 'base64url').toString('utf8'),
    gameCode: code,
    free: mode === 'f',
    expires: Number(expires),
  };
}
