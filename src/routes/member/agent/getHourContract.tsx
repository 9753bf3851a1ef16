import { createFileRoute } from '@tanstack/react-router';
import { ContractScreen } from '../../../features/agent-contracts/components/contract-screen.tsx';

export const Route = createFileRoute('/member/agent/getHourContract')({
  component: HourContractScreen,
});

function HourContractScreen() {
  return <ContractScreen kind="hourlySalary" />;
}
