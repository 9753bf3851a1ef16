import type { SocialChannel } from '../../../lib/social-sign-in';

/** Brand names stay as the brands write them, in every language. */
const CHANNEL_NAMES: Readonly<Record<SocialChannel, string>> = {
  line: 'LINE',
  facebook: 'Facebook',
  google: 'Google',
};

export function socialChannelName(channel: SocialChannel): string {
  return CHANNEL_NAMES[channel];
}
