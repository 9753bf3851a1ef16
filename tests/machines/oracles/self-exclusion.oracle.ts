import { expect } from 'vitest';
import type { SelfExclusionContext } from '../../../machines/security/self-exclusion.machine.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<SelfExclusionContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';

function idle({ running, hasTag }: Step): void {
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
}

/** What must hold in each state of self-exclusion (requirements D5.3). */
export const selfExclusionOracle: Oracle<SelfExclusionContext> = {
  choosing: (step) => {
    idle(step);
    // Nothing typed survives going back, and the password is never asked here.
    expect(step.context.password).toBe('');
    if (step.event.type === 'exclusion.next')
      expect(step.context.fieldErrors).toEqual({ period: 'required' });
  },
  confirming: (step) => {
    idle(step);
    expect(step.context.period).not.toBeNull();
    if (step.event.type === 'password.changed') {
      expect(step.context.password).toBe(step.event['value']);
      expect(step.context.fieldErrors).toEqual({});
    }
  },
  'confirming.editing': (step) => {
    idle(step);
    if (step.event.type === 'exclusion.confirm') {
      expect(step.context.password).toBe('');
      expect(step.context.fieldErrors).toEqual({ loginPassword: 'required' });
      expect(step.effects).toEqual([]);
    }
  },
  'confirming.refused': (step) => {
    idle(step);
    const { context, event, entered } = step;
    if (!entered) return;
    const code = codeOf(event.error);
    if (code === 'user.or.token.invalid') {
      expect(context.password).toBe('');
      expect(context.fieldErrors).toEqual({ loginPassword: code });
      expect(context.errorCode).toBeNull();
    } else {
      expect(context.errorCode).toBe(code);
      expect(context.fieldErrors).toEqual({});
      if (code === 'self.exclusion.active') expect(context.until).not.toBeNull();
    }
  },
  submitting: ({ context, running, hasTag, effects, entered }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['excludeSelf']);
    expect(context.password).not.toBe('');
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'excludeSelf',
          id: 'excludeSelf',
          input: { period: context.period, loginPassword: context.password },
        },
      ]);
  },
  excluded: ({ context, snapshot, effects }) => {
    expect(snapshot.status).toBe('done');
    expect(context.password).toBe('');
    expect(context.until).not.toBeNull();
    expectEffects(effects, [{ action: 'endSession', params: { until: context.until } }]);
  },
};
