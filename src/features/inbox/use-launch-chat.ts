import { useMutation } from '@tanstack/react-query';
import { launchChat } from '../../api/endpoints/launch-chat';
import { config } from '../../config';
import { inboxLanguage } from './inbox-language';

const SIX_DIGIT_HEX = /^#[0-9a-f]{6}$/i;

/** The chat page lives on the API's origin (the reference server serves it); navigation opens it. */
function absoluteChatUrl(chatUrl: string): string {
  const base = config.apiBase || window.location.origin;
  return new URL(chatUrl, `${base}/`).href;
}

/**
 * Requirements B7 launch chat: backUrl is the current /m path (the chat page links back to it),
 * headerColor the site's accent when it is a #rrggbb colour.
 */
export function useLaunchChat(accentColor: string | null | undefined) {
  return useMutation({
    mutationFn: () =>
      launchChat({
        // The browser's own address already carries the /m base path.
        backUrl: `${window.location.pathname}${window.location.search}`,
        language: inboxLanguage(),
        ...(accentColor && SIX_DIGIT_HEX.test(accentColor) ? { headerColor: accentColor } : {}),
      }),
    onSuccess: (chatUrl) => window.location.assign(absoluteChatUrl(chatUrl)),
  });
}
