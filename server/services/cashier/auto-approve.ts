import type { SiteStore } from '../../config/site-store.ts';
import type { Database } from '../../db/client.ts';
import { dueDepositOrders } from '../../db/queries/cashier-deposits.ts';
import type { Logger } from '../../logger.ts';
import { Refusal } from '../refusal.ts';
import { decideOrder } from './order-decisions.ts';

// The optional automatic approval of deposits (requirements C1.2; site setting
// `cashier.autoApproveSeconds`, null = off), so that a demo player sees the whole cycle. Every server
// process sweeps; two processes may pick the same order, and the decision's UPDATE … WHERE status =
// 'pending' lets exactly one of them book it (the other's is `order.already.decided`, skipped).
// Withdrawals always wait for the operator.

/** How often a process looks for due deposits while the setting is on. */
export const AUTO_APPROVE_INTERVAL_MS = 1_000;
/** Orders decided per sweep and process, so one sweep stays short. */
const SWEEP_BATCH = 50;

/** One sweep: approves the pending deposits older than the setting. Returns the orders it approved. */
export async function approveDueDeposits(
  db: Database,
  autoApproveSeconds: number | null,
  now: Date = new Date(),
): Promise<string[]> {
  if (autoApproveSeconds === null) return [];
  const due = await dueDepositOrders(
    db,
    new Date(now.getTime() - autoApproveSeconds * 1000),
    SWEEP_BATCH,
  );
  const approved: string[] = [];
  for (const orderNo of due) {
    try {
      await decideOrder(db, orderNo, { kind: 'approve' });
      approved.push(orderNo);
    } catch (error) {
      // Decided meanwhile (by another process or the operator): nothing left to do for it.
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return approved;
}

export interface AutoApproval {
  stop(): Promise<void>;
}

/**
 * Sweeps every `intervalMs` with the setting in force (the deployment's configuration with its
 * /dev/site overrides). A failing sweep is logged and the next one tries again; stop() waits for a
 * sweep in progress, so the database can close after it.
 */
export function scheduleAutoApproval(
  db: Database,
  site: SiteStore,
  logger: Logger,
  intervalMs: number = AUTO_APPROVE_INTERVAL_MS,
): AutoApproval {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    try {
      const approved = await approveDueDeposits(
        db,
        (await site.current()).cashier.autoApproveSeconds,
      );
      if (approved.length > 0) logger.info({ approved }, 'deposits approved automatically');
    } catch (error) {
      logger.error(
        { error: error instanceof Error ? error.name : 'unknown' },
        'auto-approval sweep failed',
      );
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
