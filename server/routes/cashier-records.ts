import { Hono } from 'hono';
import {
  betRecordsQuerySchema,
  transactionRecordsQuerySchema,
} from '../../shared/contract/calls/cashier-requests.ts';
import { BET_RECORDS_MODULE } from '../../shared/contract/calls/bet-records.ts';
import { TRANSACTION_RECORDS_MODULE } from '../../shared/contract/calls/transaction-records.ts';
import type { AppServices } from '../app-services.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { moduleGuard } from '../http/module-guard.ts';
import { refuseTrial } from '../http/refuse-trial.ts';
import { requireSession } from '../http/require-session.ts';
import { validate } from '../http/validate.ts';
import { betRecords } from '../services/cashier/bets.ts';
import { transactionRecords } from '../services/cashier/records.ts';
import { catalogueLanguage } from '../services/game-dto.ts';

/**
 * An order's channel as the cashier's configuration names it; the code itself for a channel the
 * configuration no longer lists (an order outlives a channel switched off).
 */
function channelNames(config: SiteConfig): (code: string) => string {
  const { depositChannels, withdrawChannels } = config.cashier;
  const names = new Map<string, string>();
  for (const channel of [...withdrawChannels, ...depositChannels])
    names.set(channel.code, channel.name);
  return (code) => names.get(code) ?? code;
}

/**
 * GET /wps/cashier/records (TRANSREC3) and GET /wps/cashier/bets (TRANSBETREPMEM3): the member's
 * transaction and betting records (requirements C5, C6.2; docs/api.md "Calls"). Session required,
 * trial refused (requirements C1.1, C6.3: a trial player has no record).
 */
export function cashierRecordRoutes(services: AppServices) {
  const guard = moduleGuard(services.site);
  return new Hono<AppEnv>()
    .get(
      '/records',
      guard(TRANSACTION_RECORDS_MODULE),
      requireSession(services.db),
      refuseTrial,
      validate('query', transactionRecordsQuerySchema),
      async (c) => {
        const names = channelNames(await services.site.current());
        return ok(
          c,
          await transactionRecords(
            services.db,
            c.get('session').userName,
            c.req.valid('query'),
            names,
          ),
        );
      },
    )
    .get(
      '/bets',
      guard(BET_RECORDS_MODULE),
      requireSession(services.db),
      refuseTrial,
      validate('query', betRecordsQuerySchema),
      async (c) => {
        const language = catalogueLanguage(undefined, c.get('language'));
        return ok(
          c,
          await betRecords(services.db, c.get('session').userName, c.req.valid('query'), language),
        );
      },
    );
}
