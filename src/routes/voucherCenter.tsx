import { createFileRoute } from '@tanstack/react-router';
import { DepositScreen } from '../features/cashier/deposit/components/deposit-screen.tsx';
import { CashierGate } from '../features/cashier/shared/cashier-gate.tsx';

// Requirements C3: the deposit screen, for members only (requirements C1.1).
export const Route = createFileRoute('/voucherCenter')({ component: VoucherCenterRoute });

function VoucherCenterRoute() {
  return <CashierGate>{(session) => <DepositScreen session={session} />}</CashierGate>;
}
