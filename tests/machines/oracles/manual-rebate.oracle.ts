import { expect } from 'vitest';
import type {
  ManualRebateContext,
  RebateLoad,
} from '../../../machines/rewards/manual-rebate.machine.ts';
import type { RebateClaim, RebateClaims } from '../../../shared/contract/calls/manual-rebate.ts';
import { CASHIER_LIMITS } from '../../../shared/contract/cashier.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<ManualRebateContext>;

const before = ({ previous }: Step) => previous?.context as ManualRebateContext | undefined;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const NO_ANSWER = ['network.offline', 'network.timeout', 'response.invalid', 'unknown'];

/** Requirements D3.2 read apart from the chart: the total reaches the minimum, in cents. */
function claimableBySpec(c: ManualRebateContext): boolean {
  if (c.summary === null) return false;
  const centsOf = (text: string) => BigInt(text.replace('.', ''));
  const total = centsOf(c.summary.total);
  return total > 0n && total >= centsOf(c.summary.minimum);
}

/** The claims sent on this path: each with a key of the contract's form. */
const claimsSent = (effects: Step['effects']) =>
  invocationsIn(effects).filter((e) => e.invoke === 'claimRebate');

/** Nothing moves money or announces one outside a booked claim. */
function noMoneyEventsBeyondClaims(history: Step['history']): void {
  const booked = history.filter((e) => 'action' in e && e.action === 'announceMoneyEvent');
  expect(booked.length).toBeLessThanOrEqual(claimsSent(history).length);
}

/** The invocations running for the rebate itself (the history's next page runs beside them). */
const rebateRunning = (running: string[]) => running.filter((id) => id !== 'loadClaims');

/** The context apart from the history's pages, which load beside a claim. */
const rebatePart = (c: ManualRebateContext) => {
  const { claims: _claims, page: _page, hasMore: _hasMore, moreError: _moreError, ...rest } = c;
  return rest;
};

const ids = (claims: readonly RebateClaim[]) => claims.map((claim) => claim.id);

function shown({ context, hasTag, running }: Step): void {
  expect(context.summary).not.toBeNull();
  expect(hasTag('busy')).toBe(false);
  expect(rebateRunning(running)).toEqual([]);
  expect(context.loadError).toBeNull();
}

/** What the history shows whatever its state (requirements D3.4). */
function history(step: Step): void {
  const { context, event, previous } = step;
  const prev = before(step);
  // Each claim once; at least the first page was read.
  expect(new Set(ids(context.claims)).size).toBe(context.claims.length);
  expect(context.page).toBeGreaterThanOrEqual(1);
  if (event.type === 'xstate.done.actor.loadRebate') {
    // Read (again) from the first page: exactly its claims, and whether older ones exist.
    const load = event.output as RebateLoad;
    expect(context.claims).toEqual(load.claims);
    expect(context.page).toBe(1);
    expect(context.hasMore).toBe(load.hasMore);
    expect(context.moreError).toBeNull();
    // A page asked for before is dropped: it would follow an older first page.
    expect(step.running).not.toContain('loadClaims');
  } else if (event.type === 'xstate.done.actor.loadClaims') {
    // The next page below what was shown, in the server's order, without a claim shown twice.
    const page = event.output as RebateClaims;
    const shownBefore = (prev as ManualRebateContext).claims;
    expect(context.claims.slice(0, shownBefore.length)).toEqual(shownBefore);
    expect(ids(context.claims)).toEqual([...new Set([...ids(shownBefore), ...ids(page.rows)])]);
    expect(context.page).toBe((prev as ManualRebateContext).page + 1);
    expect(context.hasMore).toBe(page.hasMore);
  } else if (previous?.matches('ready')) {
    // Nothing else touches the claims shown.
    expect(ids(context.claims)).toEqual(ids((prev as ManualRebateContext).claims));
    expect(context.page).toBe((prev as ManualRebateContext).page);
  }
}

/** The history's next page is not loading. */
function historyIdle({ hasTag, running }: Step): void {
  expect(hasTag('historyBusy')).toBe(false);
  expect(running).not.toContain('loadClaims');
}

/** What must hold in each state of the manual rebate chart. */
export const manualRebateOracle: Oracle<ManualRebateContext> = {
  checkingAvailability: ({ context, running }) => {
    // Passed through at once: switched on, the loading has started; off, nothing runs.
    expect(running).toEqual(context.enabled ? ['loadRebate'] : []);
    expect(context.summary).toBeNull();
    // No history before the first page: no claim, nothing older to ask for.
    expect(context).toMatchObject({ claims: [], page: 0, hasMore: false, moreError: null });
  },
  disabled: ({ context, snapshot, running, history, hasTag }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    // Off from the start: nothing was ever called (requirements D3.5); else the server said it is off.
    if (!context.enabled) expect(invocationsIn(history)).toEqual([]);
    else expect(claimsSent(history)).toEqual([]);
  },
  loading: ({ context, running, hasTag, entered, effects }) => {
    expect(context.enabled).toBe(true);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadRebate']);
    expect(context.loadError).toBeNull();
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'loadRebate', id: 'loadRebate' }),
      ]);
    expect(actionsIn(effects)).toEqual([]);
  },
  loadFailed: ({ context, event, running, hasTag, entered }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.loadError).toEqual(expect.any(String));
    expect(context.loadError).not.toBe('function.not.available');
    if (entered) expect(context.loadError).toBe(codeOf(event.error));
  },
  'ready.rebate.showing': (step) => {
    shown(step);
    expect(step.context.refusal).toBeNull();
    expect(step.context.claimed).toBeNull();
  },
  'ready.rebate.showing.checkingTotal': (step) => {
    shown(step);
  },
  'ready.rebate.showing.claimable': (step) => {
    shown(step);
    expect(claimableBySpec(step.context)).toBe(true);
  },
  'ready.rebate.showing.belowMinimum': (step) => {
    shown(step);
    expect(claimableBySpec(step.context)).toBe(false);
    // A tap on the disabled button sends nothing.
    expect(claimsSent(step.effects)).toEqual([]);
  },
  'ready.rebate.claiming': (step) => {
    const { context, running, hasTag, entered, effects, event } = step;
    const prev = before(step) as ManualRebateContext;
    expect(hasTag('busy')).toBe(true);
    expect(rebateRunning(running)).toEqual(['claimRebate']);
    expect(claimableBySpec(context)).toBe(true);
    expect(context.idempotencyKey).toMatch(CASHIER_LIMITS.idempotencyKey);
    const sent = claimsSent(effects);
    if (entered) {
      // One claim, with the key of an unanswered earlier claim, else the fresh one.
      expect(event.type).toBe('rebate.claim');
      const key = prev.idempotencyKey ?? (event.key as string);
      expect(sent).toEqual([
        expect.objectContaining({ invoke: 'claimRebate', input: { idempotencyKey: key } }),
      ]);
    } else {
      expect(sent).toEqual([]);
      expect(rebatePart(context)).toEqual(rebatePart(prev));
    }
  },
  'ready.rebate.refused': (step) => {
    const { context, event, running, hasTag, entered, history } = step;
    expect(rebateRunning(running)).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.refusal).not.toBeNull();
    noMoneyEventsBeyondClaims(history);
    if (entered) {
      const code = codeOf(event.error);
      expect(context.refusal?.code).toBe(code);
      // Without an answer the key stays for the next claim; a real refusal drops it.
      if (NO_ANSWER.includes(code)) expect(context.idempotencyKey).not.toBeNull();
      else expect(context.idempotencyKey).toBeNull();
      if (code === 'rebate.below.minimum')
        expect(context.refusal).toMatchObject({
          minimum: (event.error as { value: { minimum: string } }).value.minimum,
          total: (event.error as { value: { total: string } }).value.total,
        });
    }
  },
  'ready.rebate.claimed': ({ context, history }) => {
    expect(context.claimed).not.toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(context.refusal).toBeNull();
    noMoneyEventsBeyondClaims(history);
  },
  'ready.rebate.claimed.reloading': ({ context, running, hasTag, entered, effects, event }) => {
    expect(hasTag('busy')).toBe(true);
    expect(rebateRunning(running)).toEqual(['loadRebate']);
    expect(context.loadError).toBeNull();
    if (event.type === 'xstate.done.actor.claimRebate') {
      // The claim was booked: its amount shows and balances refresh, once.
      expect(context.claimed).toEqual(event.output as RebateClaim);
      expect(actionsIn(effects)).toEqual([{ action: 'announceMoneyEvent' }]);
    } else expect(actionsIn(effects)).toEqual([]);
    if (entered)
      expect(invocationsIn(effects)).toContainEqual(
        expect.objectContaining({ invoke: 'loadRebate' }),
      );
  },
  'ready.rebate.claimed.reloaded': ({ context, running, hasTag, event }) => {
    expect(hasTag('busy')).toBe(false);
    expect(rebateRunning(running)).toEqual([]);
    expect(context.summary).not.toBeNull();
    if (event.type === 'xstate.done.actor.loadRebate')
      expect(context.summary).toEqual((event.output as { summary: unknown }).summary);
  },
  'ready.rebate.claimed.reloadFailed': ({ context, running, hasTag }) => {
    expect(hasTag('busy')).toBe(false);
    expect(rebateRunning(running)).toEqual([]);
    expect(context.loadError).toEqual(expect.any(String));
  },
  ready: ({ context }) => {
    // The rebate and the history show together, once the first load answered.
    expect(context.summary).not.toBeNull();
    expect(context.page).toBeGreaterThanOrEqual(1);
  },
  'ready.rebate': ({ context, snapshot }) => {
    expect(context.summary).not.toBeNull();
    expect(snapshot.matches({ ready: 'history' })).toBe(true);
  },
  'ready.history': history,
  'ready.history.checkingMore': (step) => {
    // Passed through as the history shows or a page arrives: nothing loads yet.
    history(step);
    expect(step.running).not.toContain('loadClaims');
    expect(step.context.moreError).toBeNull();
  },
  'ready.history.more': (step) => {
    history(step);
    historyIdle(step);
    expect(step.context.hasMore).toBe(true);
    expect(step.context.moreError).toBeNull();
  },
  'ready.history.loadingMore': (step) => {
    const { context, hasTag, running, entered, effects } = step;
    history(step);
    expect(hasTag('historyBusy')).toBe(true);
    expect(running).toContain('loadClaims');
    expect(context.hasMore).toBe(true);
    expect(context.moreError).toBeNull();
    const asked = invocationsIn(effects).filter((e) => e.invoke === 'loadClaims');
    // One request for the page after those shown; a tap while it loads sends nothing.
    if (entered)
      expect(asked).toEqual([
        { invoke: 'loadClaims', id: 'loadClaims', input: { page: context.page + 1 } },
      ]);
    else expect(asked).toEqual([]);
  },
  'ready.history.loadMoreFailed': (step) => {
    const { context, event, entered } = step;
    history(step);
    historyIdle(step);
    // The claims shown stay; the reason shows with Try again.
    expect(context.hasMore).toBe(true);
    expect(context.moreError).toEqual(expect.any(String));
    if (entered) expect(context.moreError).toBe(codeOf(event.error));
  },
  'ready.history.complete': (step) => {
    history(step);
    historyIdle(step);
    expect(step.context.hasMore).toBe(false);
    expect(step.context.moreError).toBeNull();
  },
};
