import { createFileRoute } from '@tanstack/react-router';
import { ContractScreen } from '../../../features/agent-contracts/components/contract-screen.tsx';

export const Route = createFileRoute('/member/agent/getSalaryContract')({
  component: SalaryContractScreen,
});

function SalaryContractScreen() {
  return <ContractScreen kind="dailySalary" />;
}
