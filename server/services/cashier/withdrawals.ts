import type {
  WithdrawOrder,
  WithdrawRequest,
} from '../../../shared/contract/calls/withdraw-order.ts';
import type { WithdrawSetup } from '../../../shared/contract/calls/withdraw-setup.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../../db/client.ts';
import {
  findOwnPayoutAccount,
  findPayoutAccount,
} from '../../db/queries/cashier-payout-accounts.ts';
import {
  findWithdrawByKey,
  findWithdrawOrder,
  insertWithdrawOrder,
  pendingWithdrawalSum,
  type WithdrawOrderRow,
} from '../../db/queries/cashier-withdrawals.ts';
import { findBalance } from '../../db/queries/wallets.ts';
import { Refusal } from '../refusal.ts';
import { checkChannelLimits, findWithdrawChannel, withdrawChannelList } from './channels.ts';
import { requestHash, sameRequestOrRefuse } from './idempotency.ts';
import { postEntry } from './ledger.ts';
import { cents, twoDecimals } from './money.ts';
import { newOrderNo, ORDER_NO_ATTEMPTS } from './order-numbers.ts';
import { checkPaymentPassword, hasPaymentPassword } from './payment-password.ts';
import { payoutAccountAnswer, payoutAccountList } from './payout-accounts.ts';

// Withdrawals (requirements C4, docs/api.md "Cashier"): placing one takes the amount from the balance
// at once, with its `withdrawal` entry in the order's own transaction; the ledger refuses an entry
// that would overdraw under the wallet row's lock, so withdrawals sent together never take the
// balance below 0, whatever the number of server processes (requirements C4.5).

const ZERO = '0.00';

/** What the withdrawal screen needs (requirements C4.1, C4.2). */
export async function withdrawSetup(
  db: Database,
  config: SiteConfig,
  userName: string,
  currency: string,
): Promise<WithdrawSetup> {
  const balance = (await findBalance(db, userName)) ?? ZERO;
  return {
    hasPaymentPassword: await hasPaymentPassword(db, userName),
    accounts: await payoutAccountList(db, config, userName),
    accountLimit: config.cashier.accountLimit,
    channels: withdrawChannelList(config),
    balance,
    pending: await pendingWithdrawalSum(db, userName),
    // Pending withdrawals have already left the balance (requirements C4.2), which is never below 0.
    withdrawable: cents(balance) > 0n ? balance : ZERO,
    currency,
  };
}

export async function withdrawOrderAnswer(
  db: Database,
  config: SiteConfig,
  row: WithdrawOrderRow,
): Promise<WithdrawOrder> {
  const account = await findPayoutAccount(db, row.accountId);
  const shown = account === undefined ? undefined : payoutAccountAnswer(config, account);
  const channel = config.cashier.withdrawChannels.find((entry) => entry.code === row.channel);
  return {
    orderNo: row.orderNo,
    channel: row.channel,
    channelName: channel?.name ?? shown?.channelName ?? row.channel,
    kind: channel?.kind ?? shown?.kind ?? 'wallet',
    amount: row.amount,
    maskedNumber: shown?.maskedNumber ?? '',
    holderName: shown?.holderName ?? '',
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export interface PlaceWithdrawal {
  userName: string;
  idempotencyKey: string;
  request: WithdrawRequest;
}

/**
 * Places a withdrawal (requirements C4.2–C4.5). The payment password is checked first on its own
 * counter; a key used before then answers its first order for the same body and is refused for
 * another. The password is not part of the body's hash: a stored hash of six digits would give it
 * away to anyone who reads the table.
 */
export async function placeWithdrawal(
  db: Database,
  config: SiteConfig,
  input: PlaceWithdrawal,
): Promise<WithdrawOrder> {
  const body = { accountId: input.request.accountId, amount: twoDecimals(input.request.amount) };
  const hash = requestHash(body);
  await checkPaymentPassword(db, input.userName, input.request.paymentPassword);
  const repeat = async (): Promise<WithdrawOrder | undefined> => {
    const first = await findWithdrawByKey(db, input.userName, input.idempotencyKey);
    if (first === undefined) return undefined;
    sameRequestOrRefuse(first, hash);
    return withdrawOrderAnswer(db, config, first);
  };
  const earlier = await repeat();
  if (earlier !== undefined) return earlier;

  const account = await findOwnPayoutAccount(db, input.userName, body.accountId);
  if (account === undefined) throw new Refusal('not.found', 'No such payout account');
  const channel = findWithdrawChannel(config, account.channel);
  if (cents(body.amount) === 0n)
    throw new Refusal('request_param_err', 'The amount must be more than 0', {
      fields: [{ field: 'amount', reason: 'more than 0' }],
    });
  checkChannelLimits(channel, body.amount);

  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt += 1) {
    const row = await db.transaction(async (tx) => {
      const placed = await insertWithdrawOrder(tx, {
        orderNo: newOrderNo('W'),
        userName: input.userName,
        accountId: account.id,
        channel: channel.code,
        amount: body.amount,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
      });
      if (placed === undefined) return undefined;
      // Refused with withdraw.balance.insufficient (value.withdrawable) when it would overdraw: the
      // transaction then rolls the order back with it.
      await postEntry(tx, {
        userName: input.userName,
        type: 'withdrawal',
        amount: `-${body.amount}`,
        reference: placed.orderNo,
      });
      return placed;
    });
    if (row !== undefined) return withdrawOrderAnswer(db, config, row);
    const raced = await repeat();
    if (raced !== undefined) return raced;
  }
  throw new Error('no free withdrawal order number');
}

/** One of the member's own withdrawals; another member's is `not.found` like a missing one. */
export async function ownWithdrawOrder(
  db: Database,
  config: SiteConfig,
  userName: string,
  orderNo: string,
): Promise<WithdrawOrder> {
  const row = await findWithdrawOrder(db, orderNo);
  if (row === undefined || row.userName !== userName)
    throw new Refusal('not.found', 'No such withdrawal order');
  return withdrawOrderAnswer(db, config, row);
}
