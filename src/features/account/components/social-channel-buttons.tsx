import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StartupActor } from '../../../app/startup-context';
import type { SocialChannel, SocialSignInProvider } from '../../../lib/social-sign-in';
import { visibleSocialChannels } from '../../../lib/social-sign-in-visibility';
import { enabledModules } from '../../../lib/whitelabel';
import { Button } from '../../../ui/button';
import type { IconName } from '../../../ui/icon';
import { socialChannelName } from './social-channel-names.ts';
import type { SocialSignInButtonsProps } from './social-sign-in-buttons.tsx';
import styles from './social-channel-buttons.module.css';

const CHANNEL_ICONS: Readonly<Partial<Record<SocialChannel, IconName>>> = {
  line: 'line',
  facebook: 'facebook',
};

/** The buttons of the channels the provider has initialised and the white-label flags allow (requirements A2, A6). */
export function SocialChannelButtons({
  provider,
  site,
  disabled,
  onChoose,
}: SocialSignInButtonsProps & { provider: SocialSignInProvider }) {
  const { t } = useLingui();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const modules = useMemo(() => enabledModules(whitelabel ?? []), [whitelabel]);
  const titleId = useId();
  const channels = visibleSocialChannels(provider, modules, site);
  if (channels.length === 0) return null;
  return (
    <div className={styles.social} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>{t`Or sign in with`}</p>
      <div className={styles.buttons}>
        {channels.map((channel) => {
          const name = socialChannelName(channel);
          return (
            <Button
              key={channel}
              variant="secondary"
              block
              icon={CHANNEL_ICONS[channel]}
              disabled={disabled}
              onClick={() => onChoose(channel)}
            >
              {t`Sign in with ${name}`}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
