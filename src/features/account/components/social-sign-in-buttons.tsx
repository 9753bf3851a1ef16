import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  socialSignInProvider,
  subscribeSocialSignIn,
  type SocialChannel,
} from '../../../lib/social-sign-in';
import { offersSocialSignIn, type LoginSite } from '../../../lib/social-sign-in-visibility';

// No provider is registered by default (src/lib/social-sign-in.ts), so the buttons themselves
// load only on a site that registers one: the login popup's first load leaves them out.
const SocialChannelButtons = lazy(() =>
  import('./social-channel-buttons.tsx').then((module) => ({
    default: module.SocialChannelButtons,
  })),
);

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
  // The same on the server (the login page's first view, src/app/login-first-view.tsx): no provider there.
  const provider = useSyncExternalStore(
    subscribeSocialSignIn,
    socialSignInProvider,
    socialSignInProvider,
  );
  if (!offersSocialSignIn(provider, site)) return null;
  return (
    <Suspense fallback={null}>
      <SocialChannelButtons provider={provider} site={site} {...rest} />
    </Suspense>
  );
}
