import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  auth,
  call,
  expectFailure,
  resetContent,
  switchOff,
  tokens,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  module: string;
  /** none: open to visitors; optional: a token is read when sent; member: a session is required. */
  session: 'none' | 'optional' | 'member';
  /** A trial (type 4) session is refused with 403 trial.not.allowed. */
  trialRefused: boolean;
  body?: unknown;
}

// Every content and member call with its module, as server/README.md lists them.
const CALLS: readonly Call[] = [
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H',
    module: 'COMM3',
    session: 'optional',
    trialRefused: false,
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    module: 'COMM3',
    session: 'member',
    trialRefused: true,
    body: { announcementId: 302 },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpJoinPromotion',
    module: 'COMM3',
    session: 'member',
    trialRefused: true,
    body: { promotionId: 102 },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpClaimReward',
    module: 'REWCEN3',
    session: 'member',
    trialRefused: true,
    body: { promotionId: 101 },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_signUpRequestReward',
    module: 'REWCEN3',
    session: 'member',
    trialRefused: true,
    body: { promotionId: 107 },
  },
  {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    module: 'COMM3',
    session: 'member',
    trialRefused: false,
  },
  {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    module: 'COMM3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_promoCodeEnabled',
    module: 'COMM3',
    session: 'none',
    trialRefused: false,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    module: 'COMM3',
    session: 'member',
    trialRefused: false,
  },
  {
    method: 'GET',
    path: '/wps/system/helpCenter?lang=BN&device=MOBILE',
    module: 'COMM3',
    session: 'none',
    trialRefused: false,
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    module: 'MAILCEN',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_messageList',
    module: 'MAILCEN',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/CSP_messageDetail?id=1',
    module: 'MAILCEN',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'POST',
    path: '/wps/relay/CSP_markAsRead',
    module: 'MAILCEN',
    session: 'member',
    trialRefused: true,
    body: { ids: [1] },
  },
  {
    method: 'GET',
    path: '/wps/relay/CBS_anchorList',
    module: 'CBS3',
    session: 'none',
    trialRefused: false,
  },
  {
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    module: 'CBS3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/CBS_launchChat?b2c=1&template=v2',
    module: 'CBS3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCS2_processDividendReq',
    module: 'SIGNCONDIV3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCS2_processDailySalContract',
    module: 'DAILYSALCONT3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCS2_processContractHourSalary',
    module: 'HOURSAL3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'POST',
    path: '/wps/relay/MCS2_acceptDividendReq',
    module: 'SIGNCONDIV3',
    session: 'member',
    trialRefused: true,
    body: { contractId: 2 },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCS2_acceptDailySalContract',
    module: 'DAILYSALCONT3',
    session: 'member',
    trialRefused: true,
    body: { contractId: 1 },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCS2_acceptContractHourSalary',
    module: 'HOURSAL3',
    session: 'member',
    trialRefused: true,
    body: { contractId: 3 },
  },
  {
    method: 'GET',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    session: 'member',
    trialRefused: true,
  },
  {
    method: 'GET',
    path: '/wps/feedback/setting',
    module: 'COMM3',
    session: 'none',
    trialRefused: false,
  },
  {
    method: 'PUT',
    path: '/wps/feedback',
    module: 'COMM3',
    session: 'member',
    trialRefused: true,
    body: { content: 'Please add more cricket markets.' },
  },
];

// The reward claim is a money call and needs an Idempotency-Key (requirements D0.3); the others
// ignore it.
const send = (entry: Call, headers: Record<string, string> = {}, body: unknown = entry.body) =>
  call(content.fixture.app, entry.path, {
    method: entry.method,
    headers: { 'Idempotency-Key': randomUUID(), ...headers },
    body,
  });

describe('every content and member call', () => {
  it('succeeds for the player it is meant for', async () => {
    for (const entry of CALLS) {
      // The contract calls concern the seeded agent; the others the seeded member.
      const who = entry.path.includes('MCS2_') ? content.token.agent : content.token.player;
      const answer = await send(entry, entry.session === 'none' ? {} : auth(who));
      expect([entry.path, answer.status, answer.body.success]).toEqual([entry.path, 200, true]);
    }
  });

  it('answers 401 login.not.session without a session where one is needed, and for a dead token', async () => {
    for (const entry of CALLS.filter((item) => item.session === 'member'))
      expectFailure(await send(entry), 401, 'login.not.session');
    for (const entry of CALLS.filter((item) => item.session !== 'none'))
      expectFailure(await send(entry, auth('expired-or-unknown')), 401, 'login.not.session');
  });

  it('refuses a trial player exactly where the spec says, and serves it elsewhere', async () => {
    for (const entry of CALLS.filter((item) => item.session !== 'none')) {
      const answer = await send(entry, auth(content.token.trial));
      if (entry.trialRefused) expectFailure(answer, 403, 'trial.not.allowed');
      else expect([entry.path, answer.status]).toEqual([entry.path, 200]);
    }
  });

  it('answers 400 function.not.available when its module is off', async () => {
    for (const module of new Set(CALLS.map((entry) => entry.module))) {
      await resetContent(content.fixture);
      const fresh = await tokens(content.fixture);
      await switchOff(content.fixture.app, module);
      for (const entry of CALLS.filter((item) => item.module === module))
        expectFailure(await send(entry, auth(fresh.agent)), 400, 'function.not.available');
    }
  });

  it('never answers 500 to bodies of the wrong shape', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      0,
      { promotionId: { $gt: 1 } },
      { announcementId: [1] },
      { ids: 'all' },
      { content: null },
      { contractId: 99_999_999_999 },
      { promotionId: 1, remarks: ['x'] },
    ];
    for (const entry of CALLS.filter((item) => item.method !== 'GET')) {
      for (const body of bodies) {
        const answer = await send(entry, auth(content.token.agent), body);
        expect([
          entry.path,
          answer.status < 500,
          answer.body.success === false || answer.status === 200,
        ]).toEqual([entry.path, true, true]);
        if (answer.status !== 200) expect(answer.body.errorCode).toEqual(expect.any(String));
      }
    }
  });

  it('never answers 500 to odd query strings', async () => {
    const odd = [
      '%',
      '%zz',
      'a[b]=1',
      'types=%00',
      'id=1&id=2',
      'pageNo=1e3',
      'language=%F0%9F%98%80',
    ];
    for (const entry of CALLS.filter((item) => item.method === 'GET')) {
      for (const query of odd) {
        const path = `${entry.path}${entry.path.includes('?') ? '&' : '?'}${query}`;
        const answer = await call(content.fixture.app, path, {
          headers: auth(content.token.player),
        });
        expect([path, answer.status < 500]).toEqual([path, true]);
      }
    }
  });
});
