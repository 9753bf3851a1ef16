import type { BundleResult } from './bundle-size.ts';
import type { GameListLoadResult } from './game-list-load.ts';
import type { GameScrollResult } from './game-scroll.ts';
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
  pick: (inputs: BudgetInputs) => number | null | undefined;
}

/** The measurements the budgets read; null where a step crashed or did not run. */
export interface BudgetInputs {
  bundle: BundleResult | null;
  lighthouse: LighthouseResult | null;
  gameScroll: GameScrollResult | null;
  gameList: GameListLoadResult | null;
  gameSearch: GameListLoadResult | null;
}

// The project's performance budgets. A miss is reported, never turned into a failing exit code:
// the bench measures, the team decides.
const BUDGETS: Budget[] = [
  { name: 'Initial JS+CSS (gzip)', unit: 'KB', kind: 'max', limit: 150, pick: (i) => i.bundle?.jsCss.gzipKB },
  { name: 'Lighthouse performance', unit: '', kind: 'min', limit: 95, pick: (i) => i.lighthouse?.median?.performance },
  { name: 'Lighthouse accessibility', unit: '', kind: 'min', limit: 95, pick: (i) => i.lighthouse?.median?.accessibility },
  { name: 'LCP', unit: 's', kind: 'max', limit: 2.0, pick: (i) => i.lighthouse?.median?.lcpS },
  { name: 'CLS', unit: '', kind: 'max', limit: 0.02, pick: (i) => i.lighthouse?.median?.cls },
  // Issue 5, games: "under 1,500 nodes" is strict, so the limit is 1,499 with 'max' (≤).
  { name: 'Game grid DOM nodes < 1500', unit: 'nodes', kind: 'max', limit: 1499, pick: (i) => i.gameScroll?.maxGridNodes },
  { name: 'Longest long task (scroll, 4× CPU)', unit: 'ms', kind: 'max', limit: 100, pick: (i) => i.gameScroll?.longestTaskMs },
  // Each call is its own budget, so a slow search is not hidden behind a fast category page.
  { name: 'Game list p99', unit: 'ms', kind: 'max', limit: 50, pick: (i) => i.gameList?.latencyMs.p99 },
  { name: 'Game search p99', unit: 'ms', kind: 'max', limit: 50, pick: (i) => i.gameSearch?.latencyMs.p99 },
];

/** Checks every budget; one whose measurement is missing (its step crashed) is N/A, not a pass. */
export function checkBudgets(inputs: BudgetInputs): BudgetCheck[] {
  return BUDGETS.map((budget) => {
    const actual = budget.pick(inputs) ?? null;
    const limit = `${budget.kind === 'max' ? '≤' : '≥'} ${budget.limit}${budget.unit ? ` ${budget.unit}` : ''}`;
    if (actual === null) return { name: budget.name, limit, actual, status: 'N/A' };
    const ok = budget.kind === 'max' ? actual <= budget.limit : actual >= budget.limit;
    return { name: budget.name, limit, actual, status: ok ? 'PASS' : 'FAIL' };
  });
}
