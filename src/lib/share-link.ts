import { invitationLink } from './invitation-link';

/** How a share ended: the system sheet took it, the link was copied, the player backed out, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareData {
  title: string;
  url: string;
}

/** The parts of `navigator` a share uses (a test passes its own). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * What the menu's Share item shares: a member's invitation link (friends who register with it are
 * recorded as invited), otherwise the site's home page.
 */
export function shareUrl(
  origin: string,
  basePath: string,
  invitationCode: string | null | undefined,
): string {
  if (invitationCode) return invitationLink(origin, basePath, invitationCode);
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  return `${origin}${base}home`;
}

/**
 * Shares a link with the system's share sheet (Web Share API) where there is one, else copies it.
 * A share sheet the player closes is a cancel, not a failure; a sheet that fails for another
 * reason (not allowed here) falls back to copying.
 */
export async function shareLink(
  data: ShareData,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
