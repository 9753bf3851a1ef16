// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createApiEvents } from '../../../src/api/events';
import { keepSessionAlive } from '../../../src/features/account/session-renewal/session-renewal.actors';
import { watchActivity } from '../../../src/features/account/session-renewal/watch-activity';
import { clearSession, getSessionInfo, setSessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui/toast/toast-store';
import { TIMINGS } from '../../requirements/timings';
import { fail, fakeAdapter, header, ok, type Handler } from '../../api/helpers/fake-adapter';

// Requirements A7.4 and B8.5 on the site: the renewal chart with its real effects (storage, toast,
// login popup, the calls through the API client), on fake timers; numbers from the requirements' table.
const popups = vi.hoisted(() => ({ openPopup: vi.fn() }));
vi.mock('../../../src/lib/popups-actor.ts', () => ({ openPopup: popups.openPopup }));

const IDLE = TIMINGS.sessionIdleLimit.ms;
const RENEW = TIMINGS.sessionRenewInterval.ms;
const SAMPLE = TIMINGS.activitySample.ms;
const LOGGED_OUT = 'The account has been logged out, please log in again';
let tokens = 0;
let member = {
  token: 'tok-0',
  merchantCode: 'bdbt',
  userName: 'demo_player',
  type: 0,
  firstTimeLogin: false,
};
const renewed = ok({ expiresAt: '2026-12-07T10:00:00.000Z', secondsLeft: 14_400 });

function start(handler: Handler) {
  const server = fakeAdapter(handler);
  // As src/app/network-notices.ts does for the site's client: a 401 shows the logged-out message.
  const events = createApiEvents();
  events.on('session.expired', () => void toast.show({ style: 'fail', message: LOGGED_OUT }));
  const client = createApiClient({ adapter: server.adapter, events });
  keepSessionAlive(member.token, { client });
  const calls = () => server.requests.map((r) => `${r.method} ${r.url}`);
  return { calls, requests: server.requests };
}
const messages = () => toast.getSnapshot().map((t) => t.message);

beforeAll(() => {
  // English without a catalogue: messages read as their source text.
  i18n.load('en', {});
  i18n.activate('en');
});
beforeEach(() => {
  vi.useFakeTimers();
  popups.openPopup.mockReset();
  // A session of its own per test: the chart of the previous one may still be finishing.
  tokens += 1;
  member = { ...member, token: `tok-${tokens}` };
  setSessionInfo(member);
});
afterEach(() => {
  // Whatever is left running stops with its session.
  clearSession();
  toast.clear();
  vi.useRealTimers();
});

describe('the player’s input (requirements A7.4)', () => {
  it('notes a tap, a key, a scroll or the wheel at most once every 10 seconds, until stopped', () => {
    let now = 0;
    const seen = vi.fn();
    const stop = watchActivity(window, seen, SAMPLE, () => now);
    for (const type of ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart']) {
      now += SAMPLE;
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
    }
    expect(seen).toHaveBeenCalledTimes(5);
    now += SAMPLE - 1;
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toHaveBeenCalledTimes(5);
    stop();
    now += SAMPLE;
    window.dispatchEvent(new Event('keydown'));
    expect(seen).toHaveBeenCalledTimes(5);
  });
});

describe('session renewal on the site (requirements A7.4, B8.5)', () => {
  it('renews as the site opens and while the player is active; the player stays signed in', async () => {
    const { calls, requests } = start(() => renewed);
    await vi.advanceTimersByTimeAsync(0);
    for (let minute = 0; minute < 60; minute += 5) {
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      window.dispatchEvent(new Event('pointerdown'));
    }
    expect(calls()).toEqual(Array(1 + (60 * 60_000) / RENEW).fill('post /wps/session/renew'));
    expect(header(requests[0], 'Authorization')).toBe(member.token);
    expect(getSessionInfo()?.token).toBe(member.token);
    expect(messages()).toEqual([]);
  });

  it('idle for 30 minutes: ends the session on the server, clears it, shows the message once and opens the login', async () => {
    const { calls, requests } = start((config) =>
      config.method === 'delete' ? ok(null) : renewed,
    );
    await vi.advanceTimersByTimeAsync(IDLE - 1);
    expect(getSessionInfo()?.token).toBe(member.token);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toContain('delete /wps/session/logout');
    const logout = requests.find((r) => r.method === 'delete');
    expect(header(logout, 'Authorization')).toBe(member.token);
    expect(getSessionInfo()).toBeNull();
    expect(messages()).toEqual([LOGGED_OUT]);
    expect(popups.openPopup).toHaveBeenCalledWith('login');
  });

  it('a renewal answered 401: the message once (not a second one from the API layer) and the login', async () => {
    const { calls } = start(() => fail(401, 'login.not.session'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual(['post /wps/session/renew']);
    expect(getSessionInfo()).toBeNull();
    expect(messages()).toEqual([LOGGED_OUT]);
    expect(popups.openPopup).toHaveBeenCalledWith('login');
  });

  it('a session the site closed itself (logout) stops the renewal without a word', async () => {
    const { calls } = start(() => renewed);
    await vi.advanceTimersByTimeAsync(0);
    clearSession();
    await vi.advanceTimersByTimeAsync(IDLE + RENEW);
    expect(calls()).toEqual(['post /wps/session/renew']);
    expect(messages()).toEqual([]);
    expect(popups.openPopup).not.toHaveBeenCalled();
  });
});
