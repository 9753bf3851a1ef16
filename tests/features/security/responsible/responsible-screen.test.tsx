import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../../src/api/api-error';
import type { ResponsibleCalls } from '../../../../src/features/security/responsible/actors/responsible.actors';
import {
  ResponsibleScreen,
  type ResponsibleDetail,
} from '../../../../src/features/security/responsible/components/responsible-screen';
import { clearSession, getSessionInfo, setSessionInfo } from '../../../../src/lib/storage';
import type { DepositLimits } from '../../../../shared/contract/calls/responsible-gaming.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

// Responsible gaming's panels (requirements D5): limits saved with what applies when, the
// reminder's choice saved, and self-exclusion confirmed by the password, which signs out and goes to
// the login; each refusal next to its field or as a message.

const none: DepositLimits = {
  limits: [
    { period: 'day', amount: null, pending: null, used: '0.00' },
    { period: 'week', amount: null, pending: null, used: '250.00' },
    { period: 'month', amount: null, pending: null, used: '250.00' },
  ],
};

function calls(overrides: Partial<ResponsibleCalls> = {}): ResponsibleCalls {
  return {
    loadLimits: vi.fn(async () => none),
    saveLimit: vi.fn(async () => ({
      limits: [
        { period: 'day' as const, amount: '1000.00', pending: null, used: '0.00' },
        none.limits[1]!,
        none.limits[2]!,
      ],
    })),
    loadSession: vi.fn(async () => ({
      startedAt: '2026-12-07T06:00:00.000Z',
      minutes: null,
      netResult: '0.00',
    })),
    saveReminder: vi.fn(async (minutes) => ({ minutes })),
    excludeSelf: vi.fn(async () => ({ until: '2026-12-08T06:00:00.000Z' })),
    ...overrides,
  };
}

async function open(fake: ResponsibleCalls, detail: ResponsibleDetail) {
  setSessionInfo({
    token: 't',
    merchantCode: 'bdbt',
    userName: 'rahim',
    type: 0,
    firstTimeLogin: false,
  });
  function Frame() {
    const location = useLocation({ select: (value) => value.pathname });
    return (
      <>
        <ResponsibleScreen detail={detail} calls={fake} />
        <output aria-label="path">{location}</output>
      </>
    );
  }
  return renderInRouter(Frame, { entries: ['/securityCenter'], paths: ['/login'] });
}

afterEach(() => clearSession());

describe('deposit limits panel', () => {
  it('says what a bad amount lacks, keeps it, and saves a Bengali-digit limit', async () => {
    const fake = calls();
    const { user } = await open(fake, 'depositLimits');
    const field = await screen.findByLabelText('New daily limit');
    await user.type(field, '1e3');
    const day = screen.getByRole('region', { name: 'Daily limit' });
    await user.click(day.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Enter digits only, like 5000 or 5000.50')).toBeTruthy();
    expect(field).toHaveProperty('value', '1e3');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '১০০০');
    await user.click(day.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Saved. The limit applies now.')).toBeTruthy();
    expect(fake.saveLimit).toHaveBeenCalledWith({ period: 'day', amount: '1000.00' });
  });

  it('shows a failed load with a retry', async () => {
    const fake = calls({
      loadLimits: vi.fn(async () => {
        throw new ApiError({ code: 'network.offline' });
      }),
    });
    await open(fake, 'depositLimits');
    expect(await screen.findByText('No internet connection')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('session reminder panel', () => {
  it('saves the chosen interval', async () => {
    const fake = calls();
    const { user } = await open(fake, 'sessionReminder');
    await user.click(await screen.findByRole('radio', { name: 'Every 60 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Every 60 minutes')).toBeTruthy();
    expect(fake.saveReminder).toHaveBeenCalledWith(60);
  });
});

describe('self-exclusion panel', () => {
  it('asks for a period and the password, then signs out and opens the login', async () => {
    const fake = calls({
      excludeSelf: vi
        .fn()
        .mockRejectedValueOnce(new ApiError({ code: 'user.or.token.invalid' }))
        .mockResolvedValueOnce({ until: '2026-12-08T06:00:00.000Z' }),
    });
    const { user } = await open(fake, 'selfExclusion');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose how long the break lasts')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Login password');
    await user.type(password, 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    expect(await screen.findByText('The login password is incorrect')).toBeTruthy();
    await user.type(password, 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Exclude me' }));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
    expect(fake.excludeSelf).toHaveBeenLastCalledWith({ period: '24h', loginPassword: 'Demo1234' });
    expect(getSessionInfo()).toBeNull();
  });
});
