import type { BundleResult } from './bundle-size.ts';
import type { LighthouseResult } from './lighthouse.ts';

export type BudgetStatus = 'PASS' | 'FAIL' | 'N/A';

export interface BudgetCheck {
  name: string;
  limit: string;
  actual: number | null;
  status: BudgetStatus;
}

interface Budget {
  name: string;
  unit: string;
  /** 'max': actual must not exceed the limit; 'min': actual must reach it. */
  kind: 'max' | 'min';
  limit: number;
  pick: (bundle: BundleResult | null, lighthouse: LighthouseResult | null) => number | null | undefined;
}

// The project's performance budgets. A miss is reported, never turned into a failing exit code:
// the bench measures, the team decides.
const BUDGETS: Budget[] = [
  { name: 'Initial JS+CSS (gzip)', unit: 'KB', kind: 'max', limit: 150, pick: (b) => b?.jsCss.gzipKB },
  { name: 'Lighthouse performance', unit: '', kind: 'min', limit: 95, pick: (_, l) => l?.median?.performance },
  { name: 'Lighthouse accessibility', unit: '', kind: 'min', limit: 95, pick: (_, l) => l?.median?.accessibility },
  { name: 'LCP', unit: 's', kind: 'max', limit: 2.0, pick: (_, l) => l?.median?.lcpS },
  { name: 'CLS', unit: '', kind: 'max', limit: 0.02, pick: (_, l) => l?.median?.cls },
];

/** Checks every budget; one whose measurement is missing (its step crashed) is N/A, not a pass. */
export function checkBudgets(bundle: BundleResult | null, lighthouse: LighthouseResult | null): BudgetCheck[] {
  return BUDGETS.map((budget) => {
    const actual = budget.pick(bundle, lighthouse) ?? null;
    const limit = `${budget.kind === 'max' ? '≤' : '≥'} ${budget.limit}${budget.unit ? ` ${budget.unit}` : ''}`;
    if (actual === null) return { name: budget.name, limit, actual, status: 'N/A' };
    const ok = budget.kind === 'max' ? actual <= budget.limit : actual >= budget.limit;
    return { name: budget.name, limit, actual, status: ok ? 'PASS' : 'FAIL' };
  });
}
