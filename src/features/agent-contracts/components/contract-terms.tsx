import { Trans, useLingui } from '@lingui/react/macro';
import type { Contract } from '../../../api/endpoints/agent-contracts';
import { PERIOD_NAMES, REWARD_UNIT_NAMES } from '../contract-messages';
import styles from './contract.module.css';

/** Period, reward unit and the tiers table of one contract. */
export function ContractTerms({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  const percent = contract.rewardUnit === 'PERCENT';
  return (
    <>
      <dl className={styles.terms}>
        <dt>
          <Trans>Period</Trans>
        </dt>
        <dd>{i18n._(PERIOD_NAMES[contract.period])}</dd>
        <dt>
          <Trans>Reward unit</Trans>
        </dt>
        <dd>{i18n._(REWARD_UNIT_NAMES[contract.rewardUnit])}</dd>
      </dl>
      <table className={styles.tiers}>
        <caption>
          <Trans>Reward tiers</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Level</Trans>
            </th>
            <th scope="col">
              {contract.type === 'dividend' ? <Trans>Net profit</Trans> : <Trans>Valid bet</Trans>}
            </th>
            <th scope="col">
              <Trans>Active members</Trans>
            </th>
            <th scope="col">
              <Trans>Reward</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.level}>
              <td>{tier.level}</td>
              <td>{tier.threshold}</td>
              <td>{tier.activeMembers}</td>
              <td>{percent ? `${tier.reward}%` : tier.reward}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
