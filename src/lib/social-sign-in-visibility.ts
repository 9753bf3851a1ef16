import {
  SOCIAL_CHANNELS,
  type SocialChannel,
  type SocialSignInProvider,
} from './social-sign-in.ts';

/** The white-label flag of each channel (requirements A6). */
export const SOCIAL_CHANNEL_FLAGS: Readonly<Record<SocialChannel, string>> = {
  line: 'LINELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

export type LoginSite = 'member' | 'agent';

/**
 * Whether social sign-in can show at all: a provider is registered and this is not the agent page
 * (requirements A2). Checked before the flags so a page without it need not read the start-up status.
 */
export function offersSocialSignIn(
  provider: SocialSignInProvider | null,
  site: LoginSite,
): provider is SocialSignInProvider {
  return provider !== null && site !== 'agent';
}

/**
 * The social buttons to show, in the fixed channel order: those the provider has initialised and
 * whose white-label flag is on, never on the agent page.
 */
export function visibleSocialChannels(
  provider: SocialSignInProvider | null,
  modules: ReadonlySet<string>,
  site: LoginSite,
): SocialChannel[] {
  if (!offersSocialSignIn(provider, site)) return [];
  const initialised = new Set(provider.initialisedChannels());
  return SOCIAL_CHANNELS.filter(
    (channel) => initialised.has(channel) && modules.has(SOCIAL_CHANNEL_FLAGS[channel]),
  );
}
