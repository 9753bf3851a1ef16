import { describe, expect, it } from 'vitest';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  sessionToken,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

const KINDS = [
  {
    type: 'dailySalary',
    module: 'DAILYSALCONT3',
    check: 'MCS2_processDailySalContract',
    accept: 'MCS2_acceptDailySalContract',
    period: 'DAILY',
  },
  {
    type: 'dividend',
    module: 'SIGNCONDIV3',
    check: 'MCS2_processDividendReq',
    accept: 'MCS2_acceptDividendReq',
    period: 'HALF_MONTH',
  },
  {
    type: 'hourlySalary',
    module: 'HOURSAL3',
    check: 'MCS2_processContractHourSalary',
    accept: 'MCS2_acceptContractHourSalary',
    period: 'HOURLY',
  },
] as const;

interface Check {
  pending: boolean;
  contract: {
    contractId: number;
    type: string;
    period: string;
    rewardUnit: string;
    tiers: { level: number; threshold: string; activeMembers: number; reward: string }[];
    status: string;
  } | null;
}

const check = async (path: string, headers: Record<string, string>) =>
  (await call(content.fixture.app, `/wps/relay/${path}`, { headers })).body.value as Check;
const accept = (path: string, body: unknown, headers: Record<string, string>) =>
  call(content.fixture.app, `/wps/relay/${path}`, { method: 'POST', body, headers });
const funds = (headers: Record<string, string>) =>
  call(content.fixture.app, '/wps/member/info/funds/consolidated', { headers });

describe('agent contracts', () => {
  it('reports the seeded agent’s pending contract of each kind with its terms', async () => {
    for (const kind of KINDS) {
      const answer = await check(kind.check, auth(content.token.agent));
      expect(answer.pending, kind.type).toBe(true);
      expect(answer.contract).toMatchObject({
        type: kind.type,
        period: kind.period,
        status: 'pending',
      });
      expect(answer.contract?.tiers[0]).toEqual({
        level: 1,
        threshold: expect.stringMatching(/^\d+\.\d{2}$/),
        activeMembers: expect.any(Number),
        reward: expect.any(String),
      });
    }
    expect(
      (await check('MCS2_processDividendReq', auth(content.token.agent))).contract?.rewardUnit,
    ).toBe('PERCENT');
  });

  it('summarises pending contracts in the consolidated funds (non-empty = a contract is required)', async () => {
    expect((await funds(auth(content.token.agent))).body.value).toEqual({
      dailysalreqtype: 'NEW',
      divtypecompperiodreq: 'HALF_MONTH',
      contracthoursalreq: 'NEW',
    });
    expect((await funds(auth(content.token.player))).body.value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('accepts a contract: the check then reports nothing pending; accepting again is fine', async () => {
    for (const kind of KINDS) {
      const { contract } = await check(kind.check, auth(content.token.agent));
      expect(
        (await accept(kind.accept, { contractId: contract?.contractId }, auth(content.token.agent)))
          .body,
      ).toEqual({ success: true, value: null });
      expect(await check(kind.check, auth(content.token.agent))).toEqual({
        pending: false,
        contract: null,
      });
      expect(
        (await accept(kind.accept, { contractId: contract?.contractId }, auth(content.token.agent)))
          .status,
      ).toBe(200);
    }
    expect((await funds(auth(content.token.agent))).body.value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('answers 404 for another player’s contract, a contract of another kind, or an unknown id', async () => {
    const { contract } = await check('MCS2_processDailySalContract', auth(content.token.agent));
    expectFailure(
      await accept(
        'MCS2_acceptDailySalContract',
        { contractId: contract?.contractId },
        auth(content.token.player),
      ),
      404,
      'not.found',
    );
    expectFailure(
      await accept(
        'MCS2_acceptDividendReq',
        { contractId: contract?.contractId },
        auth(content.token.agent),
      ),
      404,
      'not.found',
    );
    expectFailure(
      await accept(
        'MCS2_acceptDailySalContract',
        { contractId: 999_999 },
        auth(content.token.agent),
      ),
      404,
      'not.found',
    );
    expect((await check('MCS2_processDailySalContract', auth(content.token.agent))).pending).toBe(
      true,
    );
  });

  it('reports nothing for members without contracts and for types 40-42', async () => {
    expect(await check('MCS2_processDailySalContract', auth(content.token.player))).toEqual({
      pending: false,
      contract: null,
    });
    const type41 = await sessionToken(content.fixture.database, 'demo_agent', 41);
    expect(await check('MCS2_processDailySalContract', auth(type41))).toEqual({
      pending: false,
      contract: null,
    });
    expect((await funds(auth(type41))).body.value).toEqual({
      dailysalreqtype: '',
      divtypecompperiodreq: '',
      contracthoursalreq: '',
    });
  });

  it('refuses a trial player and a missing session on every contract call', async () => {
    for (const kind of KINDS) {
      expectFailure(
        await call(content.fixture.app, `/wps/relay/${kind.check}`, {
          headers: auth(content.token.trial),
        }),
        403,
        'trial.not.allowed',
      );
      expectFailure(
        await call(content.fixture.app, `/wps/relay/${kind.check}`),
        401,
        'login.not.session',
      );
      expectFailure(
        await accept(kind.accept, { contractId: 1 }, auth(content.token.trial)),
        403,
        'trial.not.allowed',
      );
    }
    expectFailure(await funds(auth(content.token.trial)), 403, 'trial.not.allowed');
    expectFailure(await funds({}), 401, 'login.not.session');
  });

  it('gates each kind by its module', async () => {
    for (const kind of KINDS) {
      await switchOff(content.fixture.app, kind.module);
      expectFailure(
        await call(content.fixture.app, `/wps/relay/${kind.check}`, {
          headers: auth(content.token.agent),
        }),
        400,
        'function.not.available',
      );
      expectFailure(
        await accept(kind.accept, { contractId: 1 }, auth(content.token.agent)),
        400,
        'function.not.available',
      );
    }
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(await funds(auth(content.token.agent)), 400, 'function.not.available');
  });

  it('rejects bad accept bodies by field', async () => {
    expectFieldError(
      await accept('MCS2_acceptDailySalContract', {}, auth(content.token.agent)),
      'contractId',
    );
    expectFieldError(
      await accept('MCS2_acceptDailySalContract', { contractId: 'abc' }, auth(content.token.agent)),
      'contractId',
    );
    expectFieldError(
      await call(content.fixture.app, '/wps/relay/MCS2_acceptDailySalContract', {
        method: 'POST',
        rawBody: '[',
        headers: auth(content.token.agent),
      }),
      'body',
    );
  });
});
