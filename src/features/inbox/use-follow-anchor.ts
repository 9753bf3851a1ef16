import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ChatAnchor } from '../../api/endpoints/chat-anchors';
import { CHAT_FOCUS_KEY, chatFocusQueryOptions } from '../../api/endpoints/chat-focus';
import { followAnchor, unfollowAnchor } from '../../api/endpoints/chat-follow';
import { TRIAL_TYPE } from '../../lib/member-types';
import { useSession } from '../../lib/use-session';
import { toast } from '../../ui';
import { followPlan } from './chat-follow-plan';
import { followErrorMessage } from './chat-messages';
import { inboxLanguage } from './inbox-language';

function codeOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : 'unknown';
}

interface Toggle {
  anchor: ChatAnchor;
  follow: boolean;
}

/**
 * The focus list of a member (null for visitors and trial players, who have none) and the follow
 * button's action (requirements B7.2). A member's follow shows in the list at once: the list is
 * changed in the cache before the call and read again after it, or put back when the call fails.
 */
export function useFollowAnchor() {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const member = session !== null && session.type !== TRIAL_TYPE;
  const focusOptions = chatFocusQueryOptions(session?.token ?? '', inboxLanguage());
  const focus = useQuery({ ...focusOptions, enabled: member });

  const mutation = useMutation({
    mutationFn: ({ anchor, follow }: Toggle) =>
      follow ? followAnchor(anchor.anchorId) : unfollowAnchor(anchor.anchorId),
    onMutate: async ({ anchor, follow }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: focusOptions.queryKey });
      const before = queryClient.getQueryData(focusOptions.queryKey);
      const others = (before ?? []).filter((entry) => entry.anchorId !== anchor.anchorId);
      queryClient.setQueryData(focusOptions.queryKey, follow ? [anchor, ...others] : others);
      return { before };
    },
    onError: (error, _toggle, context) => {
      if (context !== undefined) queryClient.setQueryData(focusOptions.queryKey, context.before);
      toast.show({ style: 'fail', message: followErrorMessage(i18n, codeOf(error)) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAT_FOCUS_KEY }),
  });

  const followed = new Set(member ? (focus.data ?? []).map((anchor) => anchor.anchorId) : []);

  const toggle = (anchor: ChatAnchor) => {
    const plan = followPlan(session, followed.has(anchor.anchorId));
    switch (plan.kind) {
      case 'login':
        void router.navigate({ to: '/login' });
        return;
      case 'refused':
        toast.show({ style: 'fail', message: followErrorMessage(i18n, plan.code) });
        return;
      case 'follow':
      case 'unfollow':
        mutation.mutate({ anchor, follow: plan.kind === 'follow' });
    }
  };

  return {
    /** The followed hosts, newest first; null for visitors and trial players; undefined while loading. */
    focusList: member ? focus.data : null,
    focusFailed: member && focus.isError,
    isFollowing: (anchorId: number) => followed.has(anchorId),
    pendingId: mutation.isPending ? mutation.variables.anchor.anchorId : null,
    toggle,
  };
}
