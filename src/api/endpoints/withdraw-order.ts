import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  WITHDRAW_ORDERS_PATH,
  withdrawOrderPath,
  withdrawOrderSchema,
  type WithdrawOrder,
  type WithdrawRequest,
  type WITHDRAW_ORDER_MODULE,
} from '../../../shared/contract/calls/withdraw-order.ts';

const MODULE = 'WITHDRAW3' satisfies typeof WITHDRAW_ORDER_MODULE;

/** Requirements C4.2–C4.5: sealed (it carries the payment password), one key per submission. */
export function placeWithdrawOrder(
  request: WithdrawRequest,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<WithdrawOrder> {
  return client.post(WITHDRAW_ORDERS_PATH, {
    moduleId: MODULE,
    schema: withdrawOrderSchema,
    body: request,
    encrypted: true,
    idempotencyKey,
  });
}

export function fetchWithdrawOrder(
  orderNo: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<WithdrawOrder> {
  return client.get(withdrawOrderPath(orderNo), {
    moduleId: MODULE,
    schema: withdrawOrderSchema,
    ...(signal ? { signal } : {}),
  });
}
