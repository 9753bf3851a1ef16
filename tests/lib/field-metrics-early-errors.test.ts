// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaughtError } from '../../src/lib/field-metrics/early-errors.ts';

// The reporter loads after the page settles; what was thrown before must reach it all the same.

async function freshModule() {
  vi.resetModules();
  return import('../../src/lib/field-metrics/early-errors.ts');
}

function throwUncaught(message: string) {
  window.dispatchEvent(
    new ErrorEvent('error', {
      error: new Error(message),
      message,
      filename: 'https://a/m/x.js',
      lineno: 3,
    }),
  );
}

const listeners: [string, EventListener][] = [];
const realAdd = window.addEventListener.bind(window);
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
});

/** Remembers the listeners the module adds, so each test removes them again. */
function trackListeners() {
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      listeners.push([type, listener as EventListener]);
      realAdd(type, listener, options);
    },
  );
}

describe('errors caught before the reporter loads', () => {
  it('hands the errors thrown before the reporter to it in order, then each later one at once', async () => {
    trackListeners();
    const { catchErrorsEarly, deliverCaughtErrors } = await freshModule();
    catchErrorsEarly();
    throwUncaught('first');
    throwUncaught('second');
    const got: CaughtError[] = [];
    deliverCaughtErrors((caught) => got.push(caught));
    expect(got.map((caught) => caught.message)).toEqual(['first', 'second']);
    expect(got[0]).toMatchObject({ source: 'https://a/m/x.js', line: 3, path: location.pathname });
    throwUncaught('third');
    expect(got.map((caught) => caught.message)).toEqual(['first', 'second', 'third']);
  });

  it('keeps a bounded number while nothing reports them', async () => {
    trackListeners();
    const { catchErrorsEarly, deliverCaughtErrors, KEPT_BEFORE_REPORTER } = await freshModule();
    catchErrorsEarly();
    for (let i = 0; i < KEPT_BEFORE_REPORTER + 5; i += 1) throwUncaught(`e${i}`);
    const got: CaughtError[] = [];
    deliverCaughtErrors((caught) => got.push(caught));
    expect(got).toHaveLength(KEPT_BEFORE_REPORTER);
    expect(got[0]?.message).toBe('e0');
  });

  it('catches unhandled rejections too', async () => {
    trackListeners();
    const { catchErrorsEarly, deliverCaughtErrors } = await freshModule();
    catchErrorsEarly();
    const reason = new Error('lost promise');
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
    const got: CaughtError[] = [];
    deliverCaughtErrors((caught) => got.push(caught));
    expect(got).toEqual([
      {
        thrown: reason,
        message: 'unhandled rejection',
        source: undefined,
        line: undefined,
        path: location.pathname,
      },
    ]);
  });
});
