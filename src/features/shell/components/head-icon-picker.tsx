import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { memberIconQueryOptions, setMemberIcon } from '../../../api/endpoints/member-icon';
import { config } from '../../../config';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast/toast-store';
import styles from './settings-screen.module.css';

// Preset pictures are served by the API's origin.
const pictureUrl = (path: string) =>
  /^https?:\/\//i.test(path) ? path : `${config.apiBase}${path}`;

/** The 12 preset head icons as one radio group; a choice is saved at once. */
export function HeadIconPicker({ token }: { token: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const options = memberIconQueryOptions(token);
  const icon = useQuery(options);
  // The tapped choice shows in the same render as the tap: the mutation's own state arrives a
  // moment later, and a radio drawn from it alone put the old choice back in between. The server's
  // answer replaces it on success; on failure the saved choice comes back with a message.
  const [picked, setPicked] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (choice: string) => setMemberIcon(choice),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, answer);
      toast.show({ style: 'success', message: t`Head icon saved` });
    },
    onError: () =>
      toast.show({
        style: 'fail',
        message: t`The head icon could not be saved. Please try again.`,
      }),
    onSettled: () => setPicked(null),
  });

  const choose = (choice: string) => {
    setPicked(choice);
    save.mutate(choice);
  };
  const shown = picked ?? icon.data?.icon;

  return (
    <fieldset className={styles.icons} aria-busy={picked !== null}>
      <legend className={styles.sectionTitle}>{t`Head icon`}</legend>
      {icon.data ? (
        <div className={styles.iconGrid}>
          {icon.data.choices.map((choice, index) => (
            <label key={choice} className={styles.iconChoice}>
              <input
                type="radio"
                name="head-icon"
                value={choice}
                checked={shown === choice}
                // One save at a time: a second tap waits until the first has been answered.
                disabled={picked !== null && picked !== choice}
                onChange={() => choose(choice)}
                className={styles.iconRadio}
              />
              <img
                src={pictureUrl(choice)}
                alt={t`Head icon ${index + 1}`}
                width={56}
                height={56}
                loading="lazy"
              />
            </label>
          ))}
        </div>
      ) : icon.isError ? (
        <p role="alert">{t`The head icons could not be loaded.`}</p>
      ) : (
        <Skeleton width="100%" height={128} />
      )}
    </fieldset>
  );
}
