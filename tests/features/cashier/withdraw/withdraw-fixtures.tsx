// The withdraw screen's view tests share these: fixtures as the server answers them, and a router frame.
import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import { WithdrawScreen } from '../../../../src/features/cashier/withdraw/components/withdraw-screen';
import type { WithdrawCalls } from '../../../../src/features/cashier/withdraw/actors/withdraw.actors';
import { setSessionInfo } from '../../../../src/lib/storage';
import type { ChannelLimits } from '../../../../shared/contract/calls/cashier-fields.ts';
import type { WithdrawOrder } from '../../../../shared/contract/calls/withdraw-order.ts';
import type {
  PayoutAccount,
  WithdrawSetup,
} from '../../../../shared/contract/calls/withdraw-setup.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

export const bkash: ChannelLimits = {
  code: 'bkash',
  name: 'bKash',
  kind: 'wallet',
  icon: '/cashier/icons/bkash.svg',
  min: '100.00',
  max: '25000.00',
};
export const bank: ChannelLimits = { ...bkash, code: 'bank', name: 'Bank transfer', kind: 'bank' };
export const account: PayoutAccount = {
  id: 7,
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  maskedNumber: '*******5678',
  holderName: 'Rahim Uddin',
};
export const ready: WithdrawSetup = {
  hasPaymentPassword: true,
  accounts: [account],
  accountLimit: 3,
  channels: [bkash, bank],
  balance: '30000.00',
  pending: '0.00',
  withdrawable: '30000.00',
  currency: 'BDT',
};
export const order: WithdrawOrder = {
  orderNo: 'W20260101000001',
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  amount: '500.00',
  maskedNumber: '*******5678',
  holderName: 'Rahim Uddin',
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T18:30:00.000Z',
  decidedAt: null,
};

export function fakeCalls(
  setup: WithdrawSetup,
  overrides: Partial<WithdrawCalls> = {},
): WithdrawCalls {
  return {
    loadSetup: vi.fn(async () => setup),
    setPaymentPassword: vi.fn(async () => undefined),
    savePayoutAccount: vi.fn(async () => account),
    placeWithdraw: vi.fn(async () => order),
    readOrder: vi.fn(async () => order),
    ...overrides,
  };
}

export function member(type = 0) {
  setSessionInfo({
    token: 't',
    merchantCode: 'bdbt',
    userName: 'rahim',
    type,
    firstTimeLogin: false,
  });
}

export async function open(calls: WithdrawCalls) {
  function Frame() {
    const pathname = useLocation({ select: (location) => location.pathname });
    return (
      <>
        <WithdrawScreen calls={calls} />
        <output aria-label="path">{pathname}</output>
      </>
    );
  }
  return renderInRouter(Frame, { entries: ['/withdraw'], paths: ['/login', '/home'] });
}

/** Types by pasting: the field gets the whole text at once, as from a phone's keyboard suggestion. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export const amountField = () => screen.getByLabelText('Amount');
export const pinField = () => screen.getByLabelText('Payment password');
