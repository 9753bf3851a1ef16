import { useId, useMemo, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StartupActor } from '../../../app/startup-context';
import { socialSignInProvider, subscribeSocialSignIn, type SocialChannel, type SocialSignInProvider } from '../../../lib/social-sign-in';
import { offersSocialSignIn, visibleSocialChannels, type LoginSite } from '../../../lib/social-sign-in-visibility';
import { enabledModules } from '../../../lib/whitelabel';
import { Button } from '../../../ui/button';
import type { IconName } from '../../../ui/icon';
import styles from './social-sign-in-buttons.module.css';

/** Brand names stay as the brands write them, in every language. */
const CHANNEL_NAMES: Readonly<Record<SocialChannel, string>> = { line: 'LINE', facebook: 'Facebook', google: 'Google' };
const CHANNEL_ICONS: Readonly<Partial<Record<SocialChannel, IconName>>> = { line: 'line', facebook: 'facebook' };

export function socialChannelName(channel: SocialChannel): string {
  return CHANNEL_NAMES[channel];
}

export interface SocialSignInButtonsProps {
  site: LoginSite;
  /** While a login runs or the disclaimer is unchecked (the same rule as the login button). */
  disabled: boolean;
  onChoose: (channel: SocialChannel) => void;
}

/**
 * The social sign-in buttons under the login form (requirements A2). Without a registered provider, or
 * on the agent page, nothing renders and the start-up status is not read.
 */
export function SocialSignInButtons({ site, ...rest }: SocialSignInButtonsProps) {
  const provider = useSyncExternalStore(subscribeSocialSignIn, socialSignInProvider);
  if (!offersSocialSignIn(provider, site)) return null;
  return <FlaggedButtons provider={provider} site={site} {...rest} />;
}

function FlaggedButtons({ provider, site, disabled, onChoose }: SocialSignInButtonsProps & { provider: SocialSignInProvider }) {
  const { t } = useLingui();
  const whitelabel = StartupActor.useSelector((snapshot) => snapshot.context.status?.info.whitelabel);
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
            <Button key={channel} variant="secondary" block icon={CHANNEL_ICONS[channel]} disabled={disabled} onClick={() => onChoose(channel)}>
              {t`Sign in with ${name}`}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
