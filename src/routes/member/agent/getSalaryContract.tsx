import { createFileRoute } from '@tanstack/react-router';
import { WithQueries } from '../../../app/with-queries.tsx';
import { ContractScreen } from '../../../features/agent-contracts/components/contract-screen.tsx';

export const Route = createFileRoute('/member/agent/getSalaryContract')({ component: SalaryContractScreen });

function SalaryContractScreen() {
  return (
    <WithQueries>
      <ContractScreen kind="dailySalary" />
    </WithQueries>
  );
}
