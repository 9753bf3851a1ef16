import { createFileRoute } from '@tanstack/react-router';
import { ContractScreen } from '../../../features/agent-contracts/components/contract-screen.tsx';

export const Route = createFileRoute('/member/agent/getDevidendContract')({
  component: DividendContractScreen,
});

function DividendContractScreen() {
  return <ContractScreen kind="dividend" />;
}
