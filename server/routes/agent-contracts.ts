import { Hono } from 'hono';
import type { AppServices } from '../app-services.ts';
import type { ContractKind } from '../db/queries/agent-contracts.ts';
import type { ModuleId } from '../../shared/module-ids.ts';
import type { AppEnv } from '../http/app-env.ts';
import { contractAcceptBody } from '../http/content-inputs.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { acceptPlayerContract, contractCheck } from '../services/agent-contracts.ts';

/** Each contract kind: its module, its check call (the contract's path) and its accept call. */
const KINDS: readonly { kind: ContractKind; module: ModuleId; check: string; accept: string }[] = [
  {
    kind: 'dividend',
    module: 'SIGNCONDIV3',
    check: '/MCS2_processDividendReq',
    accept: '/MCS2_acceptDividendReq',
  },
  {
    kind: 'dailySalary',
    module: 'DAILYSALCONT3',
    check: '/MCS2_processDailySalContract',
    accept: '/MCS2_acceptDailySalContract',
  },
  {
    kind: 'hourlySalary',
    module: 'HOURSAL3',
    check: '/MCS2_processContractHourSalary',
    accept: '/MCS2_acceptContractHourSalary',
  },
];

/** Agent contract checks and acceptance under /wps/relay (session, not for trial players). */
export function agentContractRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  const session = requireSession(services.db);
  const app = new Hono<AppEnv>();
  for (const { kind, module, check, accept } of KINDS) {
    app.get(check, guard(module), session, refuseTrial, async (c) =>
      ok(c, await contractCheck(services.db, c.get('session'), kind)),
    );
    app.post(
      accept,
      guard(module),
      session,
      refuseTrial,
      validate('json', contractAcceptBody),
      async (c) => {
        await acceptPlayerContract(
          services.db,
          c.get('session'),
          kind,
          c.req.valid('json').contractId,
        );
        return ok(c, null);
      },
    );
  }
  return app;
}
