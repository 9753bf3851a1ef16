import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CONTRACT_KINDS } from '../../../api/endpoints/agent-contracts';
import { isAgentType } from '../../../lib/member-types';
import { useSession } from '../../../lib/use-session';
import { buttonClassName, EmptyState, Skeleton } from '../../../ui';
import { CONTRACT_NAMES } from '../contract-messages';
import { contractQueryOptions } from '../contract-query';
import { CONTRACT_ROUTES } from '../contract-routes';
import styles from './agent-home.module.css';

/**
 * /m/agent/home: the agent's own page. It names the agent and lists the three contract kinds with
 * whether one waits for acceptance, each leading to its screen. Anyone else is sent to the agent
 * login page.
 */
export function AgentHomeScreen() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const agent = session !== null && isAgentType(session.type);
  const token = session?.token ?? '';
  const checks = useQueries({
    queries: CONTRACT_KINDS.map((kind) => ({
      ...contractQueryOptions(kind, token),
      enabled: agent,
    })),
  });

  if (!agent) {
    return (
      <div className={styles.screen}>
        <EmptyState
          title={<Trans>Please log in with an agent account</Trans>}
          action={
            <Link to="/agent" className={buttonClassName({})}>
              {t`Agent login`}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>
        <Trans>Welcome, {session.userName}</Trans>
      </h2>
      <ul className={styles.contracts} aria-label={t`Contracts`}>
        {CONTRACT_KINDS.map((kind, index) => {
          const check = checks[index];
          let state;
          if (check === undefined || check.isPending) state = <Skeleton width={96} height={16} />;
          else if (check.isError)
            state = <span className={styles.state}>{t`Could not be checked`}</span>;
          else if (check.data.pending)
            state = <strong className={styles.pending}>{t`Awaiting your acceptance`}</strong>;
          else state = <span className={styles.state}>{t`Nothing pending`}</span>;
          return (
            <li key={kind}>
              <Link to={CONTRACT_ROUTES[kind]} className={styles.contract}>
                <span>{i18n._(CONTRACT_NAMES[kind])}</span>
                {state}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to="/home">
          <Trans>Back to home</Trans>
        </Link>
      </p>
    </div>
  );
}
