import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markInboxRead } from '../../api/endpoints/inbox-mark-read';
import { INBOX_KEY } from '../../api/endpoints/inbox-messages';
import { INBOX_UNREAD_KEY } from '../../api/endpoints/inbox-unread';

/**
 * Opening a message marks it read (the detail call does not). The answer carries the new unread
 * count: every badge gets it at once, and the lists are read again for their read state.
 */
export function useMarkMessageRead(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markInboxRead([id]),
    onSuccess: (unread) => {
      queryClient.setQueryData([...INBOX_UNREAD_KEY, token], unread);
      void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'list', token] });
    },
  });
}
