import { useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { memberIconQueryOptions, setMemberIcon } from '../../../api/endpoints/member-icon';
import { queryClient } from '../../../api/query-client';
import { config } from '../../../config';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast/toast-store';
import styles from './settings-screen.module.css';

// Preset pictures are served by the API's origin.
const pictureUrl = (path: string) => (/^https?:\/\//i.test(path) ? path : `${config.apiBase}${path}`);

/** The 12 preset head icons as one radio group; a choice is saved at once. */
export function HeadIconPicker({ token }: { token: string }) {
  const { t } = useLingui();
  const options = memberIconQueryOptions(token);
  const icon = useQuery(options, queryClient);
  const save = useMutation(
    {
      mutationFn: (choice: string) => setMemberIcon(choice),
      onSuccess: (answer) => {
        queryClient.setQueryData(options.queryKey, answer);
        toast.show({ style: 'success', message: t`Head icon saved` });
      },
      onError: () => toast.show({ style: 'fail', message: t`The head icon could not be saved. Please try again.` }),
    },
    queryClient,
  );

  return (
    <fieldset className={styles.icons} aria-busy={save.isPending}>
      <legend className={styles.sectionTitle}>{t`Head icon`}</legend>
      {icon.data ? (
        <div className={styles.iconGrid}>
          {icon.data.choices.map((choice, index) => (
            <label key={choice} className={styles.iconChoice}>
              <input
                type="radio"
                name="head-icon"
                value={choice}
                checked={(save.isPending ? save.variables : icon.data.icon) === choice}
                disabled={save.isPending}
                onChange={() => save.mutate(choice)}
                className={styles.iconRadio}
              />
              <img src={pictureUrl(choice)} alt={t`Head icon ${index + 1}`} width={56} height={56} loading="lazy" />
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
