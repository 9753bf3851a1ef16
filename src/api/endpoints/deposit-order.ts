import { api, type ApiClient } from '../client';
import './cashier-error-codes';
import {
  DEPOSIT_ORDERS_PATH,
  depositOrderPath,
  depositOrderSchema,
  type DepositOrder,
  type DepositRequest,
  type DEPOSIT_ORDER_MODULE,
} from '../../../shared/contract/calls/deposit-order.ts';

const MODULE = 'DEPOSIT3' satisfies typeof DEPOSIT_ORDER_MODULE;

/** Requirements C3.4, C3.5: one key per submission, so repeats answer the first order. */
export function placeDepositOrder(
  request: DepositRequest,
  idempotencyKey: string,
  client: ApiClient = api,
): Promise<DepositOrder> {
  return client.post(DEPOSIT_ORDERS_PATH, {
    moduleId: MODULE,
    schema: depositOrderSchema,
    body: request,
    idempotencyKey,
  });
}

export function fetchDepositOrder(
  orderNo: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<DepositOrder> {
  return client.get(depositOrderPath(orderNo), {
    moduleId: MODULE,
    schema: depositOrderSchema,
    ...(signal ? { signal } : {}),
  });
}
