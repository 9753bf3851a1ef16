import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LinkButton } from '../../../ui/link-button';
import styles from './status-details.module.css';

export interface SupportLink {
  kind: 'LIVECHAT' | 'TELEGRAM';
  href: string;
}

// Customer-service paths arrive from the status response; never render a script or data URL as a link.
const SAFE_HREF = /^(https?:\/\/|tg:|\/(?!\/))/i;

/** Customer-service links, each opening in a new tab. Renders nothing when there are none. */
export function SupportLinks({ support }: { support: readonly SupportLink[] }) {
  const { t } = useLingui();
  const titleId = useId();
  const links = support.filter((link) => SAFE_HREF.test(link.href.trim()));
  if (links.length === 0) return null;

  const totals = { LIVECHAT: 0, TELEGRAM: 0 };
  for (const link of links) totals[link.kind] += 1;
  const seen = { LIVECHAT: 0, TELEGRAM: 0 };

  return (
    <section className={styles.support} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.supportTitle}>
        {t`Contact customer service`}
      </h2>
      <ul role="list" className={styles.supportList}>
        {links.map((link) => {
          seen[link.kind] += 1;
          const n = seen[link.kind];
          const numbered = totals[link.kind] > 1;
          const label =
            link.kind === 'LIVECHAT'
              ? numbered
                ? t`Live chat ${n}`
                : t`Live chat`
              : numbered
                ? t`Telegram ${n}`
                : t`Telegram`;
          return (
            <li key={`${link.kind}-${n}`}>
              <LinkButton
                href={link.href.trim()}
                external
                variant="secondary"
                block
                icon={link.kind === 'LIVECHAT' ? 'headset' : 'telegram'}
              >
                {label}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
