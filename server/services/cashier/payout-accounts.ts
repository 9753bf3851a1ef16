import { eq } from 'drizzle-orm';
import type { PayoutAccountRequest } from '../../../shared/contract/calls/payout-account.ts';
import type { PayoutAccount } from '../../../shared/contract/calls/withdraw-setup.ts';
import { CASHIER_LIMITS } from '../../../shared/contract/cashier.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../../db/client.ts';
import {
  countPayoutAccounts,
  insertPayoutAccount,
  listPayoutAccounts,
  payoutAccountExists,
  type PayoutAccountRow,
} from '../../db/queries/cashier-payout-accounts.ts';
import { members } from '../../db/schema.ts';
import { Refusal } from '../refusal.ts';
import { findWithdrawChannel, maskNumber } from './channels.ts';

// Payout accounts (requirements C4.1): a channel, a number of the channel's form and the holder's
// name; at most `cashier.accountLimit` per player; shown masked once saved.

export function payoutAccountAnswer(config: SiteConfig, row: PayoutAccountRow): PayoutAccount {
  const channel = config.cashier.withdrawChannels.find((entry) => entry.code === row.channel);
  return {
    id: row.id,
    channel: row.channel,
    channelName: channel?.name ?? row.channel,
    kind:
      channel?.kind ?? (CASHIER_LIMITS.walletNumber.test(row.accountNumber) ? 'wallet' : 'bank'),
    maskedNumber: maskNumber(row.accountNumber),
    holderName: row.holderName,
  };
}

export async function payoutAccountList(
  db: Database,
  config: SiteConfig,
  userName: string,
): Promise<PayoutAccount[]> {
  return (await listPayoutAccounts(db, userName)).map((row) => payoutAccountAnswer(config, row));
}

/**
 * Saves a payout account. The count and the insert run in one transaction holding the member's row
 * lock, so parallel saves cannot pass the limit together; the same channel and number twice is held
 * by the unique index.
 */
export async function savePayoutAccount(
  db: Database,
  config: SiteConfig,
  userName: string,
  request: PayoutAccountRequest,
): Promise<PayoutAccount> {
  const channel = findWithdrawChannel(config, request.channel);
  const rule = channel.kind === 'wallet' ? CASHIER_LIMITS.walletNumber : CASHIER_LIMITS.bankAccount;
  if (!rule.test(request.accountNumber))
    throw new Refusal('request_param_err', 'The account number does not fit the channel', {
      fields: [
        {
          field: 'accountNumber',
          reason:
            channel.kind === 'wallet'
              ? 'an 11-digit wallet number starting 01'
              : '8–20 digits of a bank account',
        },
      ],
    });
  const limit = config.cashier.accountLimit;
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.userName, userName))
      .for('update');
    // The same account again is "exists" even at the limit: the clearer of the two answers.
    const number = { userName, channel: channel.code, accountNumber: request.accountNumber };
    if (await payoutAccountExists(tx, number))
      throw new Refusal('payout.account.exists', 'This payout account is already saved');
    if ((await countPayoutAccounts(tx, userName)) >= limit)
      throw new Refusal('payout.account.limit.reached', 'No more payout accounts can be saved', {
        limit,
      });
    return insertPayoutAccount(tx, {
      userName,
      channel: channel.code,
      accountNumber: request.accountNumber,
      holderName: request.holderName,
    });
  });
  if (row === undefined)
    throw new Refusal('payout.account.exists', 'This payout account is already saved');
  return payoutAccountAnswer(config, row);
}
