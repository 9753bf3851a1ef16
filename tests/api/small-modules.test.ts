import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, fieldErrorsSchema, isApiError } from '../../src/api/api-error';
import { envelopeSchema, unwrap } from '../../src/api/envelope';
import { noValue } from '../../shared/contract/calls/no-value.ts';
import { CASHIER_ERROR_CODES } from '../../shared/cashier-error-codes.ts';
import {
  ERROR_CODES,
  SERVER_ERROR_CODES,
  isErrorCode,
  toErrorCode,
} from '../../src/api/error-codes';
import { createApiEvents } from '../../src/api/events';
import { statusCode } from '../../src/api/status-code';

describe('error codes', () => {
  it('holds every code of the contract (the server reads the same list) and the 4 client codes, each once', () => {
    expect(ERROR_CODES).toEqual(
      expect.arrayContaining([
        ...SERVER_ERROR_CODES,
        'network.offline',
        'network.timeout',
        'response.invalid',
        'unknown',
      ]),
    );
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('reset.link.invalid')).toBe(true);
    expect(isErrorCode('captcha.required')).toBe(true);
    expect(toErrorCode('network.timeout')).toBe('network.timeout');
    expect(toErrorCode('nope')).toBe('unknown');
    expect(toErrorCode(undefined)).toBe('unknown');
  });

  it('learns the cashier codes with the cashier calls, not in the first load', async () => {
    expect(toErrorCode('deposit.transaction.used')).toBe('unknown');
    await import('../../src/api/endpoints/deposit-order');
    for (const code of CASHIER_ERROR_CODES) expect(toErrorCode(code)).toBe(code);
  });
});

describe('ApiError', () => {
  it('is recognisable and reads its value with a schema', () => {
    const error = new ApiError({
      code: 'request_param_err',
      status: 400,
      value: { fields: [{ field: 'username', reason: 'pattern' }] },
    });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'request_param_err')).toBe(true);
    expect(isApiError(error, 'not.found')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(error.valueAs(fieldErrorsSchema)?.fields[0]?.field).toBe('username');
    expect(error.valueAs(z.object({ captcha: z.literal(true) }))).toBeNull();
    expect(new ApiError({ code: 'unknown' }).status).toBeNull();
  });
});

describe('unwrap', () => {
  const schema = z.object({ a: z.number() });
  it('returns the parsed value', () => {
    expect(unwrap(schema, { success: true, value: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrap(noValue, { success: true })).toBeUndefined();
    expect(
      envelopeSchema.safeParse({ success: false, message: null, errorCode: null }).success,
    ).toBe(true);
  });
  it('throws the server code, or response.invalid', () => {
    const codeOf = (data: unknown) => {
      try {
        unwrap(schema, data, 400);
        return 'no error';
      } catch (e) {
        return isApiError(e) ? [e.code, e.status] : e;
      }
    };
    expect(codeOf({ success: false, errorCode: 'captcha.invalid' })).toEqual([
      'captcha.invalid',
      400,
    ]);
    expect(codeOf({ success: false })).toEqual(['unknown', 400]);
    expect(codeOf({ success: true, value: { a: 'x' } })).toEqual(['response.invalid', 400]);
    expect(codeOf('<html>')).toEqual(['response.invalid', 400]);
    expect(codeOf({ value: 1 })).toEqual(['response.invalid', 400]);
  });
});

describe('api events', () => {
  it('delivers typed payloads and unsubscribes', () => {
    const events = createApiEvents();
    const fn = vi.fn();
    const off = events.on('network.slow', fn);
    events.emit('network.slow', { path: '/a' });
    off();
    events.emit('network.slow', { path: '/b' });
    expect(fn).toHaveBeenCalledExactlyOnceWith({ path: '/a' });
  });

  it('keeps delivering when one listener throws', async () => {
    const events = createApiEvents();
    const second = vi.fn();
    const failures: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (cb) => {
      try {
        cb();
      } catch (e) {
        failures.push(e);
      }
    };
    try {
      events.on('network.offline', () => {
        throw new Error('listener bug');
      });
      events.on('network.offline', second);
      events.emit('network.offline', { path: '/x' });
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(second).toHaveBeenCalledOnce();
    expect(failures).toHaveLength(1);
  });
});

describe('statusCode', () => {
  it('0 normal, 1 maintenance (also with restriction), 2 restriction only', () => {
    expect(statusCode({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(statusCode({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(statusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(statusCode({ maintenance: false, regionRestriction: true })).toBe(2);
  });
});
