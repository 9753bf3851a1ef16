// The deposit screen's view tests share these: channels and an order as the server answers them,
// fake calls, and a router frame around the screen behind its gate.
import { afterEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import { queryClient } from '../../../../src/api/query-client';
import { walletBalanceQueryOptions } from '../../../../src/api/endpoints/wallet-balance';
import type { DepositCalls } from '../../../../src/features/cashier/deposit/actors/deposit.actors';
import { DepositScreen } from '../../../../src/features/cashier/deposit/components/deposit-screen';
import { MemberGate } from '../../../../src/ui/member-gate';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import type { DepositChannel } from '../../../../shared/contract/calls/deposit-channels.ts';
import type { DepositOrder } from '../../../../shared/contract/calls/deposit-order.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

export const bkash: DepositChannel = {
  code: 'bkash',
  name: 'bKash',
  kind: 'wallet',
  icon: '/cashier/icons/bkash.svg',
  min: '200.00',
  max: '25000.00',
  quickAmounts: ['500.00', '1000.00'],
  account: { holder: 'Demo Agent bKash', number: '01712345678', bankName: null },
};
export const bank: DepositChannel = {
  ...bkash,
  code: 'bank',
  name: 'Local bank transfer',
  kind: 'bank',
  min: '1000.00',
  max: '500000.00',
  quickAmounts: ['5000.00'],
  account: { holder: 'Demo Gaming Ltd', number: '1234567890123', bankName: 'Demo Bank' },
};
export const order: DepositOrder = {
  orderNo: 'D20261207000001',
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  amount: '500.00',
  payerNumber: '*******5678',
  transactionId: 'TX123456',
  status: 'pending',
  reason: null,
  createdAt: '2026-12-07T18:30:00.000Z',
  decidedAt: null,
};

export function fakeCalls(
  orderDetail: boolean,
  overrides: Partial<DepositCalls> = {},
): DepositCalls {
  return {
    loadChannels: vi.fn(async () => ({ channels: [bkash, bank], currency: 'BDT', orderDetail })),
    placeDeposit: vi.fn(async () => order),
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
  queryClient.setQueryData(walletBalanceQueryOptions('t').queryKey, {
    sumBalance: '25380.75',
    currency: 'BDT',
  });
}

export async function open(calls: DepositCalls) {
  function Frame() {
    const pathname = useLocation({ select: (location) => location.pathname });
    return (
      <>
        <MemberGate>{(session) => <DepositScreen session={session} calls={calls} />}</MemberGate>
        <output aria-label="path">{pathname}</output>
      </>
    );
  }
  return renderInRouter(Frame, {
    entries: ['/voucherCenter'],
    paths: ['/login', '/home', '/help'],
  });
}

/** Types by pasting: the field gets the whole text at once, as from a phone's keyboard suggestion. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text !== '') await user.paste(text);
}

export const amountField = () => screen.getByLabelText('Amount (BDT)') as HTMLInputElement;
export const payerField = () =>
  screen.getByLabelText('Your bKash number (paid from)') as HTMLInputElement;
export const idField = () => screen.getByLabelText('Transaction ID') as HTMLInputElement;
export const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Submit deposit' }));

export async function ready(calls: DepositCalls) {
  const view = await open(calls);
  await screen.findByRole('radio', { name: /bKash/ });
  return view;
}

/** Each test starts signed out with an empty cache. */
export function resetBetweenTests() {
  afterEach(() => {
    clearSession();
    queryClient.clear();
  });
}
