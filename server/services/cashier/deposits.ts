import type { DepositOrder, DepositRequest } from '../../../shared/contract/calls/deposit-order.ts';
import { CASHIER_LIMITS } from '../../../shared/contract/cashier.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../../db/client.ts';
import {
  findDepositByKey,
  findDepositOrder,
  insertDepositOrder,
  transactionIdTaken,
  type DepositOrderRow,
} from '../../db/queries/cashier-deposits.ts';
import { holdMember } from '../../db/queries/responsible-gaming.ts';
import { Refusal } from '../refusal.ts';
import { checkDepositLimits } from '../responsible-gaming/deposit-limits.ts';
import { checkChannelLimits, findDepositChannel, maskNumber } from './channels.ts';
import { requestHash, sameRequestOrRefuse } from './idempotency.ts';
import { cents, twoDecimals } from './money.ts';
import { newOrderNo, ORDER_NO_ATTEMPTS } from './order-numbers.ts';

// Deposits (requirements C3, docs/api.md "Cashier"): a pending order that moves no money until the
// operator approves it (services/cashier/order-decisions.ts).

/** The order as its owner sees it: the payer's number masked (requirements C4.1's rule, C3.2). */
export function depositOrderAnswer(config: SiteConfig, row: DepositOrderRow): DepositOrder {
  const channel = config.cashier.depositChannels.find((entry) => entry.code === row.channel);
  return {
    orderNo: row.orderNo,
    channel: row.channel,
    // A channel the operator removed since keeps its code as its name on old orders.
    channelName: channel?.name ?? row.channel,
    kind: channel?.kind ?? (CASHIER_LIMITS.walletNumber.test(row.payerNumber) ? 'wallet' : 'bank'),
    amount: row.amount,
    payerNumber: maskNumber(row.payerNumber),
    transactionId: row.transactionId,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Requirements C3.2: the number paid from has the form of the channel's kind. */
function checkPayerNumber(kind: 'wallet' | 'bank', payerNumber: string): void {
  const rule = kind === 'wallet' ? CASHIER_LIMITS.walletNumber : CASHIER_LIMITS.bankAccount;
  if (!rule.test(payerNumber))
    throw new Refusal('request_param_err', 'The payer number does not fit the channel', {
      fields: [
        {
          field: 'payerNumber',
          reason:
            kind === 'wallet'
              ? 'an 11-digit wallet number starting 01'
              : '8–20 digits of a bank account',
        },
      ],
    });
}

function transactionUsed(): Refusal {
  return new Refusal(
    'deposit.transaction.used',
    'This transaction ID was used for another deposit',
  );
}

export interface PlaceDeposit {
  userName: string;
  idempotencyKey: string;
  request: DepositRequest;
}

/**
 * Places a pending deposit (requirements C3.4, C3.5). A key used before answers its first order when
 * the body is the same (also while two repeats race: the unique index lets one insert, the other reads
 * it), and is refused for another body. A transaction ID is used once across all members: checked
 * first for a clear answer, and held by the unique index when two members race with it.
 */
export async function placeDeposit(
  db: Database,
  config: SiteConfig,
  input: PlaceDeposit,
): Promise<DepositOrder> {
  const body = {
    channel: input.request.channel,
    amount: twoDecimals(input.request.amount),
    payerNumber: input.request.payerNumber,
    transactionId: input.request.transactionId.toUpperCase(),
  };
  const hash = requestHash(body);
  const repeat = async (): Promise<DepositOrder | undefined> => {
    const first = await findDepositByKey(db, input.userName, input.idempotencyKey);
    if (first === undefined) return undefined;
    sameRequestOrRefuse(first, hash);
    return depositOrderAnswer(config, first);
  };
  const earlier = await repeat();
  if (earlier !== undefined) return earlier;

  const channel = findDepositChannel(config, body.channel);
  if (cents(body.amount) === 0n)
    throw new Refusal('request_param_err', 'The amount must be more than 0', {
      fields: [{ field: 'amount', reason: 'more than 0' }],
    });
  checkChannelLimits(channel, body.amount);
  checkPayerNumber(channel.kind, body.payerNumber);
  if (await transactionIdTaken(db, body.transactionId)) {
    // A parallel repeat of this very request may have placed it since the first look.
    const raced = await repeat();
    if (raced !== undefined) return raced;
    throw transactionUsed();
  }

  for (let attempt = 0; attempt < ORDER_NO_ATTEMPTS; attempt += 1) {
    // Requirements D5.1: the deposit limits are checked and the order inserted in one transaction
    // that holds the member's row, so the member's parallel orders are counted one after another and
    // cannot together pass a limit. A parallel repeat of this key that got there first is answered
    // below (undefined here), not counted against the limit a second time.
    const row = await db.transaction(async (tx) => {
      await holdMember(tx, input.userName);
      if ((await findDepositByKey(tx, input.userName, input.idempotencyKey)) !== undefined)
        return undefined;
      await checkDepositLimits(tx, input.userName, body.amount);
      return insertDepositOrder(tx, {
        orderNo: newOrderNo('D'),
        userName: input.userName,
        ...body,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
      });
    });
    if (row !== undefined) return depositOrderAnswer(config, row);
    // Which key was taken: the member's idempotency key (a parallel repeat), the transaction ID (a
    // parallel deposit of the same transfer), else the order number (draw again).
    const raced = await repeat();
    if (raced !== undefined) return raced;
    if (await transactionIdTaken(db, body.transactionId)) throw transactionUsed();
  }
  throw new Error('no free deposit order number');
}

/** One of the member's own deposits; another member's is `not.found` like a missing one. */
export async function ownDepositOrder(
  db: Database,
  config: SiteConfig,
  userName: string,
  orderNo: string,
): Promise<DepositOrder> {
  const row = await findDepositOrder(db, orderNo);
  if (row === undefined || row.userName !== userName)
    throw new Refusal('not.found', 'No such deposit order');
  return depositOrderAnswer(config, row);
}
