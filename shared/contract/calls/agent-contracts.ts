import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

/** The three contract kinds of requirements B4 (agent contracts) with their calls and modules. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Each kind's two calls (check, accept) and the module both go through. */
export const CONTRACT_CALLS: Record<
  ContractKind,
  { moduleId: ModuleId; check: string; accept: string }
> = {
  dailySalary: {
    moduleId: 'DAILYSALCONT3',
    check: '/wps/relay/MCS2_processDailySalContract',
    accept: '/wps/relay/MCS2_acceptDailySalContract',
  },
  dividend: {
    moduleId: 'SIGNCONDIV3',
    check: '/wps/relay/MCS2_processDividendReq',
    accept: '/wps/relay/MCS2_acceptDividendReq',
  },
  hourlySalary: {
    moduleId: 'HOURSAL3',
    check: '/wps/relay/MCS2_processContractHourSalary',
    accept: '/wps/relay/MCS2_acceptContractHourSalary',
  },
};

export const contractTierSchema = z.object({
  level: z.int(),
  /** Valid-bet amount (net profit for dividends), a decimal string. */
  threshold: z.string(),
  activeMembers: z.int(),
  reward: z.string(),
});

export const contractSchema = z.object({
  contractId: z.int(),
  type: z.enum(CONTRACT_KINDS),
  requestType: z.string(),
  period: z.enum(['DAILY', 'HALF_MONTH', 'HOURLY']),
  rewardUnit: z.enum(['AMOUNT', 'PERCENT']),
  tiers: z.array(contractTierSchema),
  status: z.string(),
  createdAt: z.string(),
  acceptedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractCheckSchema = z.object({
  pending: z.boolean(),
  contract: z.nullable(contractSchema),
});
export type ContractCheck = z.infer<typeof contractCheckSchema>;
