import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { avatarInitial, memberInfoQueryOptions } from '../../../api/endpoints/member-info';
import {
  playerRankProgressQueryOptions,
  vipProgress,
} from '../../../api/endpoints/player-rank-progress';
import { memberCentreLayout, templatesQueryOptions } from '../../../api/endpoints/templates';
import { useWalletBalance } from '../../../lib/use-wallet-balance';
import { BalanceWidget } from '../../../ui/balance-widget';
import { cx } from '../../../ui/cx';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import type { SideMenuItem } from '../side-menu-items.ts';
import { MemberCentreLinks } from './member-centre-links.tsx';
import styles from './profile-screen.module.css';

export interface ProfileScreenProps {
  token: string;
  /** The side menu's links for this player (requirements B2.8 "links of the side menu"). */
  items: readonly SideMenuItem[];
  onSignOut: () => void;
}

/**
 * `/m/member/home`: who is logged in, the balance, VIP progress and the member links, in the layout
 * the operator's template flag `mem_cen` selects (requirements A3.16: '1' the new member centre).
 */
export function ProfileScreen({ token, items, onSignOut }: ProfileScreenProps) {
  const { t } = useLingui();
  const templates = useQuery(templatesQueryOptions());
  const fresh = memberCentreLayout(templates.data) === 'new';
  const info = useQuery(memberInfoQueryOptions(token));
  const rank = useQuery(playerRankProgressQueryOptions(token));
  const wallet = useWalletBalance(token);
  const name = info.data ? info.data.nickname.trim() || info.data.account : null;
  const progress = rank.data ? vipProgress(rank.data) : null;
  const label = rank.data?.playerRankProgress.labelId ?? null;

  return (
    <div className={styles.screen}>
      <section className={cx(styles.card, fresh && styles.cardNew)} aria-label={t`Account`}>
        <span className={styles.avatar} aria-hidden="true">
          {info.data ? avatarInitial(info.data) : ''}
        </span>
        <div className={styles.who}>
          <h2 className={styles.name}>{name ?? <Skeleton width="8em" />}</h2>
          <BalanceWidget
            amount={wallet.amount}
            currency={wallet.currency}
            hidden={wallet.hidden}
            refreshing={wallet.refreshing}
            onToggleHidden={wallet.toggleHidden}
            onRefresh={wallet.refresh}
          />
        </div>
      </section>
      {rank.data && progress !== null && (
        <section className={styles.vip} aria-labelledby="profile-vip">
          <h2 id="profile-vip" className={styles.vipTitle}>
            {label ? t`VIP progress: ${label}` : t`VIP progress`}
          </h2>
          <div
            className={styles.track}
            role="progressbar"
            aria-labelledby="profile-vip"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuetext={
              label
                ? t`${rank.data.currentProgress.completedConditions} of ${rank.data.currentProgress.totalExpectedConditions} conditions`
                : t`Complete`
            }
          >
            <span className={styles.fill} style={{ width: `${progress * 100}%` }} />
          </div>
        </section>
      )}
      {templates.isPending ? (
        <Spinner label={t`Loading`} />
      ) : (
        <MemberCentreLinks
          layout={memberCentreLayout(templates.data)}
          items={items}
          onSignOut={onSignOut}
        />
      )}
    </div>
  );
}
